import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { contactKeyOf } from "../../domain/contacts/contacts";
import { applicationNotes, enquiries, outboxEmails, privacyAccessLinks } from "../db/schema";
import { sampleApplication, submitSampleApplication } from "../../test-support/sample-application";
import { mergeAddressInto, recordEnquiryFrom } from "../../test-support/sample-contact";
import { databaseSeededBeforeEach } from "../../test-support/seeded-database";
import { sampleEnquiry } from "../../test-support/sample-submissions";
import { writeSetting } from "../kernel/runtime/settings";
import { diskFileStore, type FileStore } from "../kernel/storage/file-store";
import { gatherPersonalData, showStaffNotesSetting } from "./personal-data";
import { nameNominee } from "./nomination/nominees";
import { retentionMonthsSetting } from "./retention";
import { addressOfSession, openOwnDataLink, requestOwnDataLink } from "./own-data/links";
import { proveOnePerson } from "./person-records";

const now = new Date("2026-11-22T10:30:00Z");
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);
const mail = { publicSiteUrl: "https://nexora.test", salesEmail: "sales@test.example" };
const processors = { mailRelay: true, fileStore: "disk" } as const;

/** Kavya wrote from her work address and applied from her own; sales merged the two. */
const work = "Kavya.Menon@Work.example.in";
const own = "kavya.m@example.in";

