import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { JobAlertRequestSchema, type JobAlertRequestInput } from "../../domain/jobs/job-alert-request";
import { JobFormSchema, type JobFormInput } from "../../domain/jobs/job-posts";
import type { Database } from "../db/db";
import { jobAlertEmails, jobAlertRecipients, jobAlertSubscriptions, outboxEmails } from "../db/schema";
import { openTestDatabase } from "../../test-support/test-database";
import { createJobAlertTask, sendDueJobAlerts } from "./job-alert-delivery";
import { createJob, setJobStatus } from "./job-admin";
import {
  confirmationsPerAddressPerDay,
  confirmJobAlert,
  deleteUnconfirmedJobAlerts,
  findByUnsubscribeToken,
  findConfirmation,
  requestJobAlert,
  unsubscribeJobAlerts,
} from "./job-alerts";
import { runRetention } from "../privacy/retention";
import { diskFileStore } from "../kernel/storage/file-store";
import { commandLine } from "../kernel/audit/audit";

const start = new Date("2026-11-22T04:30:00Z");
const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
const mail = { publicSiteUrl: "https://nexoratech.example", careersEmail: "careers@test.example" };

const request = (input: Partial<JobAlertRequestInput> = {}) =>
  JobAlertRequestSchema.parse({ email: "meera.iyer@example.in", keyword: "react", location: "Gwalior", ...input });

