import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it, onTestFinished } from "vitest";

import { contactKeyOf } from "../../../domain/contacts/contacts";
import { contacts, outboxEmails, privacyRequests } from "../../db/schema";
import { seed } from "../../db/seed";
import { recordEnquiry } from "../../enquiries/enquiries";
import { diskFileStore } from "../../kernel/storage/file-store";
import { sampleApplication, submitSampleApplication } from "../../../test-support/sample-application";
import { bookingNow, sampleEnquiry } from "../../../test-support/sample-submissions";
import { productionServer } from "../../../test-support/production-server";

/**
 * The actions on a person's own data (decision 065) through the whole server on the production
 * build (run `npm run build` first): plain form posts, as a browser without JavaScript sends them,
 * with the quotas of FORM_RATE_LIMIT 3.
 */

const origin = "http://127.0.0.1:3000";
const host = "127.0.0.1:3000";
const person = "ritu.anand@example.in";
const form = { "content-type": "application/x-www-form-urlencoded" };

describe("POST /privacy/your-data/view", () => {
  const server = productionServer("own-actions-web", {
    env: { PUBLIC_SITE_URL: origin, SALES_EMAIL: "sales@test.example", FORM_RATE_LIMIT: "3" },
    dependencies: { clock: () => bookingNow },
    beforeBuilding: async (database) => {
      await seed(database.db, bookingNow);
      await recordEnquiry(
        database.db,
        { ...sampleEnquiry, firstName: "Ritu", lastName: "Anand", email: person, source: "contact" },
        { salesEmail: "sales@test.example", publicSiteUrl: origin, clientIp: "203.0.113.9", now: bookingNow },
      );
    },
  });

  const request = ({ headers, ...options }: InjectOptions & { url: string }) =>
    server.app.inject({ ...options, headers: { host, ...(options.method === "POST" ? { origin } : {}), ...headers } });
  const post = (fields: Record<string, string>, cookie: string | undefined, remoteAddress: string) =>
    request({
      method: "POST",
      url: "/privacy/your-data/view",
      remoteAddress,
      headers: { ...form, ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams(fields).toString(),
    });

  /** A browser's session of the person's data, opened by the e-mailed link as a person opens it. */
  async function session(remoteAddress: string): Promise<string> {
    await request({
      method: "POST",
      url: "/privacy/your-data",
      remoteAddress,
      headers: form,
      payload: new URLSearchParams({ email: person }).toString(),
    });
    const mails = await server.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, person));
    const link = mails.filter((row) => row.kind === "privacy.your-data-link").at(-1)!;
    const token = /\/privacy\/your-data\/open\/([\w-]{43})/.exec(link.textBody)![1]!;
    const opened = await request({
      method: "POST",
      url: `/privacy/your-data/open/${token}`,
      remoteAddress,
      headers: form,
      payload: "",
    });
    return String(opened.headers["set-cookie"]).split(";")[0]!;
  }
  const contact = async () =>
    (
      await server.database.db
        .select()
        .from(contacts)
        .where(eq(contacts.emailKey, contactKeyOf(person)))
    )[0]!;
  const requestCount = async () => (await server.database.db.select().from(privacyRequests)).length;

  it("shows what each action does, and asks once more before an erasure or a withdrawal", async () => {
    const cookie = await session("192.0.2.10");
    const page = await request({ url: "/privacy/your-data/view", headers: { cookie } });
    expect(page.statusCode).toBe(200);
    for (const text of ["What you can do", "Correct your details", "Ask not to be contacted", "Erase my data…"])
      expect(page.body).toContain(text);
    expect(page.body).toContain('value="Ritu"');
    expect(page.body).not.toContain("Yes, erase my data");
    const confirming = await request({ url: "/privacy/your-data/view?erase=confirm", headers: { cookie } });
    expect(confirming.body).toContain("This cannot be undone.");
    expect(confirming.body).toContain("Yes, erase my data");
    // How long each kind of record is kept, in the person's words.
    expect(page.body).toContain("How long we keep it: </strong>We delete an enquiry 24 months after we receive it.");
    // A withdrawal asks once more too, on a page of its own that works without JavaScript.
    const resumes = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-own-actions-resumes-"));
    onTestFinished(() => fs.rmSync(resumes, { recursive: true, force: true }));
    const application = await submitSampleApplication(server.database.db, diskFileStore(resumes), {
      application: sampleApplication({ fullName: "Ritu Anand", email: person }),
      now: bookingNow,
    });
    const applying = await request({ url: "/privacy/your-data/view", headers: { cookie } });
    expect(applying.body).toMatch(
      new RegExp(
        `href="/privacy/your-data/view\\?withdraw=${application.id}#confirm-withdraw-${application.id}"[^>]*>Withdraw this application…`,
      ),
    );
    expect(applying.body).not.toContain("Yes, withdraw this application");
    const withdrawing = await request({
      url: `/privacy/your-data/view?withdraw=${application.id}`,
      headers: { cookie },
    });
    expect(withdrawing.body).toContain(`id="confirm-withdraw-${application.id}"`);
    expect(withdrawing.body).toContain("Yes, withdraw this application");
    expect(withdrawing.body).toContain("No, keep my application");
  });

  it("refuses bad input with its message and changes nothing; takes good input and says so after a redirect", async () => {
    const cookie = await session("192.0.2.11");
    const before = await contact();
    const requestsBefore = await requestCount();
    const invalid = await post(
      { intent: "correct", firstName: "Ritu", lastName: "Anand", phone: "ring me", city: "Pune" },
      cookie,
      "192.0.2.11",
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers["cache-control"]).toBe("no-store");
    expect(invalid.body).toContain("A phone number may contain only digits, spaces and + - ( ).");
    expect(invalid.body).toContain('value="ring me"');
    const unknown = await post({ intent: "delete-everyone" }, cookie, "192.0.2.11");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("This is not something the page can do. Please use one of its buttons.");
    expect(await contact()).toEqual(before);
    expect(await requestCount()).toBe(requestsBefore);

    const valid = await post(
      { intent: "correct", firstName: "Ritu", lastName: "Anand", phone: "+91 99999 00000", city: "Pune" },
      cookie,
      "192.0.2.12",
    );
    expect(valid.statusCode).toBe(303);
    // The fragment lands a browser without JavaScript on the notice, not at the top of a long page.
    expect(valid.headers.location).toMatch(
      /^\/privacy\/your-data\/view\?done=correct&ref=PR-[0-9A-Z]{6}#action-answer$/,
    );
    expect(await contact()).toMatchObject({ phone: "+91 99999 00000", city: "Pune" });
    const [recorded] = await server.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.kind, "correction"));
    expect(recorded).toMatchObject({ kind: "correction", state: "done" });
    const after = await request({ url: String(valid.headers.location), headers: { cookie } });
    expect(after.body).toMatch(/<p role="status" id="action-answer" tabindex="-1"[^>]*>Your details are corrected\./);
    expect(after.body).toContain(`Your reference is ${recorded!.reference}; we have e-mailed you a confirmation.`);
    // A made-up notice shows nothing.
    const madeUp = await request({ url: "/privacy/your-data/view?done=erase&ref=nonsense", headers: { cookie } });
    expect(madeUp.body).not.toContain("We have erased");
  });

  it("does nothing without the session of an opened link", async () => {
    const before = await contact();
    const anonymous = await post({ intent: "do-not-contact" }, undefined, "192.0.2.13");
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe("/privacy/your-data");
    const forged = await post({ intent: "do-not-contact" }, "nexora-your-data=Im5vdC1hLXNlc3Npb24i", "192.0.2.13");
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe("/privacy/your-data");
    expect(await contact()).toEqual(before);
  });

  it("spends the client's quota on each action", async () => {
    const cookie = await session("2001:db8:61:3::1");
    const statuses = [];
    for (let n = 0; n < 4; n += 1)
      statuses.push(
        (
          await post(
            { intent: "correct", firstName: "Ritu", lastName: "Anand", phone: `+91 98888 0000${n}`, city: "Pune" },
            cookie,
            "2001:db8:61:3::2",
          )
        ).statusCode,
      );
    expect(statuses).toEqual([303, 303, 303, 429]);
    expect((await contact()).phone).toBe("+91 98888 00002");
  });
});
