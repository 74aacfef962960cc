import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";

import type { BoardReportsDue, Breach, BreachPeoplePage, BreachSummary } from "../../../contracts/privacy-breaches";
import {
  boardReportDueAt,
  breachPeoplePageSize,
  foundAtOf,
  periodOf,
  type BreachRecord,
} from "../../../domain/privacy/breach";
import { countOf } from "../../../domain/forms/counting";
import type { StaffMember } from "../../../domain/staff/staff";
import type { Db, DbOrTransaction } from "../../db/db";
import { privacyBreachPeople, privacyBreaches } from "../../db/schema";
import { audit, changeRecord } from "../../kernel/audit/audit";
import { cursorTimeOf, decodeCursor, isUuid, newestPage, type Page } from "../../kernel/lists/keyset";
import { RefusedError } from "../../kernel/requests/outcome";
import { queueEmails } from "../../outbox/mail-outbox";
import { affectedPeopleSql, previewAffectedPeople } from "./affected-people";
import { breachNoticeEmail, type BreachMailSettings } from "./breach-emails";

/** Breaches on one page of the list. */
const listPageSize = 25;
/** Notices queued in one transaction: a long list goes out in several, each committed as it goes. */
export const noticeBatchSize = 200;

const actorName = (member: StaffMember) => member.name || member.email;
const noSuchBreach = () => new RefusedError("There is no such breach.");

export async function listBreaches(db: DbOrTransaction, cursor?: string): Promise<Page<BreachSummary>> {
  return newestPage(
    db
      .select({
        id: privacyBreaches.id,
        foundAt: privacyBreaches.foundAt,
        whatHappened: privacyBreaches.whatHappened,
        peopleCount: privacyBreaches.peopleCount,
        noticesSentAt: privacyBreaches.noticesSentAt,
        boardReportedAt: privacyBreaches.boardReportedAt,
        cursorAt: cursorTimeOf(privacyBreaches.foundAt),
      })
      .from(privacyBreaches)
      .$dynamic(),
    [privacyBreaches.foundAt, privacyBreaches.id],
    undefined,
    { after: decodeCursor(cursor), limit: listPageSize },
  );
}

/** The breaches whose report to the Board is not marked sent, the first found first. */
export async function boardReportsDue(db: DbOrTransaction): Promise<BoardReportsDue> {
  const due = await db
    .select({ id: privacyBreaches.id, foundAt: privacyBreaches.foundAt })
    .from(privacyBreaches)
    .where(isNull(privacyBreaches.boardReportedAt))
    .orderBy(asc(privacyBreaches.foundAt), asc(privacyBreaches.id));
  return { count: due.length, first: due[0] ?? null };
}

/** Records a breach an admin found, audited; its people are listed from the data on its page. */
export async function recordBreach(db: Db, actor: StaffMember, record: BreachRecord, now: Date): Promise<string> {
  const [periodStartsAt, periodEndsAt] = periodOf(record);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(privacyBreaches)
      .values({
        foundAt: foundAtOf(record),
        whatHappened: record.whatHappened,
        location: record.location,
        dataKinds: record.kinds,
        scope: record.scope,
        periodStartsAt,
        periodEndsAt,
        measures: record.measures,
        consequences: record.consequences,
        contact: record.contact,
        cause: record.cause,
        recordedBy: actorName(actor),
        createdAt: now,
      })
      .returning({ id: privacyBreaches.id });
    await audit(tx, actor, now, {
      action: "privacy.breach-recorded",
      subjectType: "privacy-breach",
      subjectId: row!.id,
      summary: "Recorded a personal data breach.",
      details: { kinds: record.kinds, scope: record.scope },
    });
    return row!.id;
  });
}

export async function readBreach(db: DbOrTransaction, id: string): Promise<Breach | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(privacyBreaches).where(eq(privacyBreaches.id, id));
  return row;
}

/**
 * The breach's people, a page at a time by address: from the data itself while the list is not
 * confirmed (what confirming would store), then the stored list, less anyone erased since.
 */
export async function breachPeople(db: DbOrTransaction, breach: Breach, after?: string): Promise<BreachPeoplePage> {
  if (!breach.peopleListedAt) {
    const { count, people } = await previewAffectedPeople(db, breach, { after, limit: breachPeoplePageSize + 1 });
    return {
      count,
      people: people.slice(0, breachPeoplePageSize).map((person) => ({ ...person, noticeQueuedAt: null })),
      next: people.length > breachPeoplePageSize ? people[breachPeoplePageSize - 1]!.emailKey : undefined,
    };
  }
  const rows = await db
    .select({
      emailKey: privacyBreachPeople.emailKey,
      email: privacyBreachPeople.email,
      name: privacyBreachPeople.name,
      dataKinds: privacyBreachPeople.dataKinds,
      noticeQueuedAt: privacyBreachPeople.noticeQueuedAt,
    })
    .from(privacyBreachPeople)
    .where(
      and(
        eq(privacyBreachPeople.breachId, breach.id),
        after === undefined ? undefined : gt(privacyBreachPeople.emailKey, after),
      ),
    )
    .orderBy(asc(privacyBreachPeople.emailKey))
    .limit(breachPeoplePageSize + 1);
  const page = rows.slice(0, breachPeoplePageSize);
  return {
    count: breach.peopleCount ?? 0,
    people: page.map(({ emailKey: _key, ...person }) => person),
    next: rows.length > breachPeoplePageSize ? page.at(-1)!.emailKey : undefined,
  };
}

