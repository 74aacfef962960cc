import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { createdAt, updatedAt, rowId } from "../columns";
import { staffAccounts } from "./staff";

// The kernel's tables, which every area writes through it: the audit log, idempotent answers, and settings.

/**
 * The first answer to each idempotent submission (an `Idempotency-Key` header or the
 * application form's submission id), written in the submission's own transaction: a
 * retry with the same key and body gets that answer again, and nothing is stored twice.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    /** The endpoint, e.g. "POST /demo/book": one key may be used on two endpoints. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the validated request, to tell a retry from another request under the same key. */
    fingerprint: text("fingerprint").notNull(),
    statusCode: integer("status_code").notNull(),
    response: jsonb("response").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index("idempotent_requests_created_at_idx").on(table.createdAt),
  ],
);

/** Every change made in the back office: who, when, what. Rows are only ever added. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: rowId(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** Null for the command line. */
    actorId: uuid("actor_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    /** Kept as written, so the entry still says who after the account is gone. */
    actorEmail: text("actor_email").notNull(),
    /** e.g. "enquiry.status", "booking.cancel", "staff.invite". */
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    /** One sentence a person reads in the log. */
    summary: text("summary").notNull(),
    details: jsonb("details")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at, table.id),
    index("audit_log_subject_idx").on(table.subjectType, table.subjectId, table.at),
    // When each contact was won (server/analytics/attribution/won-deals.ts): read in one pass, not per contact.
    index("audit_log_contact_won_idx")
      .on(table.subjectId, table.at)
      .where(
        sql`${table.subjectType} = 'contact' and ${table.action} = 'contact.stage' and ${table.details}->>'to' = 'won'`,
      ),
  ],
);

/** Settings staff change in the back office (the retention period, the rejection e-mail), one JSON value a key. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by").notNull(),
});
