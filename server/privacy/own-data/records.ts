import { and, desc, eq, gt, inArray } from "drizzle-orm";

import type { ApplicationStage } from "../../../domain/applications/recruiting";
import type { DbOrTransaction } from "../../db/db";
import { applications, bookings, contacts, jobs } from "../../db/schema";
import { findPerson, type Person } from "../person-records";

/*
 * The records a person acts on from their own data page, found as their view finds them
 * (findPerson's own records): under every address they proved theirs.
 */

/** An application is in process until it is decided: hired, or not taken further (rejected or withdrawn). */
const decided: ApplicationStage[] = ["hired", "rejected"];

export const inProcess = (stage: ApplicationStage) => !decided.includes(stage);

/** An id no row has: an empty list is given as it, so every query keeps one shape. */
const noRow = ["00000000-0000-0000-0000-000000000000"];
const idsOf = (rows: { id: string }[]) => (rows.length > 0 ? rows.map((row) => row.id) : noRow);

/**
 * The person and the records their actions take: contacts, applications (with their job), and
 * the calls still to come. With `lock` (inside an action's transaction) every row is locked for
 * update, in the order erasure locks them, so two actions of one person run one after the other.
 */
export async function ownRecords(db: DbOrTransaction, email: string, { now, lock }: { now: Date; lock: boolean }) {
  const person = await findPerson(db, email, { lock, own: true });
  const contactQuery = db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      phone: contacts.phone,
      city: contacts.city,
      stage: contacts.stage,
      doNotContactAt: contacts.doNotContactAt,
    })
    .from(contacts)
    .where(inArray(contacts.id, idsOf(person.contactRows)))
    .orderBy(desc(contacts.createdAt));
  const contactRows = await (lock ? contactQuery.for("update") : contactQuery);
  const applicationRows = await db
    .select({
      id: applications.id,
      reference: applications.reference,
      stage: applications.stage,
      fullName: applications.fullName,
      phone: applications.phone,
      city: applications.city,
      jobTitle: jobs.title,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(inArray(applications.id, idsOf(person.applicationRows)))
    .orderBy(desc(applications.createdAt));
  const callQuery = db
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.id, idsOf(person.bookingRows)),
        eq(bookings.status, "confirmed"),
        gt(bookings.startsAt, now),
      ),
    )
    .orderBy(bookings.startsAt);
  const upcomingCalls = await (lock ? callQuery.for("update") : callQuery);
  const latestCall = upcomingCalls.at(-1) ?? (await latestBooking(db, person));
  return { person, contactRows, applicationRows, upcomingCalls, latestCall };
}

export type OwnRecords = Awaited<ReturnType<typeof ownRecords>>;

/** Their newest call of any time, whose name and phone prefill the correction when nothing newer holds them. */
async function latestBooking(db: DbOrTransaction, person: Person) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(inArray(bookings.id, idsOf(person.bookingRows)))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  return row;
}
