import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// The rate limit's table (server/plugins/rate-limit.ts): its quotas when no Redis counts them.

/**
 * The form submissions a client address has made in the current window (FORM_RATE_LIMIT), here so
 * that every instance counts the same spends when REDIS_URL is not set. One row per form and
 * address, rewritten in place by one upsert per spend; rows whose window ended are deleted.
 */
export const formQuotas = pgTable(
  "form_quotas",
  {
    /** "<form> <client address>". */
    key: text("key").primaryKey(),
    spent: integer("spent").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("form_quotas_window_ends_at_idx").on(table.windowEndsAt)],
);
