import { beforeAll, describe, expect, it } from "vitest";

import type { StaffMember } from "../../domain/staff/staff";
import { enquiries } from "../db/schema";
import { openTestDatabase } from "../../test-support/test-database";
import { insertStaffActor } from "../../test-support/staff-actor";
import { insertContact } from "../../test-support/sample-contact";
import type { Database } from "../db/db";
import { otherEnquiriesShown, personOfEnquiry } from "./enquiry-person";

/** An enquiry's person: their contact, and their other enquiries, newest first. */
const now = new Date("2026-11-22T10:30:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

let database: Database;
let seller: StaffMember;
let recruiter: StaffMember;
let contactId: string;

const member = async (name: string, role: StaffMember["role"]): Promise<StaffMember> => {
  const email = `${name.toLowerCase()}@nexoratech.in`;
  const { id } = await insertStaffActor(database.db, now, { email, name, role });
  return { id: id!, email, name, role };
};

const enquiry = async (createdAt: Date, overrides: Partial<typeof enquiries.$inferInsert> = {}) => {
  const [row] = await database.db
    .insert(enquiries)
    .values({
      firstName: "Rahul",
      lastName: "Verma",
      email: "rahul@example.in",
      message: "Please quote for an ERP rollout.",
      source: "contact",
      contactId,
      createdAt,
      ...overrides,
    })
    .returning({ id: enquiries.id });
  return row!.id;
};

beforeAll(async () => {
  database = await openTestDatabase();
  seller = await member("Sunita", "sales");
  recruiter = await member("Karan", "recruiter");
  contactId = await insertContact(database.db, {
    email: "rahul@example.in",
    firstName: "Rahul",
    lastName: "Verma",
    at: now,
  });
});

describe("an enquiry's person", () => {
  it("links their contact and lists their other enquiries newest first, not this one nor anyone else's", async () => {
    const first = await enquiry(minutesAgo(300), { source: "project:retail-erp" });
    const second = await enquiry(minutesAgo(200), { status: "replied" });
    const third = await enquiry(minutesAgo(100));
    await enquiry(minutesAgo(50), { contactId: null, email: "someone@example.in" });
    const person = await personOfEnquiry(database.db, seller, second);
    expect(person.contact).toEqual({ id: contactId, name: "Rahul Verma" });
    expect(person.otherEnquiries).toEqual([
      { id: third, createdAt: minutesAgo(100), source: "contact", status: "new" },
      { id: first, createdAt: minutesAgo(300), source: "project:retail-erp", status: "new" },
    ]);
    expect(person.hasMore).toBe(false);
  });

  it("shows the first few, and says there are more", async () => {
    const ids = [];
    for (let index = 0; index < otherEnquiriesShown + 1; index += 1) ids.push(await enquiry(minutesAgo(1_000 + index)));
    const person = await personOfEnquiry(database.db, seller, ids.at(-1)!);
    expect(person.otherEnquiries).toHaveLength(otherEnquiriesShown);
    expect(person.hasMore).toBe(true);
  });

  it("links no contact the viewer may not open, and gives none for an enquiry without one", async () => {
    const any = await enquiry(minutesAgo(10));
    expect((await personOfEnquiry(database.db, recruiter, any)).contact).toBeNull();
    const alone = await enquiry(minutesAgo(5), { contactId: null, email: "alone@example.in" });
    expect(await personOfEnquiry(database.db, seller, alone)).toEqual({
      contact: null,
      otherEnquiries: [],
      hasMore: false,
    });
  });
});
