import { and, asc, desc, eq, gt, gte, isNull, lt } from "drizzle-orm";
import { subHours } from "date-fns";

import { indiaInstant } from "../../domain/bookings/blocked-time";
import { callDurationMinutes } from "../../domain/bookings/booking";
import { indiaDateOf, indiaDayRange, type IsoDate } from "../../domain/time/india-dates";
import { sourceName } from "../../domain/analytics/analytics";
import { mayUse, type StaffMember } from "../../domain/staff/staff";
import type { Db, DbOrTransaction } from "../db/db";
import { bookings, consultants, contacts, contactTasks, staffAccounts } from "../db/schema";
import {
  createMailingTask,
  type MailingRun,
  type MailingTaskDependencies,
  type PeriodicTask,
} from "../kernel/runtime/periodic-task";
import { queueEmails } from "../outbox/mail-outbox";
import { audit } from "../kernel/audit/audit";
import { accountsAwaitingDigest, chooseDailyDigest, claimDigestDay } from "../staff/digest-accounts";
import { leadSourcesOfContact } from "./contact-leads";
import { dailyDigestEmail, isEmptyDay, type DigestContents, type DigestRecipient } from "./digest-email";

/** When the day's e-mail goes, in India. */
export const digestTime = "09:00";

/** How far back "new" unassigned contacts go: the last day. */
const newWithinHours = 24;

/** How many items of each list a digest reads; it shows fewer and counts up to this. */
const readPerList = 200;

/**
 * The India date whose digest is due at `now`: today, once 09:00 has come in India. Before it,
 * none; after midnight the day before is over, so a server that was down all day never sends
 * yesterday's.
 */
export function digestDayAt(now: Date): IsoDate | undefined {
  const today = indiaDateOf(now);
  return now.getTime() >= indiaInstant(today, digestTime).getTime() ? today : undefined;
}

/** What one person's day holds at `now`. */
async function contentsOf(tx: DbOrTransaction, person: DigestRecipient, now: Date): Promise<DigestContents> {
  const [, dayEnd] = indiaDayRange(indiaDateOf(now));
  // Their calls today that have not ended: a digest sent late (a server back at noon) skips the morning's.
  const calls = await tx
    .select({
      id: bookings.id,
      reference: bookings.reference,
      domain: bookings.domain,
      startsAt: bookings.startsAt,
      phone: bookings.phone,
    })
    .from(bookings)
    .innerJoin(consultants, eq(consultants.id, bookings.consultantId))
    .where(
      and(
        eq(consultants.staffAccountId, person.id),
        eq(bookings.status, "confirmed"),
        gt(bookings.startsAt, new Date(now.getTime() - callDurationMinutes * 60_000)),
        lt(bookings.startsAt, dayEnd),
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(readPerList);
  const tasks = await tx
    .select({
      id: contactTasks.id,
      contactId: contactTasks.contactId,
      title: contactTasks.title,
      dueAt: contactTasks.dueAt,
    })
    .from(contactTasks)
    .where(and(eq(contactTasks.assigneeId, person.id), isNull(contactTasks.doneAt), lt(contactTasks.dueAt, dayEnd)))
    .orderBy(asc(contactTasks.dueAt), asc(contactTasks.createdAt))
    .limit(readPerList);
  const unassigned = mayUse(person.role, "enquiries")
    ? await tx
        .select({ id: contacts.id, createdAt: contacts.createdAt, leadSources: leadSourcesOfContact() })
        .from(contacts)
        .where(and(isNull(contacts.ownerId), gte(contacts.createdAt, subHours(now, newWithinHours))))
        .orderBy(desc(contacts.createdAt))
        .limit(readPerList)
    : [];
  return {
    day: now,
    calls,
    tasks: tasks.map((task) => ({ ...task, overdue: task.dueAt.getTime() < now.getTime() })),
    unassigned: unassigned.map(({ leadSources, ...contact }) => ({
      ...contact,
      source: leadSources || sourceName({}),
    })),
  };
}

/**
 * One person's digest of `day`: the account is claimed for the day (its `last_digest_date` set)
 * by a conditional update in the same transaction that queues the e-mail, so of two servers
 * running at once one claims it and the other finds nothing to do; a crash before the commit
 * leaves it to the next run. A day with nothing in it is claimed too and sends nothing: the
 * morning's e-mail does not arrive in the afternoon because a task was added meanwhile.
 */
async function digestOf(
  db: Db,
  accountId: string,
  day: IsoDate,
  { now, salesEmail, publicSiteUrl }: { now: Date; salesEmail: string; publicSiteUrl: string },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const person = await claimDigestDay(tx, accountId, day);
    if (!person) return [];
    const contents = await contentsOf(tx, person, now);
    if (isEmptyDay(contents)) return [];
    return queueEmails(tx, [dailyDigestEmail(person, contents, { salesEmail, publicSiteUrl })], now);
  });
}

/** Queues the digests due at `now` (none before 09:00 India time); answers the queued e-mails' ids. */
export async function queueDailyDigests(db: Db, options: MailingRun): Promise<string[]> {
  const day = digestDayAt(options.now);
  if (!day) return [];
  const queued: string[] = [];
  for (const id of await accountsAwaitingDigest(db, day)) queued.push(...(await digestOf(db, id, day, options)));
  return queued;
}

/** Every minute: the digests go within a minute of 09:00, or as soon as the server is back that day. */
export const createDailyDigestTask = (dependencies: MailingTaskDependencies): PeriodicTask =>
  createMailingTask(dependencies, { name: "daily digest", queue: queueDailyDigests, firstRunAfterMs: 10_000 });

/** Whether the account gets the daily e-mail. */
export async function dailyDigestOf(db: Db, accountId: string): Promise<boolean> {
  const [account] = await db
    .select({ dailyDigest: staffAccounts.dailyDigest })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, accountId));
  return account?.dailyDigest ?? false;
}

/** Turns one's own daily e-mail off or on, audited; saying what it already is changes nothing. */
export async function setDailyDigest(db: Db, member: StaffMember, on: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await chooseDailyDigest(tx, member.id, on))) return;
    await audit(tx, member, now, {
      action: "staff.daily-digest",
      subjectType: "staff",
      subjectId: member.id,
      summary: on ? "Turned the daily e-mail on." : "Turned the daily e-mail off.",
      details: { dailyDigest: on },
    });
  });
}