describe("job alerts", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(
      sql`truncate job_alert_subscriptions, job_alert_recipients, outbox_emails, idempotent_requests, jobs cascade`,
    );
    queuedInOrder.length = 0;
  });

  /** The e-mails' ids as the test queued them: several e-mails share one instant of the test's clock. */
  const queuedInOrder: string[] = [];
  const queued = (ids: string[]) => {
    queuedInOrder.push(...ids);
    return ids;
  };

  const subscribe = async (input: Partial<JobAlertRequestInput> = {}, now = start) => {
    const answer = await requestJobAlert(database.db, request(input), { now, mail });
    queued(answer.queuedEmailIds);
    return answer;
  };

  const outbox = async () => {
    const rows = await database.db
      .select({
        id: outboxEmails.id,
        kind: outboxEmails.kind,
        to: outboxEmails.toAddress,
        subject: outboxEmails.subject,
        text: outboxEmails.textBody,
        headers: outboxEmails.headers,
        about: outboxEmails.about,
      })
      .from(outboxEmails);
    const order = (id: string) => queuedInOrder.indexOf(id);
    return rows.sort((a, b) => order(a.id) - order(b.id)).map(({ id: _id, ...email }) => email);
  };
  const mailsOf = async (kind: string) => (await outbox()).filter((email) => email.kind === kind);
  const tokenIn = (text: string, path: string) => new RegExp(`${mail.publicSiteUrl}${path}/([\\w-]+)`).exec(text)![1]!;
  const confirmToken = async (index = -1) =>
    tokenIn((await mailsOf("job-alert.confirmation")).at(index)!.text, "/job-alerts/confirm");
  const unsubscribeToken = async (index = -1) =>
    tokenIn((await mailsOf("job-alert.alert")).at(index)!.text, "/job-alerts/unsubscribe");
  const subscriptionRows = () =>
    database.db
      .select({ email: jobAlertSubscriptions.email, status: jobAlertSubscriptions.status })
      .from(jobAlertSubscriptions);

  /** Subscribes and confirms at `when`; answers the confirmation link's token. */
  async function confirmedSubscription(input: Partial<JobAlertRequestInput> = {}, when = start) {
    await subscribe(input, when);
    const token = await confirmToken();
    expect(await confirmJobAlert(database.db, token, when)).toMatchObject({ status: "confirmed" });
    return token;
  }

  /** Writes a job as a draft and opens it at `when`; answers its id. */
  async function openJob(when: Date, input: Partial<JobFormInput> = {}) {
    const form = JobFormSchema.parse({
      title: "Frontend Developer",
      department: "Engineering",
      location: "Gwalior",
      type: "Full-time",
      description: "Build **React** interfaces for our clients.",
      keywords: "react, typescript",
      ...input,
    });
    const { id } = await createJob(database.db, commandLine, form, when);
    await setJobStatus(database.db, commandLine, id, "open", when);
    return id;
  }

  const run = async (now: Date) => queued(await sendDueJobAlerts(database.db, { now, mail }));

  describe("subscribing", () => {
    it("keeps a pending subscription and mails a confirmation link that quotes nothing the visitor typed", async () => {
      const { queuedEmailIds } = await subscribe({ keyword: "Visit https://spam.example now" });
      expect(queuedEmailIds).toHaveLength(1);
      expect(await subscriptionRows()).toEqual([{ email: "meera.iyer@example.in", status: "pending" }]);
      const [confirmation] = await outbox();
      expect(confirmation).toMatchObject({
        kind: "job-alert.confirmation",
        to: "meera.iyer@example.in",
        subject: "Confirm your job alerts | Nexora Technologies",
        headers: {},
      });
      expect(confirmation!.about).toMatch(/^job-alert:/);
      expect(confirmation!.text).toContain(`${mail.publicSiteUrl}/job-alerts/confirm/`);
      expect(confirmation!.text).not.toContain("spam.example");
      // Only the link's hash is stored.
      const token = await confirmToken();
      const [row] = await database.db.select().from(jobAlertSubscriptions);
      expect(JSON.stringify(row)).not.toContain(token);
    });

    it("treats a second request for the same search as the first, and joins the two when both links are used", async () => {
      await subscribe();
      await subscribe({ email: "Meera.Iyer@Example.in", keyword: "REACT" });
      const [first, second] = [await confirmToken(0), await confirmToken(1)];
      expect(first).not.toBe(second);

      expect(await confirmJobAlert(database.db, second, at(1))).toMatchObject({ status: "confirmed" });
      expect(await confirmJobAlert(database.db, first, at(2))).toMatchObject({ status: "confirmed", keyword: "react" });
      expect(await subscriptionRows()).toEqual([{ email: "Meera.Iyer@Example.in", status: "confirmed" }]);
      // The later link used says the alerts are on; the earlier one has handed over to it.
      expect(await findConfirmation(database.db, first, at(3))).toMatchObject({ status: "confirmed" });
      expect(await findConfirmation(database.db, second, at(3))).toBeUndefined();
    });

    it("mails an address that already has alerts the same confirmation as a new one", async () => {
      await confirmedSubscription();
      await subscribe();
      await subscribe({ email: "someone.new@example.in" });
      const withoutLink = (text: string) => text.replace(/confirm\/[\w-]+/, "confirm/…");
      const [, again, stranger] = await mailsOf("job-alert.confirmation");
      expect(withoutLink(again!.text)).toBe(withoutLink(stranger!.text));
    });

    it(`sends one address at most ${confirmationsPerAddressPerDay} confirmation e-mails a day, whoever asks`, async () => {
      for (let index = 0; index < confirmationsPerAddressPerDay; index += 1)
        await subscribe({ keyword: `search ${index}` }, at(index));
      expect((await subscribe({ keyword: "one more" }, at(6))).queuedEmailIds).toEqual([]);
      expect(await subscriptionRows()).toHaveLength(confirmationsPerAddressPerDay);
      // A day after the first, there is room for one again.
      expect((await subscribe({ keyword: "next day" }, at(24))).queuedEmailIds).toHaveLength(1);
    });

    it("counts the spellings of one mailbox as one address: Gmail's dots and +tags, anyone's +tags", async () => {
      const sentTo = async (email: string) => (await subscribe({ email }, at(1))).queuedEmailIds.length;
      const gmail = [
        "meeraiyer@gmail.com",
        "Meera.Iyer@gmail.com",
        "m.eeraiyer+1@gmail.com",
        "meera.i.yer+jobs@googlemail.com",
        "me.era.iyer+2@gmail.com",
        "meeraiyer+3@gmail.com",
      ];
      const elsewhere = [
        "meera.iyer@example.in",
        "meera.iyer+1@example.in",
        "Meera.Iyer+2@example.in",
        "meera.iyer+3@example.in",
        "meera.iyer+4@example.in",
        "meera.iyer+5@example.in",
      ];
      for (const spellings of [gmail, elsewhere]) {
        const sent = [];
        for (const email of spellings) sent.push(await sentTo(email));
        expect(sent).toEqual([1, 1, 1, 1, 1, 0]);
      }
      // Other providers keep the dots: another person.
      expect(await sentTo("meeraiyer@example.in")).toBe(1);
    });
  });

  describe("confirming", () => {
    it("changes nothing when the link is only opened, and confirms on the POST", async () => {
      await subscribe();
      const token = await confirmToken();
      expect(await findConfirmation(database.db, token, at(1))).toEqual({
        email: "meera.iyer@example.in",
        keyword: "react",
        location: "Gwalior",
        status: "pending",
      });
      expect(await subscriptionRows()).toEqual([{ email: "meera.iyer@example.in", status: "pending" }]);
      expect(await confirmJobAlert(database.db, token, at(1))).toMatchObject({ status: "confirmed" });
      // Using the link again says so, and changes nothing.
      expect(await confirmJobAlert(database.db, token, at(2))).toMatchObject({ status: "confirmed" });
      const [row] = await database.db.select().from(jobAlertSubscriptions);
      expect(row!.confirmedAt).toEqual(at(1));
    });

    it("refuses a wrong link and one older than a week", async () => {
      await subscribe();
      const token = await confirmToken();
      expect(await findConfirmation(database.db, "not-a-token", at(1))).toBeUndefined();
      expect(await confirmJobAlert(database.db, "not-a-token", at(1))).toBeUndefined();
      expect(await findConfirmation(database.db, token, at(7 * 24))).toBeUndefined();
      expect(await confirmJobAlert(database.db, token, at(7 * 24))).toBeUndefined();
      expect(await confirmJobAlert(database.db, token, at(7 * 24 - 1))).toMatchObject({ status: "confirmed" });
    });

    it("leaves unconfirmed subscriptions to the retention task, which deletes them after a week with their e-mails", async () => {
      await subscribe({}, at(0));
      await subscribe({ email: "fresh@example.in" }, at(24));
      await confirmedSubscription({ email: "confirmed@example.in" }, at(0));

      expect(await deleteUnconfirmedJobAlerts(database.db, at(7 * 24 - 1))).toEqual({ subscriptions: 0, emails: 0 });
      const run = await runRetention(database.db, { resumes: diskFileStore("/nonexistent"), now: at(7 * 24) });

      expect(run).toMatchObject({ jobAlerts: 1, emails: 1 });
      expect((await subscriptionRows()).map((row) => row.email).sort()).toEqual([
        "confirmed@example.in",
        "fresh@example.in",
      ]);
      expect((await outbox()).map((email) => email.to).sort()).toEqual(["confirmed@example.in", "fresh@example.in"]);
    });
  });

  describe("alerts", () => {
    it("mails a subscriber the one job that opened since they confirmed and matches their search, once", async () => {
      const before = await openJob(at(-1), { title: "React Developer (older)" });
      await confirmedSubscription();
      const match = await openJob(at(1), { title: "Frontend Developer" });
      await openJob(at(1), { title: "React Developer, remote", location: "Remote (India)" });
      await openJob(at(1), { title: "Sales Manager", keywords: "sales", description: "Grow our accounts." });
      const draft = await createJob(
        database.db,
        commandLine,
        JobFormSchema.parse({
          title: "React Intern",
          department: "Engineering",
          location: "Gwalior",
          type: "Internship",
          description: "Learn React.",
        }),
        at(1),
      );

      const queued = await run(at(2));

      expect(queued).toHaveLength(1);
      const [alert] = await mailsOf("job-alert.alert");
      expect(alert).toMatchObject({
        to: "meera.iyer@example.in",
        subject: "New job: Frontend Developer, Gwalior | Nexora Technologies",
      });
      expect(alert!.text).toContain(`${mail.publicSiteUrl}/career/apply/${match}?source=job-alert`);
      expect(alert!.text).toContain(
        `Your job alert, and every open position for it:\n\n“react” in Gwalior:\n${mail.publicSiteUrl}/career?q=react&location=Gwalior`,
      );
      for (const other of [before, draft.id]) expect(alert!.text).not.toContain(other);
      const token = await unsubscribeToken();
      expect(alert!.headers).toEqual({
        "Auto-Submitted": "auto-generated",
        "List-Unsubscribe": `<${mail.publicSiteUrl}/api/job-alerts/unsubscribe/${token}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(alert!.text).toContain(
        `Unsubscribe from these alerts:\n${mail.publicSiteUrl}/job-alerts/unsubscribe/${token}`,
      );

      // Never twice, however often the task runs, even a day later.
      expect(await run(at(3))).toEqual([]);
      expect(await run(at(30))).toEqual([]);
    });

    it("sends at most one e-mail a day, listing every job that opened meanwhile", async () => {
      await confirmedSubscription();
      await openJob(at(1), { title: "Frontend Developer" });
      expect(await run(at(1))).toHaveLength(1);

      await openJob(at(2), { title: "React Native Developer" });
      const closed = await openJob(at(3), { title: "React Lead" });
      await openJob(at(4), { title: "UI Engineer" });
      await setJobStatus(database.db, commandLine, closed, "closed", at(5));
      expect(await run(at(6))).toEqual([]);
      expect(await run(new Date(at(25).getTime() - 1))).toEqual([]);

      expect(await run(at(25))).toHaveLength(1);
      const digest = (await mailsOf("job-alert.alert")).at(-1)!;
      expect(digest.subject).toBe("2 new jobs for your job alerts | Nexora Technologies");
      expect(digest.text).toMatch(/React Native Developer[\s\S]*UI Engineer/);
      expect(digest.text).not.toContain("React Lead");
      expect(digest.text).not.toContain("Frontend Developer");
    });

    it("sends each address its own alert, and two runs at once send it once", async () => {
      await confirmedSubscription();
      await confirmedSubscription({ email: "arjun@example.in", keyword: "", location: "Any Location in India" });
      await confirmedSubscription({ email: "kavya@example.in", keyword: "sales" });
      await openJob(at(1));

      const runs = await Promise.all([run(at(2)), run(at(2))]);

      expect(runs.flat()).toHaveLength(2);
      expect((await mailsOf("job-alert.alert")).map((email) => email.to).sort()).toEqual([
        "arjun@example.in",
        "meera.iyer@example.in",
      ]);
    });

    it("sends an address that follows several searches one e-mail a day, naming each job once", async () => {
      await confirmedSubscription({}, at(0));
      await confirmedSubscription(
        { email: "MEERA.IYER@example.in", keyword: "", location: "Any Location in India" },
        at(0.1),
      );
      await confirmedSubscription({ keyword: "sales", location: "Remote (India)" }, at(0.2));
      await openJob(at(1), { title: "Frontend Developer" });
      await openJob(at(1), {
        title: "Sales Lead",
        keywords: "sales",
        location: "Remote (India)",
        description: "Sell.",
      });

      expect(await run(at(2))).toHaveLength(1);
      const [alert] = await mailsOf("job-alert.alert");
      expect(alert!.subject).toBe("2 new jobs for your job alerts | Nexora Technologies");
      expect(alert!.to).toBe("meera.iyer@example.in");
      expect(alert!.text.match(/Frontend Developer\n/g)).toHaveLength(1);
      expect(alert!.text).toContain(
        [
          "Your job alerts, and every open position for each:",
          "",
          "“react” in Gwalior:",
          `${mail.publicSiteUrl}/career?q=react&location=Gwalior`,
          "",
          "all jobs anywhere in India:",
          `${mail.publicSiteUrl}/career?q=&location=Any+Location+in+India`,
          "",
          "“sales”, remote in India:",
          `${mail.publicSiteUrl}/career?q=sales&location=Remote+%28India%29`,
        ].join("\n"),
      );
      expect(alert!.text).toContain("Unsubscribe from all of these alerts:");

      await openJob(at(3), { title: "React Native Developer" });
      expect(await run(at(4))).toEqual([]);
      expect(await run(at(26))).toHaveLength(1);
    });

    it("goes through the addresses a batch at a time, reaching every one", async () => {
      const addresses = Array.from({ length: 205 }, (_, index) => `reader${String(index).padStart(3, "0")}@example.in`);
      await database.db.insert(jobAlertSubscriptions).values(
        addresses.map((email, index) => ({
          email,
          location: "Any Location in India" as const,
          status: "confirmed" as const,
          confirmTokenHash: `hash-${index}`,
          confirmedAt: start,
          createdAt: start,
        })),
      );
      await database.db.insert(jobAlertRecipients).values(addresses.map((email) => ({ email, createdAt: start })));
      await openJob(at(1));

      expect(await run(at(2))).toHaveLength(205);
      expect(new Set((await mailsOf("job-alert.alert")).map((email) => email.to)).size).toBe(205);
    });

    it("runs at once when woken, as the back office does when a job opens", async () => {
      await confirmedSubscription();
      await openJob(at(1));
      const queued = vi.fn();
      const task = createJobAlertTask({
        db: database.db,
        clock: () => at(2),
        log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
        mail,
        onEmailsQueued: queued,
        firstRunAfterMs: 3_600_000,
        everyMs: 3_600_000,
      });
      task.start();
      task.wake();
      await vi.waitFor(() => expect(queued).toHaveBeenCalledWith([expect.any(String)]));
      await task.stop();
    });
  });

  describe("unsubscribing", () => {
    it("works from every alert e-mail's link, ends every search of the address, and then knows no link", async () => {
      await confirmedSubscription({}, at(0));
      await confirmedSubscription({ keyword: "", location: "Any Location in India" }, at(0.1));
      await subscribe({ keyword: "pending search" });
      await confirmedSubscription({ email: "arjun@example.in" });
      await openJob(at(1), { title: "Frontend Developer" });
      await run(at(1));
      await openJob(at(26), { title: "React Native Developer" });
      await run(at(26));
      const meeraTokens = async () =>
        (await mailsOf("job-alert.alert"))
          .filter((email) => email.to === "meera.iyer@example.in")
          .map((email) => tokenIn(email.text, "/job-alerts/unsubscribe"));
      const [older, newer] = await meeraTokens();
      // A third alert is queued but not sent yet when the person unsubscribes: it never goes.
      await openJob(at(51), { title: "UI Engineer" });
      await run(at(51));
      expect(await findByUnsubscribeToken(database.db, newer!)).toEqual({
        email: "meera.iyer@example.in",
        searches: [
          { keyword: "react", location: "Gwalior" },
          { keyword: "", location: "Any Location in India" },
        ],
      });

      expect(await unsubscribeJobAlerts(database.db, older!)).toMatchObject({ email: "meera.iyer@example.in" });

      expect(await subscriptionRows()).toEqual([{ email: "arjun@example.in", status: "confirmed" }]);
      expect(await database.db.select({ email: jobAlertRecipients.email }).from(jobAlertRecipients)).toEqual([
        { email: "arjun@example.in" },
      ]);
      expect((await database.db.select().from(jobAlertEmails)).length).toBeGreaterThan(0);
      expect((await outbox()).map((email) => email.to)).not.toContain("meera.iyer@example.in");
      for (const token of [older!, newer!]) {
        expect(await findByUnsubscribeToken(database.db, token)).toBeUndefined();
        expect(await unsubscribeJobAlerts(database.db, token)).toBeUndefined();
      }
      await openJob(at(80), { title: "React Architect" });
      expect((await run(at(80))).length).toBe(1);
      expect((await mailsOf("job-alert.alert")).at(-1)!.to).toBe("arjun@example.in");
    });
  });
});
