import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * The address as it was typed, in any case: "Aditi.Rao@Example.in" is the same person. The
 * tables that hold addresses index `lower(email)` for this.
 */
export const sameAddress = (column: PgColumn, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;
