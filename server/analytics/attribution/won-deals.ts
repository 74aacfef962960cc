import { and, eq, max, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";

import { auditLog, contacts } from "../../db/schema";

/**
 * The deals won, with when (decision 062): each contact at the stage "won", with its expected
 * value (none: 0) and its latest move to "won" in the audit log (`contact.stage`), or, for one
 * marked won with no such entry (before stages were audited), its last update. The moves are read
 * in one pass over their partial index, not once per contact. The sales dashboard's months and
 * owners, revenue by source and the Content report all read this subquery.
 */
export function wonDeals() {
  // Built without a connection: a subquery the callers put into their own statements.
  const db = new QueryBuilder();
  const lastWon = db
    .select({ contactId: auditLog.subjectId, at: max(auditLog.at).as("last_won_at") })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subjectType, "contact"),
        eq(auditLog.action, "contact.stage"),
        sql`${auditLog.details}->>'to' = 'won'`,
      ),
    )
    .groupBy(auditLog.subjectId)
    .as("last_won");
  return db
    .select({
      id: contacts.id,
      ownerId: contacts.ownerId,
      value: sql<number>`coalesce(${contacts.expectedValue}, 0)::bigint`.as("value"),
      wonAt: sql<Date>`coalesce(${lastWon.at}, ${contacts.updatedAt})`.as("won_at"),
    })
    .from(contacts)
    .leftJoin(lastWon, eq(lastWon.contactId, sql`${contacts.id}::text`))
    .where(eq(contacts.stage, "won"))
    .as("won");
}
