// The database's tables, each in the module of the area that owns it: `schema/<area>.ts` holds the tables
// only server/<area>/ writes (the table-write wall, docs/architecture.md), and `schema/<area>-<part>.ts`
// those of an area kept apart so that no two modules import each other. Every table is exported here, so
// that a reader imports from one place and drizzle-kit (drizzle.config.ts) reads them all.

export * from "./schema/analytics";
export * from "./schema/applications";
export * from "./schema/bookings";
export * from "./schema/consultants";
export * from "./schema/contacts";
export * from "./schema/contacts-duplicates";
export * from "./schema/content";
export * from "./schema/enquiries";
export * from "./schema/jobs";
export * from "./schema/kernel";
export * from "./schema/newsletter";
export * from "./schema/outbox";
export * from "./schema/plugins";
export * from "./schema/privacy";
export * from "./schema/staff";
