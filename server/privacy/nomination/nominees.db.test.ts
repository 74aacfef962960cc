import { addYears } from "date-fns";
import { beforeEach, describe, expect, it } from "vitest";

import { contactKeyOf } from "../../../domain/contacts/contacts";
import {
  contacts,
  enquiries,
  outboxEmails,
  privacyBreachPeople,
  privacyBreaches,
  privacyNominees,
  privacyRequests,
} from "../../db/schema";
import { sampleEnquiry } from "../../../test-support/sample-submissions";
import { mergeAddressInto, recordEnquiryFrom } from "../../../test-support/sample-contact";
import { databaseSeededBeforeEach } from "../../../test-support/seeded-database";
import { commandLine } from "../../kernel/audit/audit";
import { diskFileStore } from "../../kernel/storage/file-store";
import { erasePerson } from "../erasure";
import { gatherPersonalData } from "../personal-data";
import { runRetention } from "../retention";
import { nameNominee, removeNominee } from "./nominees";
import { proveOnePerson } from "../person-records";

const now = new Date("2026-11-22T10:30:00Z");
const mail = { publicSiteUrl: "https://nexora.test", salesEmail: "sales@test.example" };
const work = "Kavya.Menon@Work.example.in";
const own = "kavya.m@example.in";
const nominee = { nomineeName: "Arjun Menon", nomineeEmail: "arjun@example.org" };

describe("a person's nominee, erased and kept with them", () => {
  const resumes = diskFileStore("/nonexistent/never-written");

  const database = databaseSeededBeforeEach(
    "applications, enquiries, bookings, outbox_emails, contacts, privacy_nominees, privacy_requests, proven_addresses, privacy_breaches, audit_log, settings, jobs",
    now,
  );

  beforeEach(async () => {
    await recordEnquiryFrom(database.db, { firstName: "Kavya", lastName: "Menon", email: work }, { now });
    await mergeAddressInto(database.db, work, own, now);
    // She opened a link from each address in one browser, which proved both hers.
    await proveOnePerson(database.db, [work, own], now);
  });

  const nomineeGroup = async (email: string) =>
    (
      await gatherPersonalData(database.db, email, { processors: { mailRelay: false, fileStore: "disk" }, now })
    ).groups.find((group) => group.key === "nominee")!;

  it("names one nominee per person, under either merged address, confirmed to the person and told to the nominee", async () => {
    await nameNominee(database.db, own, nominee, { now, mail });
    const shown = await nomineeGroup(work);
    expect(shown.records.map((record) => record.fields.map((field) => field.value))).toEqual([
      ["Arjun Menon", "arjun@example.org", "22 Nov 2026, 4:00 PM (India time)"],
    ]);
    const emails = await database.db.select().from(outboxEmails);
    const told = emails.find((email) => email.kind === "privacy.nominee-named")!;
    expect(told.toAddress).toBe("arjun@example.org");
    expect(told.textBody).toContain(own);
    expect(told.textBody).not.toContain(sampleEnquiry.message);
    expect(emails.some((email) => email.toAddress === own && email.kind !== "privacy.nominee-named")).toBe(true);

    // Named again from the other address: still one nominee.
    await nameNominee(
      database.db,
      work,
      { nomineeName: "Meera Menon", nomineeEmail: "meera@example.org" },
      { now, mail },
    );
    expect((await database.db.select().from(privacyNominees)).map((row) => row.nomineeName)).toEqual(["Meera Menon"]);
    const requests = await database.db.select().from(privacyRequests);
    expect(requests.map((row) => [row.kind, row.state, row.summary])).toEqual([
      ["nomination", "done", "Name my nominee."],
      ["nomination", "done", "Change my nominee."],
    ]);
    await expect(
      nameNominee(database.db, work, { nomineeName: "Me", nomineeEmail: own }, { now, mail }),
    ).rejects.toThrow("Your nominee must be someone else");
    await removeNominee(database.db, own, { now, mail });
    expect((await nomineeGroup(work)).records).toEqual([]);
    await expect(removeNominee(database.db, own, { now, mail })).rejects.toThrow("You have no nominee to remove.");
  });

  it("goes with the person on erasure, which takes them off a breach's list but keeps its count", async () => {
    await nameNominee(database.db, own, nominee, { now, mail });
    const [breach] = await database.db
      .insert(privacyBreaches)
      .values({
        foundAt: now,
        whatHappened: "x",
        location: "x",
        dataKinds: ["enquiries"],
        scope: "held",
        periodStartsAt: now,
        periodEndsAt: now,
        measures: "x",
        consequences: "x",
        contact: "x",
        recordedBy: "Asha",
        createdAt: now,
        peopleListedAt: now,
        peopleCount: 1,
      })
      .returning({ id: privacyBreaches.id });
    await database.db.insert(privacyBreachPeople).values({
      breachId: breach!.id,
      emailKey: contactKeyOf(work),
      email: work,
      name: "Kavya",
      dataKinds: ["enquiries"],
    });
    expect(
      (
        await gatherPersonalData(database.db, own, { processors: { mailRelay: false, fileStore: "disk" }, now })
      ).groups.find((group) => group.key === "breaches")!.records,
    ).toHaveLength(1);

    await erasePerson(database.db, { actor: commandLine, email: own, resumes, now });
    expect(await database.db.select().from(privacyNominees)).toEqual([]);
    expect(await database.db.select().from(privacyBreachPeople)).toEqual([]);
    expect((await database.db.select().from(privacyBreaches))[0]?.peopleCount).toBe(1);
  });

  it("is kept while anything is held about the person; breaches seven years, their people a year after the notices", async () => {
    await nameNominee(database.db, own, nominee, { now, mail });
    await database.db.insert(privacyNominees).values({
      emailKey: "gone@example.org",
      nomineeName: "X",
      nomineeEmail: "x@example.org",
      createdAt: now,
      updatedAt: now,
    });
    const breach = (foundAt: Date, noticesSentAt: Date | null) => ({
      foundAt,
      whatHappened: "x",
      location: "x",
      dataKinds: ["enquiries" as const],
      scope: "held" as const,
      periodStartsAt: foundAt,
      periodEndsAt: foundAt,
      measures: "x",
      consequences: "x",
      contact: "x",
      recordedBy: "Asha",
      createdAt: foundAt,
      peopleListedAt: foundAt,
      peopleCount: 1,
      noticesSentAt,
    });
    const [old, recent, ancient] = await database.db
      .insert(privacyBreaches)
      .values([
        breach(addYears(now, -2), addYears(now, -2)),
        breach(addYears(now, -0.5), addYears(now, -0.5)),
        breach(addYears(now, -8), null),
      ])
      .returning({ id: privacyBreaches.id });
    for (const row of [old, recent])
      await database.db
        .insert(privacyBreachPeople)
        .values({ breachId: row!.id, emailKey: own, email: own, dataKinds: ["enquiries"] });

    await runRetention(database.db, { resumes, now });
    expect((await database.db.select().from(privacyNominees)).map((row) => row.emailKey)).toEqual([own]);
    expect((await database.db.select().from(privacyBreachPeople)).map((row) => row.breachId)).toEqual([recent!.id]);
    expect((await database.db.select().from(privacyBreaches)).map((row) => row.id).sort()).toEqual(
      [old!.id, recent!.id].sort(),
    );
    expect(ancient).toBeDefined();

    // Once nothing is held about Kavya, her nominee goes too.
    await database.db.delete(enquiries);
    await database.db.delete(contacts);
    await runRetention(database.db, { resumes, now });
    expect(await database.db.select().from(privacyNominees)).toEqual([]);
  });
});
