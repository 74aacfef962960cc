import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** The extensions the migrations create; PGlite must be given them when it opens any database. */
export const pgliteExtensions = { pg_trgm };
