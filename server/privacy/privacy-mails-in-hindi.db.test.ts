import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { enquiries, outboxEmails } from "../db/schema";
import { recordEnquiryFrom } from "../../test-support/sample-contact";
import { databaseSeededBeforeEach } from "../../test-support/seeded-database";
import { insertStaffMember } from "../../test-support/staff-actor";
import { recordPrivacyRequest, type NewPrivacyRequest } from "./requests/register";
import { closePrivacyRequest } from "./requests/request-handling";
import { requestOwnDataLink } from "./own-data/links";

const now = new Date("2026-11-22T10:30:00Z");
const later = new Date("2026-11-23T10:30:00Z");
const mail = { publicSiteUrl: "https://nexora.test", salesEmail: "sales@test.example" };

describe("the e-mails about a person's privacy, in the language of the notice they read", () => {
  const database = databaseSeededBeforeEach(
    "enquiries, contacts, outbox_emails, audit_log, privacy_access_links, privacy_requests",
    now,
  );

  /** An enquiry from the address, its notice read in `noticeLanguage` (null: none recorded). */
  const enquire = async (email: string, noticeLanguage: string | null) => {
    await recordEnquiryFrom(database.db, { firstName: "Asha", lastName: "Rao", email }, { now });
    const [newest] = await database.db
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(eq(enquiries.email, email))
      .orderBy(desc(enquiries.createdAt))
      .limit(1);
    await database.db.update(enquiries).set({ noticeLanguage }).where(eq(enquiries.id, newest!.id));
  };
  const record = (request: Pick<NewPrivacyRequest, "email"> & Partial<NewPrivacyRequest>) =>
    database.db.transaction((tx) =>
      recordPrivacyRequest(
        tx,
        { kind: "correction", summary: "Correct my phone number.", receivedAt: later, ...request },
        mail,
      ),
    );
  const emailById = async (id: string) =>
    (await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;
  const close = async (id: string, outcome: "done" | "refused", memberEmail: string) => {
    const member = await insertStaffMember(database.db, now, { email: memberEmail, name: "Meera", role: "admin" });
    const [emailId] = await closePrivacyRequest(
      database.db,
      member,
      id,
      { outcome, reply: "We corrected your phone number." },
      { now: later, mail },
    );
    return emailById(emailId!);
  };

  it("writes to a person who read the notice in Hindi in Hindi: the data link, the acknowledgment, the outcome", async () => {
    await enquire("Asha.Rao@example.in", "hi");

    const [linkId] = await requestOwnDataLink(database.db, "asha.rao@example.in", { now: later, mail });
    const link = await emailById(linkId!);
    expect(link.subject).toBe("Nexora Technologies के पास आपका डेटा");
    expect(link.textBody).toContain("आपका डेटा, एक ही पेज पर");
    expect(link.textBody).toContain("नमस्ते,");
    expect(link.textBody).toContain("अपना डेटा देखें:\nhttps://nexora.test/privacy/your-data/open/");
    expect(link.textBody).toContain("सादर,\nNexora Technologies टीम");
    expect(link.htmlBody).toMatch(/<html [^>]*lang="hi"/);

    const { id, reference, emailIds } = await record({ email: "Asha.Rao@example.in" });
    const received = await emailById(emailIds[0]!);
    expect(received.subject).toBe(`आपका अनुरोध ${reference} हमें मिल गया है`);
    expect(received.textBody).toContain(`संदर्भ संख्या: ${reference}\nअनुरोध: सुधार`);
    expect(received.textBody).toContain("जवाब की आख़िरी तारीख़: 23 December 2026");
    expect(received.textBody).toContain("सादर,\nNexora Technologies की प्राइवेसी टीम");
    expect(received.htmlBody).toMatch(/<html [^>]*lang="hi"/);

    const outcome = await close(id, "done", "meera.hi@test.example");
    expect(outcome.subject).toBe(`${reference}: आपका अनुरोध पूरा हो गया है`);
    // What staff wrote goes as written.
    expect(outcome.textBody).toContain("We corrected your phone number.");
    expect(outcome.textBody).toContain("शिकायत अधिकारी");
    expect(outcome.htmlBody).toMatch(/<html [^>]*lang="hi"/);
  });

  it("writes to a person who read it in English, or recorded none, in English", async () => {
    await enquire("ravi.kumar@example.in", "en");
    await enquire("kavya.menon@example.in", null);
    for (const address of ["ravi.kumar@example.in", "kavya.menon@example.in"]) {
      const [linkId] = await requestOwnDataLink(database.db, address, { now: later, mail });
      const link = await emailById(linkId!);
      expect(link.subject).toBe("Your data at Nexora Technologies");
      expect(link.textBody).toContain("See your data:\nhttps://nexora.test/privacy/your-data/open/");
      expect(link.htmlBody).toMatch(/<html [^>]*lang="en-IN"/);
    }
    const { id, reference, emailIds } = await record({ email: "ravi.kumar@example.in" });
    const received = await emailById(emailIds[0]!);
    expect(received.subject).toBe(`We have your request ${reference}`);
    expect(received.textBody).toContain(`Reference: ${reference}\nRequest: Correction`);
    const outcome = await close(id, "done", "meera.en@test.example");
    expect(outcome.subject).toBe(`${reference}: Your request is done`);
  });

  it("writes to a nominee in English unless the nominee's own notice was Hindi, which wins for anyone's request", async () => {
    await enquire("asha.rao@example.in", "hi");
    const nominee = { nomineeName: "Arjun Rao", nomineeEmail: "arjun.rao@example.in" };

    const plain = await record({ email: "asha.rao@example.in", byNominee: true, details: nominee });
    const toNominee = await emailById(plain.emailIds[0]!);
    expect(toNominee).toMatchObject({ toAddress: "arjun.rao@example.in" });
    expect(toNominee.subject).toBe(`We have your request ${plain.reference}`);
    expect((await close(plain.id, "refused", "meera.nominee@test.example")).subject).toBe(
      `${plain.reference}: We could not do what you asked`,
    );

    const inHindi = await record({
      email: "asha.rao@example.in",
      byNominee: true,
      details: nominee,
      notice: { noticeLanguage: "hi" },
    });
    expect((await emailById(inHindi.emailIds[0]!)).textBody).toContain("नॉमिनी के तौर पर");
    expect((await close(inHindi.id, "refused", "meera.nominee.hi@test.example")).subject).toBe(
      `${inHindi.reference}: आपने जो माँगा, वह हम नहीं कर सके`,
    );

    // A grievance sent with the Hindi notice from an address that read English before.
    await enquire("ravi.kumar@example.in", "en");
    const grievance = await record({
      kind: "grievance",
      email: "ravi.kumar@example.in",
      notice: { noticeLanguage: "hi" },
    });
    expect((await emailById(grievance.emailIds[0]!)).textBody).toContain("अनुरोध: शिकायत");
  });
});
