import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { subDays, subMinutes, subMonths } from "date-fns";
import { eq, inArray, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { JobAlertRequestSchema } from "../../domain/jobs/job-alert-request";
import { JobFormSchema } from "../../domain/jobs/job-posts";
import { NewsletterSubscriptionSchema } from "../../domain/newsletter/newsletter-request";
import { fewerThanShown, withheldShown } from "../../domain/privacy/small-counts";
import type { Database } from "../db/db";
import {
  analyticsHourlyPages,
  analyticsHourlyVisits,
  applicationNotes,
  auditLog,
  bookings,
  contacts,
  enquiries,
  idempotentRequests,
  jobs,
  outboxEmails,
  privacyAccessLinks,
} from "../db/schema";
import { seed } from "../db/seed";
import { seedJobs } from "../db/seed-jobs";
import { insertHourlyVisits } from "../../test-support/analytics-rows";
import { sampleApplication, submitSampleApplication } from "../../test-support/sample-application";
import { sampleBooking, sampleEnquiry, testSiteUrl } from "../../test-support/sample-submissions";
import { rowsMentioning } from "../../test-support/rows-mentioning";
import { openTestDatabase } from "../../test-support/test-database";
import { createBooking } from "../bookings/bookings";
import { changeEnquiryStatus } from "../enquiries/enquiry-inbox";
import { createJob, setJobStatus } from "../jobs/job-admin";
import { sendDueJobAlerts } from "../jobs/job-alert-delivery";
import { confirmJobAlert, requestJobAlert } from "../jobs/job-alerts";
import { confirmSubscription, requestSubscription } from "../newsletter/subscriptions";
import { recordEnquiry } from "../enquiries/enquiries";
import { diskFileStore, type FileStore } from "../kernel/storage/file-store";
import { writeSetting } from "../kernel/runtime/settings";
import { commandLine } from "../kernel/audit/audit";
import { erasePerson, previewErasure } from "./erasure";
import { latestRuns } from "./privacy-desk";
import { analyticsRetentionMonthsSetting, retentionMonthsSetting, retentionTask, runRetention } from "./retention";
import { selfIdentificationReport } from "./self-identification-report";
import { openOwnDataLink, requestOwnDataLink } from "./own-data/links";

const now = new Date("2026-11-22T10:30:00Z");
const monthsAgo = (months: number) => new Date(Date.UTC(2026, 10 - months, 22, 10, 30));

const resumesIn = (dataDir: string) => fs.readdirSync(path.join(dataDir, "resumes")).sort();

describe("candidates' data: retention, erasure and the self-identification report", () => {
  let database: Database;
  let dataDir: string;
  let resumes: FileStore;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  beforeEach(async () => {
    await database.db.execute(
      sql`truncate applications, enquiries, bookings, outbox_emails, audit_log, idempotent_requests, settings, jobs, job_alert_subscriptions, job_alert_recipients, newsletter_subscribers, privacy_access_links cascade`,
    );
    await seed(database.db, now);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-privacy-"));
    fs.mkdirSync(path.join(dataDir, "resumes"));
    resumes = diskFileStore(path.join(dataDir, "resumes"));
    return () => fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const closeJob = (id: string, closedAt: Date) =>
    database.db.update(jobs).set({ status: "closed", closedAt }).where(eq(jobs.id, id));

  describe("the retention task", () => {
    it("deletes the applications of jobs closed longer ago than the period, with every trace, and keeps the rest", async () => {
      const [longClosed, recentlyClosed, open] = [seedJobs[0]!.id, seedJobs[1]!.id, seedJobs[2]!.id];
      const expired = await submitSampleApplication(database.db, resumes, {
        jobId: longClosed,
        application: sampleApplication({
          fullName: "Ishaan Khurana",
          email: "ishaan.k@example.in",
          phone: "+91 91234 00001",
        }),
      });
      await database.db.insert(applicationNotes).values({
        applicationId: expired.id,
        authorEmail: "recruiter@test.example",
        body: "Strong on React.",
        createdAt: now,
      });
      const kept = [
        await submitSampleApplication(database.db, resumes, { jobId: recentlyClosed }),
        await submitSampleApplication(database.db, resumes, { jobId: open }),
      ];
      await closeJob(longClosed, monthsAgo(13));
      await closeJob(recentlyClosed, monthsAgo(11));

      const run = await runRetention(database.db, { resumes, now });

      expect(run).toMatchObject({ applications: 1, resumes: 1, emails: 2 });
      for (const needle of ["ishaan.k@example.in", "Ishaan Khurana", "91234 00001", expired.id, expired.reference])
        expect(await rowsMentioning(database, needle), needle).toEqual([]);
      expect(resumesIn(dataDir)).toEqual(kept.map((application) => application.resumeKey).sort());
      expect(await rowsMentioning(database, kept[0]!.id)).not.toEqual([]);
    });

    it("follows the period staff set, and writes counts, never a person, to the audit log", async () => {
      const application = await submitSampleApplication(database.db, resumes);
      await closeJob(seedJobs[0]!.id, monthsAgo(4));
      await writeSetting(database.db, retentionMonthsSetting, 6, { by: "admin@test.example", at: now });
      expect((await runRetention(database.db, { resumes, now })).applications).toBe(0);

      await writeSetting(database.db, retentionMonthsSetting, 3, { by: "admin@test.example", at: now });
      expect((await runRetention(database.db, { resumes, now })).applications).toBe(1);
      expect(await rowsMentioning(database, application.id)).toEqual([]);
      const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "privacy.retention"));
      expect(entry).toMatchObject({ actorEmail: retentionTask.email, details: { months: 3, applications: 1 } });
      expect(JSON.stringify(entry)).not.toMatch(/aditi|Aditi/);
    });

    it("drops repeat-submission records after a day and delivered e-mails after 30 days", async () => {
      const insertRecord = (key: string, createdAt: Date) =>
        database.db
          .insert(idempotentRequests)
          .values({ scope: "POST /contactus/submit", key, fingerprint: "f", statusCode: 201, response: {}, createdAt });
      await insertRecord("old", new Date(now.getTime() - 25 * 3600_000));
      await insertRecord("fresh", new Date(now.getTime() - 23 * 3600_000));
      const { id: enquiryId } = await recordEnquiry(
        database.db,
        { ...sampleEnquiry, source: "contact" },
        {
          salesEmail: "sales@test.example",
          publicSiteUrl: "https://nexora.test",
          clientIp: "203.0.113.9",
          now,
        },
      );
      await database.db
        .update(outboxEmails)
        .set({ status: "sent", sentAt: new Date(now.getTime() - 31 * 86_400_000) })
        .where(eq(outboxEmails.kind, "enquiry.notification"));

      const run = await runRetention(database.db, { resumes, now });

      expect(run).toMatchObject({ idempotencyRecords: 1, emails: 1, applications: 0 });
      expect(
        (await database.db.select({ key: idempotentRequests.key }).from(idempotentRequests)).map((r) => r.key),
      ).toEqual(["fresh"]);
      expect(await database.db.select({ kind: outboxEmails.kind }).from(outboxEmails)).toEqual([
        { kind: "enquiry.auto-reply" },
      ]);
      expect(await rowsMentioning(database, enquiryId)).not.toEqual([]);
    });

    it("deletes the hourly analytics totals older than the months staff set, 25 unless they say", async () => {
      await database.db.execute(sql`truncate analytics_hourly_visits, analytics_hourly_pages`);
      const hourOf = (months: number, hours: number) => new Date(monthsAgo(months).getTime() + hours * 3600_000);
      const hours = [hourOf(25, -1), hourOf(25, 1), hourOf(13, -1), hourOf(13, 1)];
      for (const hour of hours) {
        await insertHourlyVisits(database.db, { hour, source: "google", entryPath: "/", visits: 3 });
        await database.db
          .insert(analyticsHourlyPages)
          .values({ hour, path: "/", views: 3, entries: 3, exits: 3, timeMs: 0, timedViews: 0 });
      }
      const kept = async () => ({
        visits: (await database.db.select({ hour: analyticsHourlyVisits.hour }).from(analyticsHourlyVisits))
          .map((row) => row.hour.getTime())
          .sort(),
        pages: (await database.db.select({ hour: analyticsHourlyPages.hour }).from(analyticsHourlyPages))
          .map((row) => row.hour.getTime())
          .sort(),
      });
      const times = (dates: Date[]) => dates.map((date) => date.getTime()).sort();

      await runRetention(database.db, { resumes, now });
      expect(await kept()).toEqual({ visits: times(hours.slice(1)), pages: times(hours.slice(1)) });

      await writeSetting(database.db, analyticsRetentionMonthsSetting, 13, { by: "admin@test.example", at: now });
      await runRetention(database.db, { resumes, now });
      expect(await kept()).toEqual({ visits: times(hours.slice(3)), pages: times(hours.slice(3)) });
    });

    it("drops a person's links to their data a day after the link, or the session it opened, ended", async () => {
      const mail = { publicSiteUrl: "https://nexora.test", salesEmail: "sales@test.example" };
      const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
      // Asked 25 hours ago and never opened; asked and opened 24.6 hours ago (its session ended 24.1 hours ago);
      // asked 24.4 hours ago, so its link ended 23.9 hours ago.
      await requestOwnDataLink(database.db, "gone@example.in", { now: hoursAgo(25), mail });
      await requestOwnDataLink(database.db, "opened@example.in", { now: hoursAgo(24.6), mail });
      await submitSampleApplication(database.db, resumes, {
        application: sampleApplication({ email: "opened@example.in" }),
      });
      await requestOwnDataLink(database.db, "opened@example.in", { now: hoursAgo(24.6), mail });
      const [link] = await database.db
        .select({ text: outboxEmails.textBody })
        .from(outboxEmails)
        .where(eq(outboxEmails.kind, "privacy.your-data-link"));
      expect(
        await openOwnDataLink(database.db, /open\/([\w-]{43})/.exec(link!.text)![1]!, hoursAgo(24.6)),
      ).toBeDefined();
      await requestOwnDataLink(database.db, "kept@example.in", { now: hoursAgo(24.4), mail });

      await runRetention(database.db, { resumes, now });

      expect(
        (await database.db.select({ emailKey: privacyAccessLinks.emailKey }).from(privacyAccessLinks)).map(
          (row) => row.emailKey,
        ),
      ).toEqual(["kept@example.in"]);
    });

    describe("the sales desk's records, by the privacy policy's periods", () => {
      const mail = { salesEmail: "sales@test.example", publicSiteUrl: "https://nexora.test", clientIp: "203.0.113.9" };
      const enquiryFrom = (who: string, message: string, at: Date) =>
        recordEnquiry(
          database.db,
          { ...sampleEnquiry, firstName: who, email: `${who.toLowerCase()}@example.in`, message, source: "contact" },
          { ...mail, now: at },
        );
      /** Books a call, then moves it and everything it wrote back in time, so that its call ended at `endedAt`. */
      async function bookingThatEnded(who: string, time: string, endedAt: Date) {
        const address = `${who.toLowerCase()}@example.in`;
        const {
          confirmation: { id, reference },
        } = await createBooking(
          database.db,
          { ...sampleBooking, firstName: who, email: address, message: `${who} wants a demo.`, time },
          { ...mail, publicSiteUrl: testSiteUrl, now: new Date("2026-11-23T09:00:00+05:30") },
        );
        const bookedAt = subDays(endedAt, 3);
        await database.db
          .update(bookings)
          .set({ startsAt: subMinutes(endedAt, 30), endsAt: endedAt, createdAt: bookedAt, slotChosenAt: bookedAt })
          .where(eq(bookings.id, id));
        // Still in the outbox, as e-mails that failed would be; delivered ones go after 30 days anyway.
        await database.db
          .update(outboxEmails)
          .set({ createdAt: bookedAt, status: "failed" })
          .where(or(eq(outboxEmails.toAddress, address), eq(outboxEmails.replyToAddress, address)));
        return { id, reference };
      }
      const left = async () => ({
        enquiries: (await database.db.select({ name: enquiries.firstName }).from(enquiries))
          .map((row) => row.name)
          .sort(),
        bookings: (await database.db.select({ name: bookings.firstName }).from(bookings)).map((row) => row.name).sort(),
      });

      it("deletes enquiries received over 24 months ago but those whose contact's deal was won, and bookings whose call ended over 12 months ago", async () => {
        const old = await enquiryFrom("Tanvi", "Tanvi's old warehouse app.", subDays(subMonths(now, 24), 1));
        // Sales marked it replied: the audit entry's sentence names her.
        await changeEnquiryStatus(database.db, commandLine, old.id, "replied", subDays(subMonths(now, 24), 1));
        await enquiryFrom("Rohan", "Rohan's recent enquiry.", subMonths(now, 23));
        const won = await enquiryFrom("Kabir", "Kabir's project.", subMonths(now, 30));
        const [wonEnquiry] = await database.db
          .select({ contactId: enquiries.contactId })
          .from(enquiries)
          .where(eq(enquiries.id, won.id));
        await database.db.update(contacts).set({ stage: "won" }).where(eq(contacts.id, wonEnquiry!.contactId!));
        const ended = await bookingThatEnded("Farah", "11:30 AM", subDays(subMonths(now, 12), 1));
        await bookingThatEnded("Gauri", "3:00 PM", subMonths(now, 11));
        const emailsBefore = await database.db.select({ id: outboxEmails.id }).from(outboxEmails);

        const run = await runRetention(database.db, { resumes, now });

        expect(run).toMatchObject({ enquiries: 1, bookings: 1, applications: 0 });
        expect(await left()).toEqual({ enquiries: ["Kabir", "Rohan"], bookings: ["Gauri"] });
        // Nothing written about the enquiry or the call is left; their contacts stay with the sales desk.
        for (const needle of ["Tanvi's old warehouse app", "Farah wants a demo", ended.reference])
          expect(await rowsMentioning(database, needle), needle).toEqual([]);
        expect(
          await database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, "tanvi@example.in")),
        ).toEqual([]);
        expect(
          await database.db
            .select()
            .from(outboxEmails)
            .where(
              or(eq(outboxEmails.toAddress, "farah@example.in"), eq(outboxEmails.replyToAddress, "farah@example.in")),
            ),
        ).toEqual([]);
        const emailsAfter = await database.db.select({ id: outboxEmails.id }).from(outboxEmails);
        expect(run.emails).toBe(emailsBefore.length - emailsAfter.length);
        expect(run.emails).toBeGreaterThan(0);
        // Audit entries about them keep what was done, not their wording.
        const aboutThem = await database.db
          .select({ summary: auditLog.summary, details: auditLog.details })
          .from(auditLog)
          .where(inArray(auditLog.subjectId, [old.id, ended.id]));
        expect(aboutThem.length).toBeGreaterThan(1);
        for (const entry of aboutThem)
          expect(entry).toEqual({ summary: "Details deleted at the end of their retention period.", details: {} });
        expect(JSON.stringify(await database.db.select().from(auditLog))).not.toMatch(/Tanvi|Farah/);
        const [entry] = await database.db
          .select({ details: auditLog.details })
          .from(auditLog)
          .where(eq(auditLog.action, "privacy.retention"));
        expect(entry?.details).toMatchObject({ enquiries: 1, bookings: 1, emails: run.emails });
        // The privacy page's list of runs reads them back from that entry.
        expect(await latestRuns(database.db)).toEqual([run]);
      });

      it("keeps an enquiry received a minute less than 24 months ago", async () => {
        await enquiryFrom("Rohan", "Rohan's enquiry.", subMinutes(subMonths(now, 24), -1));
        expect((await runRetention(database.db, { resumes, now })).enquiries).toBe(0);
        expect(await left()).toEqual({ enquiries: ["Rohan"], bookings: [] });
      });
    });

    it("audits nothing when an hourly run finds nothing, but always when a person runs it", async () => {
      await runRetention(database.db, { resumes, now });
      expect(await database.db.select().from(auditLog)).toEqual([]);
      await runRetention(database.db, { resumes, now, actor: commandLine });
      expect(await database.db.select({ action: auditLog.action }).from(auditLog)).toEqual([
        { action: "privacy.retention" },
      ]);
    });
  });

  describe("erasing one person on request", () => {
    const person = { fullName: "Ishaani Vashisht", email: "Ishaani.Vashisht@Example.in", phone: "+91 98989 12121" };

    async function personEverywhere() {
      const first = await submitSampleApplication(database.db, resumes, { application: sampleApplication(person) });
      const second = await submitSampleApplication(database.db, resumes, {
        jobId: seedJobs[3]!.id,
        application: sampleApplication({ ...person, email: "ishaani.vashisht@example.in" }),
      });
      const enquiry = await recordEnquiry(
        database.db,
        {
          ...sampleEnquiry,
          firstName: "Ishaani",
          lastName: "Vashisht",
          email: person.email,
          phone: person.phone,
          source: "contact",
        },
        { salesEmail: "sales@test.example", publicSiteUrl: "https://nexora.test", clientIp: "203.0.113.9", now },
      );
      // Sales marked it replied: the audit entry's sentence names her.
      await changeEnquiryStatus(database.db, commandLine, enquiry.id, "replied", now);
      await createBooking(
        database.db,
        {
          ...sampleBooking,
          firstName: "Ishaani",
          lastName: "Vashisht",
          email: "ISHAANI.VASHISHT@example.in",
          phone: person.phone,
        },
        {
          salesEmail: "sales@test.example",
          publicSiteUrl: testSiteUrl,
          clientIp: "203.0.113.9",
          now: new Date("2026-11-23T09:00:00+05:30"),
        },
      );
      // Job alerts: one search confirmed and alerted about a job that opened after it, one left pending.
      const mail = { publicSiteUrl: "https://nexoratech.example", careersEmail: "careers@test.example" };
      for (const keyword of ["", "react"])
        await requestJobAlert(
          database.db,
          JobAlertRequestSchema.parse({
            email: "Ishaani.Vashisht@example.in",
            keyword,
            location: "Any Location in India",
          }),
          { now, mail },
        );
      const [confirmation] = await database.db
        .select({ text: outboxEmails.textBody })
        .from(outboxEmails)
        .where(eq(outboxEmails.kind, "job-alert.confirmation"));
      await confirmJobAlert(database.db, /confirm\/([\w-]+)/.exec(confirmation!.text)![1]!, now);
      const opened = new Date(now.getTime() + 3_600_000);
      const job = await createJob(
        database.db,
        commandLine,
        JobFormSchema.parse({
          title: "QA Analyst",
          department: "Engineering",
          location: "Gwalior",
          type: "Full-time",
          description: "Test our releases.",
        }),
        opened,
      );
      await setJobStatus(database.db, commandLine, job.id, "open", opened);
      expect(await sendDueJobAlerts(database.db, { now: opened, mail })).toHaveLength(1);
      // The newsletter: subscribed and welcomed.
      const newsletterMail = { publicSiteUrl: "https://nexora.test", salesEmail: "sales@test.example" };
      await requestSubscription(
        database.db,
        NewsletterSubscriptionSchema.parse({ email: "Ishaani.Vashisht@example.in", topics: ["Design"] }),
        { now, mail: newsletterMail },
      );
      const [signUp] = await database.db
        .select({ text: outboxEmails.textBody })
        .from(outboxEmails)
        .where(eq(outboxEmails.kind, "newsletter.confirmation"));
      await confirmSubscription(database.db, /confirm\/([\w-]+)/.exec(signUp!.text)![1]!, {
        now,
        mail: newsletterMail,
      });
      // She asked for her data and opened the link: its row names her address.
      await requestOwnDataLink(database.db, "ishaani.vashisht@example.in", {
        now,
        mail: { publicSiteUrl: "https://nexora.test", salesEmail: "sales@test.example" },
      });
      const [link] = await database.db
        .select({ text: outboxEmails.textBody })
        .from(outboxEmails)
        .where(eq(outboxEmails.kind, "privacy.your-data-link"));
      expect(await openOwnDataLink(database.db, /open\/([\w-]{43})/.exec(link!.text)![1]!, now)).toBeDefined();
      return [first, second];
    }

    it("previews what it would delete and changes nothing", async () => {
      await personEverywhere();
      const before = await rowsMentioning(database, "vashisht");
      expect(await previewErasure(database.db, "ishaani.vashisht@example.in")).toEqual({
        applications: 2,
        resumes: 2,
        enquiries: 1,
        bookings: 1,
        jobAlerts: 2,
        newsletter: 1,
        // The one sales contact their enquiry and booking made.
        contacts: 1,
        // Two per application, two per enquiry, two per booking, two confirmations of job alerts, one alert,
        // the newsletter's confirmation and welcome, and the link to her data.
        emails: 14,
      });
      expect(await rowsMentioning(database, "vashisht")).toEqual(before);
    });

    it("refuses an address nothing is held about, and writes nothing", async () => {
      await submitSampleApplication(database.db, resumes);
      await expect(
        erasePerson(database.db, { actor: commandLine, email: "nobody@example.in", resumes, now }),
      ).rejects.toThrow("Nothing is held about this address: there is nothing to erase.");
      expect(await database.db.select().from(auditLog)).toEqual([]);
    });

    it("leaves no row and no file about the person, and keeps everyone else's", async () => {
      const applications = await personEverywhere();
      const someoneElse = await submitSampleApplication(database.db, resumes);

      const counts = await erasePerson(database.db, {
        actor: commandLine,
        email: "ishaani.vashisht@example.in",
        resumes,
        now,
      });

      expect(counts).toMatchObject({ applications: 2, enquiries: 1, bookings: 1, jobAlerts: 2, newsletter: 1 });
      for (const needle of ["vashisht", "Ishaani", "98989 12121", ...applications.map((a) => a.id)])
        expect(await rowsMentioning(database, needle), needle).toEqual([]);
      expect(resumesIn(dataDir)).toEqual([someoneElse.resumeKey]);
      expect(await rowsMentioning(database, "aditi.rao@example.in")).not.toEqual([]);
      const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "privacy.erase"));
      expect(entry?.summary).toBe(
        "Erased a person's data on request: 2 applications with their resumes, 1 enquiry, 1 booking, 2 job alerts, 1 newsletter subscription, 1 sales contact and 14 e-mails.",
      );
      // The enquiry's status change is still in the log, without its wording.
      expect(
        await database.db
          .select({ summary: auditLog.summary })
          .from(auditLog)
          .where(eq(auditLog.action, "enquiry.status")),
      ).toEqual([{ summary: "Details erased on request." }]);
    });
  });

  describe("the self-identification report", () => {
    it("counts answers per job and question without a single person's answer, nor one worked out from the total", async () => {
      for (let index = 0; index < 6; index += 1)
        await submitSampleApplication(database.db, resumes, {
          application: sampleApplication({ email: `c${index}@example.in`, gender: index < 5 ? "Female" : "Male" }),
        });
      const [report, ...others] = await selfIdentificationReport(database.db);
      expect(others).toEqual([]);
      expect(report).toMatchObject({ jobId: seedJobs[0]!.id, applications: 6 });
      const gender = report!.questions.find((question) => question.question === "Gender")!;
      // 6 applications less 5 would give the one other answer away: the 5 is not shown either.
      expect(gender.answers).toEqual([
        { answer: "Female", count: withheldShown },
        { answer: "Male", count: fewerThanShown },
        { answer: "Non-binary", count: fewerThanShown },
        { answer: "Prefer not to say", count: fewerThanShown },
        { answer: "Not answered", count: fewerThanShown },
      ]);
    });
  });
});