describe("a person's own data", () => {
  let resumes: FileStore;
  let dataDir: string;

  const database = databaseSeededBeforeEach(
    "applications, enquiries, bookings, outbox_emails, contacts, privacy_access_links, privacy_requests, privacy_nominees, proven_addresses, settings, jobs",
    now,
  );

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-your-data-"));
    resumes = diskFileStore(path.join(dataDir, "resumes"));
    return () => fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Her enquiry (which makes her contact), her application, and her second address merged into the contact. */
  async function kavya() {
    const enquiry = await recordEnquiryFrom(
      database.db,
      { firstName: "Kavya", lastName: "Menon", email: work },
      { now },
    );
    await mergeAddressInto(database.db, work, own, now);
    // She opened a link from each address in one browser, which proved both hers.
    await proveOnePerson(database.db, [work, own], now);
    const application = await submitSampleApplication(database.db, resumes, {
      application: sampleApplication({ fullName: "Kavya Menon", email: own }),
      now,
    });
    await database.db.insert(applicationNotes).values({
      applicationId: application.id,
      authorEmail: "recruiter@test.example",
      body: "Ask about notice period.",
      createdAt: now,
    });
    return { enquiry, application };
  }

  const groupOf = (data: Awaited<ReturnType<typeof gatherPersonalData>>, key: string) =>
    data.groups.find((group) => group.key === key)!;

  it("finds every record under either address merged into the person", async () => {
    await kavya();
    for (const address of [work, own]) {
      const data = await gatherPersonalData(database.db, address, { processors, now });
      expect(data.addresses.sort()).toEqual([contactKeyOf(work), own].sort());
      expect(groupOf(data, "contact").records).toHaveLength(1);
      expect(JSON.stringify(groupOf(data, "contact"))).toContain(own);
      expect(groupOf(data, "enquiries").records[0]!.fields).toContainEqual({
        label: "Message",
        value: sampleEnquiry.message,
      });
      const [application] = groupOf(data, "applications").records;
      expect(application!.fields).toContainEqual({ label: "Resume", value: "Aditi Rao resume.pdf" });
      expect(application!.fields).toContainEqual({ label: "Stage", value: "Received, not yet reviewed" });
      // Each submission's notice: none recorded on these, which came without one.
      expect(groupOf(data, "consents").records.map((record) => record.fields.at(-1)!.value)).toEqual([
        "Not recorded",
        "Not recorded",
      ]);
    }
  });

  it("speaks the language of the notice the person last read, unless another is asked for", async () => {
    const { enquiry } = await kavya();
    expect((await gatherPersonalData(database.db, own, { processors, now })).language).toBe("en");

    await database.db
      .update(enquiries)
      .set({ noticeVersion: "2026-11-29", noticeLanguage: "hi" })
      .where(eq(enquiries.id, enquiry.id));
    const hindi = await gatherPersonalData(database.db, own, { processors, now });
    expect(hindi.language).toBe("hi");
    expect(groupOf(hindi, "contact").title).toBe("आपका संपर्क रिकॉर्ड");
    expect(groupOf(hindi, "enquiries").title).toBe("पूछताछ");
    expect(groupOf(hindi, "privacyRequests").title).toBe("आपके डेटा के बारे में आपके अनुरोध");
    expect(groupOf(hindi, "enquiries").keptFor).toContain("महीने बाद हम उसे मिटा देते हैं");
    expect(groupOf(hindi, "enquiries").records[0]!.fields).toContainEqual({
      label: "संदेश",
      value: sampleEnquiry.message,
    });
    expect(groupOf(hindi, "consents").records.map((record) => record.fields.at(-1)!.value)).toContain(
      "संस्करण 2026-11-29, हिन्दी में",
    );

    const english = await gatherPersonalData(database.db, own, { processors, now, language: "en" });
    expect(english.language).toBe("en");
    expect(groupOf(english, "contact").title).toBe("Your contact record");
  });

  it("names staff's notes by date, and shows their text only when an admin turned that on", async () => {
    await kavya();
    const hidden = await gatherPersonalData(database.db, own, { processors, now });
    expect(JSON.stringify(groupOf(hidden, "staffNotes"))).not.toContain("notice period");
    expect(groupOf(hidden, "staffNotes").records).toHaveLength(1);

    await writeSetting(database.db, showStaffNotesSetting, true, { by: "admin@test.example", at: now });
    const shown = await gatherPersonalData(database.db, own, { processors, now });
    expect(JSON.stringify(groupOf(shown, "staffNotes"))).toContain("Ask about notice period.");
  });

  it("says who else processes it only as configured", async () => {
    await kavya();
    const quiet = await gatherPersonalData(database.db, own, {
      processors: { mailRelay: false, fileStore: "s3" },
      now,
    });
    expect(groupOf(quiet, "enquiries").processedBy).toEqual([]);
    expect(groupOf(quiet, "applications").processedBy.join(" ")).toMatch(/S3-compatible/);
    const relayed = await gatherPersonalData(database.db, own, { processors, now });
    expect(groupOf(relayed, "enquiries").processedBy.join(" ")).toMatch(/mail relay/);
  });

  it("speaks to the person: their requests and visits as theirs, and how long each kind of record is kept", async () => {
    const { enquiry } = await kavya();
    await database.db
      .update(enquiries)
      .set({ firstTouch: { landingPage: "/contactus" } })
      .where(eq(enquiries.id, enquiry.id));
    await requestOwnDataLink(database.db, own, { now, mail });
    const [link] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "privacy.your-data-link"));
    await openOwnDataLink(database.db, /open\/([\w-]{43})/.exec(link!.textBody)![1]!, now);
    await nameNominee(
      database.db,
      own,
      { nomineeName: "Arun Menon", nomineeEmail: "arun@example.in" },
      { now: minutes(1), mail },
    );
    await nameNominee(
      database.db,
      own,
      { nomineeName: "Anu Menon", nomineeEmail: "anu@example.in" },
      { now: minutes(2), mail },
    );
    await writeSetting(database.db, retentionMonthsSetting, 18, { by: "admin@test.example", at: now });
    const data = await gatherPersonalData(database.db, own, { processors, now });
    expect(
      groupOf(data, "privacyRequests").records.map((record) => [
        record.title.replace(/PR-\w+/, "PR-…"),
        record.fields[0]!.value,
      ]),
    ).toEqual([
      ["Access to your data request PR-…", "Show me my data, through the link e-mailed to me."],
      ["Nomination request PR-…", "Name my nominee."],
      ["Nomination request PR-…", "Change my nominee."],
    ]);
    expect(groupOf(data, "visits").records[0]!.fields[0]).toEqual({
      label: "How you came",
      value: "You came to the site directly",
    });
    expect(JSON.stringify(data)).not.toMatch(/their data|their nominee|Counted under/);
    expect(groupOf(data, "enquiries").keptFor).toContain("24 months after we receive it");
    expect(groupOf(data, "calls").keptFor).toContain("12 months after its time");
    expect(groupOf(data, "applications").keptFor).toContain("18 months after the job closes");
    expect(groupOf(data, "jobAlerts").keptFor).toContain("within 7 days");
    expect(groupOf(data, "contact").keptFor).toContain("when you ask us to erase it");
  });

  it("shows nothing of anyone else", async () => {
    await kavya();
    await submitSampleApplication(database.db, resumes, { now });
    const data = await gatherPersonalData(database.db, own, { processors, now });
    expect(JSON.stringify(data)).not.toMatch(/aditi\.rao@example\.in/i);
  });

  describe("the link", () => {
    const linkRows = () => database.db.select().from(privacyAccessLinks);
    const queued = () =>
      database.db
        .select({ kind: outboxEmails.kind, to: outboxEmails.toAddress, text: outboxEmails.textBody })
        .from(outboxEmails);

    it("stores a row and queues one e-mail for a known and an unknown address alike; only the known one gets the link", async () => {
      await kavya();
      await database.db.delete(outboxEmails);
      await requestOwnDataLink(database.db, own, { now, mail });
      await requestOwnDataLink(database.db, "stranger@example.in", { now, mail });
      const rows = await linkRows();
      expect(rows.map((row) => [row.emailKey, row.expiresAt.getTime()])).toEqual([
        [own, minutes(30).getTime()],
        ["stranger@example.in", minutes(30).getTime()],
      ]);
      const emails = await queued();
      expect(emails.map((email) => [email.kind, email.to])).toEqual([
        ["privacy.your-data-link", own],
        ["privacy.your-data-none", "stranger@example.in"],
      ]);
      expect(emails[0]!.text).toMatch(/\/privacy\/your-data\/open\/[\w-]{43}/);
      expect(emails[1]!.text).not.toMatch(/\/privacy\/your-data\/open\//);
      // Only the token's hash is kept.
      const token = /open\/([\w-]{43})/.exec(emails[0]!.text)![1]!;
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it("opens once, within 30 minutes, into a session that lasts 30 minutes", async () => {
      await kavya();
      await requestOwnDataLink(database.db, own, { now, mail });
      const [email] = (await queued()).filter((row) => row.kind === "privacy.your-data-link");
      const token = /open\/([\w-]{43})/.exec(email!.text)![1]!;

      const session = await openOwnDataLink(database.db, token, minutes(29));
      expect(session).toBeDefined();
      expect(await openOwnDataLink(database.db, token, minutes(29))).toBeUndefined();
      expect(await addressOfSession(database.db, session!.secret, minutes(58))).toBe(own);
      expect(await addressOfSession(database.db, session!.secret, minutes(59))).toBeUndefined();
      expect(await addressOfSession(database.db, "not-the-secret", minutes(30))).toBeUndefined();
    });

    it("does not open at 30 minutes", async () => {
      await kavya();
      await requestOwnDataLink(database.db, own, { now, mail });
      const [link] = (await queued()).filter((row) => row.kind === "privacy.your-data-link");
      const token = /open\/([\w-]{43})/.exec(link!.text)![1]!;
      expect(await openOwnDataLink(database.db, token, minutes(30))).toBeUndefined();
      expect((await linkRows())[0]!.openedAt).toBeNull();
    });
  });
});
