import { sql, type AnyColumn } from "drizzle-orm";

/** The name staff go by in the back office, or the address written when they have no name (or no account). */
export const actorNameOf = (email: AnyColumn, name: AnyColumn) => sql<string>`coalesce(nullif(${name}, ''), ${email})`;
