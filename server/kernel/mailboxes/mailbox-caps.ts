import { createHash } from "node:crypto";

import { and, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import { canonicalMailbox, domainsOfMailbox } from "./canonical-mailbox";
import type { DbOrTransaction } from "../../db/db";

/** The first key of the two-key advisory locks on mailboxes: apart from the site's one-key locks. */
const mailboxLockSpace = 4_201_127;

/**
 * Requests that count what one mailbox holds (job-alert confirmations, upcoming calls) take turns
 * until their transaction ends: under READ COMMITTED, requests counting at once would each miss
 * the others' uncommitted rows and all pass the cap (job-alerts.pg.test.ts, demo.db.test.ts).
 */
export async function lockMailbox(tx: DbOrTransaction, mailbox: string): Promise<void> {
  const key = createHash("sha256").update(mailbox).digest().readInt32BE(0);
  await tx.execute(sql`select pg_advisory_xact_lock(${mailboxLockSpace}, ${key})`);
}

/**
 * How many rows of `table` matching `where` have an address (`email`) that reaches `mailbox`, however
 * it is spelt: the domains that can reach it are picked in SQL, the spellings compared here.
 */
export async function countForMailbox(
  tx: DbOrTransaction,
  { table, email, where }: { table: PgTable; email: PgColumn; where: SQL | undefined },
  mailbox: string,
): Promise<number> {
  const domain = sql`split_part(lower(${email}), '@', 2)`;
  const rows = await tx
    .select({ email: sql<string>`${email}` })
    .from(table)
    .where(and(inArray(domain, domainsOfMailbox(mailbox)), where));
  return rows.filter((row) => canonicalMailbox(row.email) === mailbox).length;
}
