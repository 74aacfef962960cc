import { describe, expect, it } from "vitest";

import { contactKeyOf } from "../../../domain/contacts/contacts";
import type { PrivacyRequestFilter } from "../../../domain/privacy/privacy-requests-forms";
import { contactAddresses, contacts, privacyRequests } from "../../db/schema";
import { databaseClearedBeforeEach } from "../../../test-support/cleared-database";
import { listPrivacyRequests } from "./request-list";

const receivedAt = new Date("2027-03-01T04:30:00Z");

describe("the register searched by a person", () => {
  const database = databaseClearedBeforeEach([privacyRequests, contactAddresses, contacts]);

  const request = async (
    reference: string,
    {
      email,
      summary = "Please erase my data.",
      details = {},
      byNominee = false,
    }: {
      email: string | null;
      summary?: string;
      details?: Record<string, unknown>;
      byNominee?: boolean;
    },
  ) => {
    await database.db.insert(privacyRequests).values({
      reference,
      kind: "erasure",
      email,
      emailKey: email ? contactKeyOf(email) : null,
      summary,
      details,
      byNominee,
      receivedAt,
      dueAt: receivedAt,
      state: "received",
    });
  };

  const found = async (filter: PrivacyRequestFilter) =>
    (await listPrivacyRequests(database.db, filter)).rows
      .map((row) => `${row.reference} ${row.email ?? "erased"}`)
      .sort();

  it("finds a person's requests by their address, whole or in part and whatever its case, and lists whose each is", async () => {
    await request("PR-AAAAAA", { email: "Ravi.Kumar@Example.in" });
    await request("PR-BBBBBB", { email: "asha@example.in" });
    await request("PR-CCCCCC", { email: null });
    expect(await found({ q: "ravi.kumar@example.in" })).toEqual(["PR-AAAAAA Ravi.Kumar@Example.in"]);
    expect(await found({ q: "KUMAR@" })).toEqual(["PR-AAAAAA Ravi.Kumar@Example.in"]);
    expect(await found({ q: undefined })).toEqual([
      "PR-AAAAAA Ravi.Kumar@Example.in",
      "PR-BBBBBB asha@example.in",
      "PR-CCCCCC erased",
    ]);
    // A search's % and _ are taken literally.
    expect(await found({ q: "%" })).toEqual([]);
  });

  it("finds a person by a name the register holds, or the name the sales desk knows their addresses by", async () => {
    await request("PR-AAAAAA", { email: "grievance@example.in", details: { name: "Meera Pillai" } });
    await request("PR-BBBBBB", {
      email: "person@example.in",
      byNominee: true,
      details: { nomineeName: "Arjun Iyer", nomineeEmail: "arjun@example.in" },
    });
    await request("PR-CCCCCC", { email: "kavya.work@example.in" });
    await request("PR-DDDDDD", { email: "someone@example.in" });
    const [contact] = await database.db
      .insert(contacts)
      .values({
        emailKey: "kavya@example.in",
        email: "kavya@example.in",
        firstName: "Kavya",
        lastName: "Menon",
        createdAt: receivedAt,
        updatedAt: receivedAt,
        lastActivityAt: receivedAt,
      })
      .returning({ id: contacts.id });
    await database.db.insert(contactAddresses).values({
      contactId: contact!.id,
      email: "kavya.work@example.in",
      emailKey: "kavya.work@example.in",
      createdAt: receivedAt,
    });

    expect(await found({ q: "meera" })).toEqual(["PR-AAAAAA grievance@example.in"]);
    expect(await found({ q: "Arjun Iyer" })).toEqual(["PR-BBBBBB person@example.in"]);
    expect(await found({ q: "kavya menon" })).toEqual(["PR-CCCCCC kavya.work@example.in"]);
    expect(await found({ q: "Menon", state: "done" })).toEqual([]);
  });
});
