import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { JobFormSchema } from "../../domain/jobs/job-posts";
import { jobAlertSubscriptions, outboxEmails } from "../db/schema";
import { createJob, setJobStatus } from "./job-admin";
import { sendDueJobAlerts } from "./job-alert-delivery";
import { commandLine } from "../kernel/audit/audit";
import { productionServer } from "../../test-support/production-server";

/**
 * The pages the links in job-alert e-mails open, and the one-click unsubscribe, on the production
 * build (run `npm run build` first) through the whole server: status codes, headers, nothing
 * changed on GET, the buttons' POSTs, and which cross-site POSTs are taken.
 */

const origin = "http://127.0.0.1:3000";
const host = "127.0.0.1:3000";
const email = "meera.iyer@example.in";

describe("the job-alert pages", () => {
  const server = productionServer("job-alert-pages", { env: { PUBLIC_SITE_URL: origin } });

  const get = (url: string) => server.app.inject({ method: "GET", url, headers: { host } });
  /** The page's button, as a browser without JavaScript posts it. */
  const press = (url: string, from = origin) =>
    server.app.inject({
      method: "POST",
      url,
      headers: { host, origin: from, "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
  const status = async () =>
    (await server.database.db.select({ status: jobAlertSubscriptions.status }).from(jobAlertSubscriptions)).map(
      (row) => row.status,
    );
  const linkIn = async (kind: string, pathPrefix: string) => {
    const [row] = await server.database.db
      .select({ text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, kind));
    return new RegExp(`${origin}(${pathPrefix}/[\\w-]+)`).exec(row!.text)![1]!;
  };

  it("answers a wrong link 404 with the page, never cached or indexed", async () => {
    for (const url of ["/job-alerts/confirm/not-a-token", "/job-alerts/unsubscribe/not-a-token"]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.body).toContain("This link cannot be used");
      expect(page.headers).toMatchObject({
        "cache-control": "no-store",
        "x-robots-tag": "noindex",
        "referrer-policy": "same-origin",
      });
      expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("confirms on the button's POST only, and refuses the POST from another site", async () => {
    const subscribed = await server.app.inject({
      method: "POST",
      url: "/api/job-alerts",
      headers: { host },
      payload: { email, keyword: "react", location: "Gwalior" },
    });
    expect(subscribed.statusCode).toBe(202);
    const confirm = await linkIn("job-alert.confirmation", "/job-alerts/confirm");

    const opened = await get(confirm);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain("Confirm job alerts");
    expect(opened.body).toContain(email);
    expect(await status()).toEqual(["pending"]);

    const forged = await press(confirm, "https://evil.example");
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect(await status()).toEqual(["pending"]);

    const pressed = await press(confirm);
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain("Job alerts are on");
    expect(await status()).toEqual(["confirmed"]);
    expect((await get(confirm)).body).toContain("Job alerts are on");
  });

  it("unsubscribes on the button's POST and answers with a page of its own, after which the link is a 404", async () => {
    const now = new Date(Date.now() + 60_000);
    const { id } = await createJob(
      server.database.db,
      commandLine,
      JobFormSchema.parse({
        title: "Frontend Developer",
        department: "Engineering",
        location: "Gwalior",
        type: "Full-time",
        description: "Build React interfaces.",
      }),
      now,
    );
    await setJobStatus(server.database.db, commandLine, id, "open", now);
    expect(
      await sendDueJobAlerts(server.database.db, {
        now,
        mail: { publicSiteUrl: origin, careersEmail: "c@test.example" },
      }),
    ).toHaveLength(1);
    const unsubscribe = await linkIn("job-alert.alert", "/job-alerts/unsubscribe");

    const opened = await get(unsubscribe);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain("Unsubscribe from job alerts");
    expect(opened.body).toContain("“react” in Gwalior");
    expect(await status()).toEqual(["confirmed"]);

    const pressed = await press(unsubscribe);
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe("/job-alerts/unsubscribed");
    expect(await status()).toEqual([]);
    const done = await get("/job-alerts/unsubscribed");
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You are unsubscribed");
    expect((await get(unsubscribe)).statusCode).toBe(404);
    expect((await press(unsubscribe)).statusCode).toBe(404);
  });

  it("takes the one-click POST from a mail provider's site through the whole server, answering JSON", async () => {
    await server.app.inject({
      method: "POST",
      url: "/api/job-alerts",
      headers: { host },
      payload: { email: "arjun@example.in", keyword: "", location: "Any Location in India" },
    });
    const [confirmation] = await server.database.db
      .select({ text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, "arjun@example.in"));
    const confirm = new RegExp(`${origin}(/job-alerts/confirm/[\\w-]+)`).exec(confirmation!.text)![1]!;
    expect((await press(confirm)).statusCode).toBe(200);
    const later = new Date(Date.now() + 120_000);
    const { id } = await createJob(
      server.database.db,
      commandLine,
      JobFormSchema.parse({
        title: "Sales Lead",
        department: "Sales",
        location: "Remote (India)",
        type: "Full-time",
        description: "Sell.",
      }),
      later,
    );
    await setJobStatus(server.database.db, commandLine, id, "open", later);
    await sendDueJobAlerts(server.database.db, {
      now: later,
      mail: { publicSiteUrl: origin, careersEmail: "c@test.example" },
    });
    const [alert] = await server.database.db
      .select({ headers: outboxEmails.headers })
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, "job-alert.alert"));
    const oneClick = new URL(/^<(.+)>$/.exec(alert!.headers["List-Unsubscribe"]!)![1]!).pathname;

    const response = await server.app.inject({
      method: "POST",
      url: oneClick,
      headers: { host, origin: "https://mail.example.net", "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { unsubscribed: true } });
    expect(await status()).toEqual([]);
  });
});
