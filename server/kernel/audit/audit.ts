import { and, eq, getTableColumns, gte, inArray, like, lt } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";

import type { Db, DbOrTransaction } from "../../db/db";
import { auditLog, staffAccounts } from "../../db/schema";
import { actorNameOf } from "../lists/actor-names";
import { writeSetting, type Setting } from "../runtime/settings";
import { cursorTimeOf, newestFirst, olderThan, pageOf, type Cursor, type Page } from "../lists/keyset";

/** Who made a change: a signed-in person, the command line, or the site itself. */
export type Actor = { id: string | null; email: string };

export const commandLine: Actor = { id: null, email: "command line" };

/** The site's own scheduled work, such as closing a job whose closing date has passed. */
export const system: Actor = { id: null, email: "system" };

export type AuditEntry = {
  action: string;
  subjectType: string;
  subjectId: string;
  /** One sentence a person reads in the log. */
  summary: string;
  details?: Record<string, unknown>;
};

/**
 * Written in the same transaction as the change it describes: no change without its entry. A change
 * to many records (a bulk action) gives one entry each, written in one statement.
 */
export async function audit(
  db: DbOrTransaction,
  actor: Actor,
  at: Date,
  entry: AuditEntry | readonly AuditEntry[],
): Promise<void> {
  const entries = Array.isArray(entry) ? entry : [entry as AuditEntry];
  if (entries.length === 0) return;
  await db
    .insert(auditLog)
    .values(
      entries.map((one) => ({ ...one, details: one.details ?? {}, actorId: actor.id, actorEmail: actor.email, at })),
    );
}

/** Logs what someone did on their own account (signing in, a password, a passkey): they are its actor and its subject. */
export async function auditOwnAccount(
  db: DbOrTransaction,
  account: { id: string; email: string },
  at: Date,
  entry: Omit<AuditEntry, "subjectType" | "subjectId">,
): Promise<void> {
  await audit(db, { id: account.id, email: account.email }, at, {
    ...entry,
    subjectType: "staff",
    subjectId: account.id,
  });
}

/**
 * Writes a setting someone changed in the back office and logs the change, in the caller's
 * transaction: the setting is the entry's subject.
 */
export async function changeSetting<T>(
  tx: DbOrTransaction,
  actor: Actor,
  setting: Setting<T>,
  value: T,
  at: Date,
  entry: Omit<AuditEntry, "subjectType" | "subjectId">,
): Promise<void> {
  await writeSetting(tx, setting, value, { by: actor.email, at });
  await audit(tx, actor, at, { ...entry, subjectType: "setting", subjectId: setting.key });
}

/**
 * Changes one record, found by its id, and logs the change, in the caller's transaction: the
 * record is the entry's subject.
 */
export async function changeRecord<T extends PgTable & { id: PgColumn }>(
  tx: DbOrTransaction,
  actor: Actor,
  table: T,
  id: string,
  values: PgUpdateSetSource<T>,
  at: Date,
  entry: Omit<AuditEntry, "subjectId">,
): Promise<void> {
  await tx.update(table).set(values).where(eq(table.id, id));
  await audit(tx, actor, at, { ...entry, subjectId: id });
}

/**
 * Audit entries about deleted records keep what was done and by whom but lose their wording and
 * details, which may name the person.
 */
export async function blankAuditEntries(tx: DbOrTransaction, subjectType: string, ids: string[], summary: string) {
  if (ids.length === 0) return;
  await tx
    .update(auditLog)
    .set({ summary, details: {} })
    .where(and(eq(auditLog.subjectType, subjectType), inArray(auditLog.subjectId, ids)));
}

/** An entry with the name its author goes by today (their e-mail address as written, for the command line or the site). */
export type AuditRow = typeof auditLog.$inferSelect & { actorName: string };

/** The log, newest first, a page at a time; or one subject's history. */
export async function listAudit(
  db: Db,
  {
    after,
    subject,
    actionPrefix,
    actorId,
    during,
    limit = 50,
  }: {
    after?: Cursor | undefined;
    /** One record's entries; `earlierIds`: the ids it had before (a job's earlier addresses). */
    subject?: { type: string; id: string; earlierIds?: readonly string[] };
    /** e.g. "staff": only "staff.…" actions. Letters and dashes only; anything else is ignored. */
    actionPrefix?: string | undefined;
    /** One person's changes. */
    actorId?: string | undefined;
    /** Changes made within [from, to). */
    during?: [Date, Date] | undefined;
    limit?: number;
  },
): Promise<Page<AuditRow>> {
  const rows = await db
    .select({
      ...getTableColumns(auditLog),
      actorName: actorNameOf(auditLog.actorEmail, staffAccounts.name),
      cursorAt: cursorTimeOf(auditLog.at),
    })
    .from(auditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.actorId))
    .where(
      and(
        subject
          ? and(
              eq(auditLog.subjectType, subject.type),
              inArray(auditLog.subjectId, [subject.id, ...(subject.earlierIds ?? [])]),
            )
          : undefined,
        actionPrefix && /^[a-z-]+$/.test(actionPrefix) ? like(auditLog.action, `${actionPrefix}.%`) : undefined,
        actorId ? eq(auditLog.actorId, actorId) : undefined,
        during ? and(gte(auditLog.at, during[0]), lt(auditLog.at, during[1])) : undefined,
        olderThan(auditLog.at, auditLog.id, after),
      ),
    )
    .orderBy(...newestFirst(auditLog.at, auditLog.id))
    .limit(limit + 1);
  return pageOf(rows, limit);
}
