import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { contactKeyOf } from "../../domain/contacts/contacts";
import { enquiries } from "../db/schema";
import { recordEnquiryFrom } from "../../test-support/sample-contact";
import { databaseSeededBeforeEach } from "../../test-support/seeded-database";
import { readingLanguageOf } from "./reading-language";

const now = new Date("2026-11-22T10:30:00Z");
const address = "Asha.Rao@example.in";

describe("the language a person reads the company in", () => {
  const database = databaseSeededBeforeEach("enquiries, contacts, outbox_emails, audit_log", now);

  it("is that of the notice read with their latest submission, English when none is recorded", async () => {
    expect(await readingLanguageOf(database.db, [contactKeyOf(address)])).toBe("en");
    const enquire = async (at: Date, noticeLanguage: string | null) => {
      await recordEnquiryFrom(database.db, { firstName: "Asha", lastName: "Rao", email: address }, { now: at });
      const [newest] = await database.db
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(eq(enquiries.email, address))
        .orderBy(desc(enquiries.createdAt))
        .limit(1);
      await database.db.update(enquiries).set({ noticeLanguage }).where(eq(enquiries.id, newest!.id));
    };
    await enquire(now, "hi");
    expect(await readingLanguageOf(database.db, [contactKeyOf(address)])).toBe("hi");
    expect(await readingLanguageOf(database.db, ["someone.else@example.in"])).toBe("en");
    // A later submission that recorded no notice leaves it; one read in English changes it.
    await enquire(new Date(now.getTime() + 60_000), null);
    expect(await readingLanguageOf(database.db, [contactKeyOf(address)])).toBe("hi");
    await enquire(new Date(now.getTime() + 120_000), "en");
    expect(await readingLanguageOf(database.db, [contactKeyOf(address)])).toBe("en");
  });
});
