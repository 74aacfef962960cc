import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { pages } from "../../test-support/public-pages";
import { openDb } from "../../server/db/open-db";
import { commandLine } from "../../server/kernel/audit/audit";
import { setRolesRequiringSecondFactor } from "../../server/staff/second-factor-policy";
import { applicationFormData, samplePdf } from "../../test-support/sample-application";
import { sampleBooking } from "../../test-support/sample-submissions";
import { mailedOnce, untilOutboxSent } from "./outbox-checks";
import { firstFreeSlot, signedInStaff } from "./stack-visitors";
import { startStack, type Stack } from "./stack";

/**
 * docs/deploy.md's stack, from the image: what visitors, staff and operators meet through nginx.
 */
describe("the image as docs/deploy.md runs it", () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.stop());

  it("serves every public page and API route through nginx", async () => {
    const date = (await firstFreeSlot(stack.origin)).date;
    const jobs = (await (await fetch(`${stack.origin}/api/jobs`)).json()) as { id: string }[];
    const routes = [
      ...pages.map((page) => page.path).filter((path) => path !== "/error"),
      "/api/openapi.json",
      "/healthz",
      "/readyz",
      "/demo/dates",
      `/demo/slots/${date}`,
      "/api/jobs",
      `/api/jobs/${jobs[0]!.id}`,
      "/sitemap.xml",
      "/robots.txt",
      "/careers/jobs.xml",
      "/blog/feed.xml",
      "/admin/sign-in",
    ];
    const statuses = await Promise.all(
      routes.map(async (path) => `${path} ${(await fetch(`${stack.origin}${path}`)).status}`),
    );
    // A link that leads nowhere answers its page with 404.
    expect(statuses).toEqual(routes.map((path) => `${path} ${path.endsWith("/not-a-token") ? 404 : 200}`));
    // An unknown address answers the error page, not a proxy's.
    const unknown = await fetch(`${stack.origin}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Page not found");
  });

  it("signs in a staff account that the image's staff command made", async () => {
    const session = await signedInStaff(stack, { email: "ops@nexoratech.in", role: "sales" });
    const overview = await fetch(`${stack.origin}/admin`, { headers: { cookie: session } });
    expect(overview.status).toBe(200);
    expect(await overview.text()).toContain("Overview");
  });

  it("takes an application's resume through one container and hands it out through the other", async () => {
    const [first, second] = stack.containers;
    const applied = await fetch(`${first.origin}/api/applications`, { method: "POST", body: applicationFormData() });
    expect(applied.status).toBe(201);
    const { id } = ((await applied.json()) as { data: { id: string } }).data;

    // The recruiter's second factor is the sign-in tests' business (e2e/first-run-and-factors.spec.ts):
    // here an admin has let recruiters sign in with a password alone.
    const database = await openDb({ databaseUrl: stack.databaseUrl, migrate: false });
    await setRolesRequiringSecondFactor(database.db, commandLine, [], new Date());
    await database.close();
    const session = await signedInStaff(stack, { email: "recruiter@nexoratech.in", role: "recruiter" });
    const download = await fetch(`${second.origin}/admin/applications/${id}/resume`, {
      headers: { cookie: session, "sec-fetch-site": "same-origin" },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(samplePdf);
  });

  it("mails a demo booking's confirmation and notices once each, from two containers and three workers", async () => {
    const { date, time } = await firstFreeSlot(stack.origin);
    const email = "meera.once@example.in";
    const booked = await fetch(`${stack.origin}/demo/book`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...sampleBooking, email, date, time }),
    });
    expect(booked.status).toBe(201);
    const { reference } = ((await booked.json()) as { data: { reference: string } }).data;
    await untilOutboxSent(stack);
    const queued = await stack.query<{ kind: string }>(
      "select kind from outbox_emails where subject like '%' || $1 || '%' order by kind",
      [reference],
    );
    expect(queued.map((row) => row.kind)).toEqual(
      expect.arrayContaining(["booking.confirmation", "booking.notification"]),
    );
    expect(await mailedOnce(stack)).toEqual({ sent: expect.any(Number), missing: [], twice: [] });
    const toVisitor = stack.smtp.envelopes.filter((recipients) => recipients.includes(email));
    expect(toVisitor).toHaveLength(1);
  });

  it("answers /readyz on each container, and the metrics on their own port only", async () => {
    for (const container of stack.containers) {
      const ready = await fetch(`${container.origin}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: "ok" });
      const metrics = await fetch(`${container.metricsOrigin}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toMatch(/^http_requests_total\{/m);
    }
    expect((await fetch(`${stack.origin}/metrics`)).status).toBe(404);
  });
});