/** Locks the breach's row for a change, or refuses an id no breach has. */
async function lockedBreach(tx: DbOrTransaction, id: string) {
  if (!isUuid(id)) throw noSuchBreach();
  const [row] = await tx.select().from(privacyBreaches).where(eq(privacyBreaches.id, id)).for("update");
  if (!row) throw noSuchBreach();
  return row;
}

/** Stores the list of people from the data as it stands now, once; answers how many. */
export async function confirmBreachPeople(db: Db, actor: StaffMember, id: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const breach = await lockedBreach(tx, id);
    if (breach.peopleListedAt) throw new RefusedError("The list of people is already confirmed.");
    const inserted = await tx.execute(sql`
      insert into ${privacyBreachPeople} (breach_id, email_key, email, name, data_kinds)
      select ${id}::uuid, p.email_key, p.email, p.name, p.data_kinds from (${affectedPeopleSql(breach)}) p
      on conflict do nothing returning email_key`);
    const count = (inserted as unknown as { rows: unknown[] }).rows.length;
    await changeRecord(tx, actor, privacyBreaches, id, { peopleListedAt: now, peopleCount: count }, now, {
      action: "privacy.breach-people",
      subjectType: "privacy-breach",
      summary: `Confirmed the people the breach affected: ${countOf(count, "person", "people")}.`,
      details: { people: count },
    });
    return count;
  });
}

/**
 * Queues one notice per listed person who has none yet, a batch per transaction, and marks the
 * breach's notices sent; audited with the count. Sending again sends only what is left, so a
 * failure halfway is finished by pressing again. Answers how many were queued and their e-mails' ids.
 */
export async function sendBreachNotices(
  db: Db,
  actor: StaffMember,
  id: string,
  { now, mail }: { now: Date; mail: BreachMailSettings },
): Promise<{ sent: number; emailIds: string[] }> {
  const breach = await readBreach(db, id);
  if (!breach) throw noSuchBreach();
  if (!breach.peopleListedAt) throw new RefusedError("Please confirm the list of people before sending the notices.");
  let sent = 0;
  const emailIds: string[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const people = await tx
        .select()
        .from(privacyBreachPeople)
        .where(and(eq(privacyBreachPeople.breachId, id), isNull(privacyBreachPeople.noticeQueuedAt)))
        .orderBy(asc(privacyBreachPeople.emailKey))
        .limit(noticeBatchSize)
        .for("update", { skipLocked: true });
      if (people.length === 0) return 0;
      emailIds.push(
        ...(await queueEmails(
          tx,
          people.map((person) => breachNoticeEmail(breach, person, mail)),
          now,
        )),
      );
      await tx
        .update(privacyBreachPeople)
        .set({ noticeQueuedAt: now })
        .where(
          and(
            eq(privacyBreachPeople.breachId, id),
            inArray(
              privacyBreachPeople.emailKey,
              people.map((person) => person.emailKey),
            ),
          ),
        );
      return people.length;
    });
    sent += batch;
    if (batch < noticeBatchSize) break;
  }
  if (sent === 0 && breach.noticesSentAt) throw new RefusedError("Every notice has already been sent.");
  await db.transaction(async (tx) => {
    await changeRecord(tx, actor, privacyBreaches, id, { noticesSentAt: now, noticesSentBy: actorName(actor) }, now, {
      action: "privacy.breach-notices",
      subjectType: "privacy-breach",
      summary: `Sent the breach's notice to ${countOf(sent, "person", "people")}.`,
      details: { notices: sent },
    });
  });
  return { sent, emailIds };
}

/** Records that the Board's report went, when and by whom: once. */
export async function markBoardReported(db: Db, actor: StaffMember, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const breach = await lockedBreach(tx, id);
    if (breach.boardReportedAt) throw new RefusedError("The report to the Board is already marked sent.");
    await changeRecord(
      tx,
      actor,
      privacyBreaches,
      id,
      { boardReportedAt: now, boardReportedBy: actorName(actor) },
      now,
      {
        action: "privacy.breach-board-report",
        subjectType: "privacy-breach",
        summary: "Marked the report to the Data Protection Board sent.",
        details: { dueAt: boardReportDueAt(breach.foundAt).toISOString() },
      },
    );
  });
}
