import { desc, eq, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import type { ContactLead } from "../../contracts/contacts";
import type { DbOrTransaction } from "../db/db";
import { bookings, contacts, enquiries } from "../db/schema";
import { sourceNameOf } from "../analytics/lead-conversion";

/**
 * A contact's leads (decision 051): each enquiry and call keeps the visit it was sent from and
 * the name and phone it gave. Anyone may write with anyone's address, so the contact has no visit
 * of its own: its page lists each lead's, and its source is every lead's.
 */

/** How many leads of each kind a contact's page lists, newest first: it stays quick whatever their history. */
const leadsPerKind = 100;

/** Sources named in a contact's source; the rest are counted. */
const sourcesNamed = 3;

/**
 * A column with its table's name: Drizzle leaves the table out of a one-table query's select
 * list, where inside a subquery a bare "id" would be the inner table's own.
 */
const qualified = (table: PgTable, column: PgColumn) =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;

const leadsOf = (table: typeof enquiries | typeof bookings) =>
  sql`select ${sourceNameOf(qualified(table, table.firstTouch))} as source, ${qualified(table, table.createdAt)} as at
    from ${table} where ${qualified(table, table.contactId)} = ${qualified(contacts, contacts.id)}`;

/**
 * The sources of the contact's leads (sourceName of each one's first touch), each once, the
 * earliest lead's first, in one line for lists: "google, newsletter and 2 more". "" without leads.
 * A query over `contacts`.
 */
export const leadSourcesOfContact = (): SQL<string> => sql<string>`coalesce((
  select case when count(*) > ${sql.raw(String(sourcesNamed))}
    then array_to_string((array_agg(source order by first_at, source))[1:${sql.raw(String(sourcesNamed))}], ', ')
      || ' and ' || (count(*) - ${sql.raw(String(sourcesNamed))}) || ' more'
    else string_agg(source, ', ' order by first_at, source) end
  from (
    select source, min(at) as first_at
    from (${leadsOf(enquiries)} union all ${leadsOf(bookings)}) as leads
    group by source
  ) as sources
), '')`;

/** The contact's enquiries and calls, newest first, each with what it gave and the visit it came from. */
export async function leadsOfContact(db: DbOrTransaction, contactId: string): Promise<ContactLead[]> {
  // One query after the other: they may share a transaction's connection.
  const theirEnquiries = await db
    .select()
    .from(enquiries)
    .where(eq(enquiries.contactId, contactId))
    .orderBy(desc(enquiries.createdAt))
    .limit(leadsPerKind);
  const theirCalls = await db
    .select()
    .from(bookings)
    .where(eq(bookings.contactId, contactId))
    .orderBy(desc(bookings.createdAt))
    .limit(leadsPerKind);
  const lead = (
    kind: ContactLead["kind"],
    row: (typeof theirEnquiries)[number] | (typeof theirCalls)[number],
    link: string,
  ): ContactLead => ({
    kind,
    id: row.id,
    at: row.createdAt,
    name: nameOf(row.firstName, row.lastName),
    phone: row.phone,
    firstTouch: row.firstTouch,
    link,
  });
  return [
    ...theirEnquiries.map((row) => lead("enquiry", row, `/admin/enquiries/${row.id}`)),
    ...theirCalls.map((row) => lead("call", row, `/admin/bookings/${row.id}`)),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
}

const nameOf = (firstName: string, lastName: string) => `${firstName} ${lastName}`.replace(/\s+/g, " ").trim();

/**
 * The names the leads gave that are not the contact's (in any case), each once, newest first: the
 * desk sees them, since a later form never renames the contact.
 */
export function otherNamesOf(contact: { firstName: string; lastName: string }, leads: ContactLead[]): string[] {
  const seen = new Set([nameOf(contact.firstName, contact.lastName).toLowerCase(), ""]);
  const others: string[] = [];
  for (const { name } of leads) {
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    others.push(name);
  }
  return others;
}
