import { sql, type SQL } from "drizzle-orm";

import type { BreachDataKind, BreachScope } from "../../../domain/privacy/breach";
import type { DbOrTransaction } from "../../db/db";
import * as tables from "../../db/schema";

/** What a breach touched: its kinds of record, which of the period's records count, and the period. */
export type BreachSelection = {
  dataKinds: readonly BreachDataKind[];
  scope: BreachScope;
  periodStartsAt: Date;
  periodEndsAt: Date;
};

/** One person a breach affected: the address their notice goes to, their name and the kinds they had. */
export type AffectedPerson = { emailKey: string; email: string; name: string; dataKinds: BreachDataKind[] };

/**
 * The records of each kind, as (contact, address, name) with the instant that places them in the
 * period. Notes and scorecards belong to the person of the record they are about.
 */
const recordsOf: Record<BreachDataKind, (inPeriod: (at: SQL) => SQL) => SQL> = {
  enquiries: (inPeriod) => sql`
    select contact_id, email, trim(first_name || ' ' || last_name) as name from ${tables.enquiries}
    where ${inPeriod(sql`created_at`)}`,
  calls: (inPeriod) => sql`
    select contact_id, email, trim(first_name || ' ' || last_name) from ${tables.bookings}
    where ${inPeriod(sql`created_at`)}`,
  applications: (inPeriod) => sql`
    select contact_id, email, full_name from ${tables.applications} where ${inPeriod(sql`created_at`)}`,
  "job-alerts": (inPeriod) => sql`
    select null::uuid, email, '' from ${tables.jobAlertSubscriptions} where ${inPeriod(sql`created_at`)}`,
  newsletter: (inPeriod) => sql`
    select null::uuid, email, '' from ${tables.newsletterSubscribers} where ${inPeriod(sql`created_at`)}`,
  contacts: (inPeriod) => sql`
    select c.id, c.email, trim(c.first_name || ' ' || c.last_name) from ${tables.contacts} c
    where ${inPeriod(sql`c.created_at`)}
      or exists (select 1 from ${tables.contactEmails} e where e.contact_id = c.id and ${inPeriod(sql`e.sent_at`)})`,
  "staff-notes": (inPeriod) => sql`
    select c.id, c.email, trim(c.first_name || ' ' || c.last_name) from ${tables.contactNotes} n
      join ${tables.contacts} c on c.id = n.contact_id where ${inPeriod(sql`n.created_at`)}
    union all
    select q.contact_id, q.email, trim(q.first_name || ' ' || q.last_name) from ${tables.enquiryNotes} n
      join ${tables.enquiries} q on q.id = n.enquiry_id where ${inPeriod(sql`n.created_at`)}
    union all
    select a.contact_id, a.email, a.full_name from ${tables.applicationNotes} n
      join ${tables.applications} a on a.id = n.application_id where ${inPeriod(sql`n.created_at`)}
    union all
    select a.contact_id, a.email, a.full_name from ${tables.interviewPanelists} p
      join ${tables.interviews} i on i.id = p.interview_id join ${tables.applications} a on a.id = i.application_id
    where p.submitted_at is not null and ${inPeriod(sql`p.submitted_at`)}`,
};

/**
 * Every distinct person with a record of the chosen kinds in the period, as rows of
 * (email_key, email, name, data_kinds). A record's person is its contact (decision 046's one person
 * under every address merged into them): the record's own link, else the contact whose address,
 * primary or other, it was sent from; a record of no contact is its address's. Each person once,
 * under their contact's own address.
 */
export function affectedPeopleSql({ dataKinds, scope, periodStartsAt, periodEndsAt }: BreachSelection): SQL {
  const start = periodStartsAt.toISOString();
  const end = periodEndsAt.toISOString();
  // "held": the record existed at some time in the period, so it was made before the period ended.
  const inPeriod = (at: SQL) =>
    scope === "created"
      ? sql`(${at} >= ${start}::timestamptz and ${at} < ${end}::timestamptz)`
      : sql`${at} < ${end}::timestamptz`;
  const records = sql.join(
    dataKinds.map((kind) => sql`select ${kind}::text as kind, r.* from (${recordsOf[kind](inPeriod)}) r`),
    sql` union all `,
  );
  return sql`
    with records as (
      select kind, r.contact_id, r.email, r.name from (${records}) as r(kind, contact_id, email, name)
    ),
    placed as (
      select r.kind, r.email, r.name, coalesce(
        r.contact_id,
        (select c.id from ${tables.contacts} c where c.email_key = lower(r.email) limit 1),
        (select a.contact_id from ${tables.contactAddresses} a where a.email_key = lower(r.email) limit 1)
      ) as contact_id
      from records r
    ),
    people as (
      select coalesce(p.contact_id::text, lower(p.email)) as person,
        min(p.contact_id::text) as contact_id, min(p.email) as email, max(p.name) as name,
        array_agg(distinct p.kind order by p.kind) as data_kinds
      from placed p group by 1
    )
    select coalesce(lower(c.email), lower(people.email)) as email_key,
      coalesce(c.email, people.email) as email,
      coalesce(nullif(trim(c.first_name || ' ' || c.last_name), ''), people.name, '') as name,
      people.data_kinds
    from people left join ${tables.contacts} c on c.id::text = people.contact_id`;
}

type Row = { email_key: string; email: string; name: string; data_kinds: string[] | string };

/** PGlite and pg answer a text[] as an array; a driver that answers "{a,b}" is read too. */
const kindsOf = (value: string[] | string) =>
  (Array.isArray(value) ? value : value.replace(/^\{|\}$/g, "").split(",")) as BreachDataKind[];

const rowsOf = (result: unknown) =>
  (result as { rows: Row[] }).rows.map((row): AffectedPerson => ({
    emailKey: row.email_key,
    email: row.email,
    name: row.name,
    dataKinds: kindsOf(row.data_kinds),
  }));

/** How many people the selection affects, and a page of them by address after `after`. */
export async function previewAffectedPeople(
  db: DbOrTransaction,
  selection: BreachSelection,
  { after, limit }: { after?: string | undefined; limit: number },
): Promise<{ count: number; people: AffectedPerson[] }> {
  const people = affectedPeopleSql(selection);
  const counted = await db.execute(sql`select count(*)::int as count from (${people}) p`);
  const count = Number((counted as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  const page = await db.execute(
    sql`select * from (${people}) p where ${after === undefined ? sql`true` : sql`p.email_key > ${after}`}
        order by p.email_key limit ${limit}`,
  );
  return { count, people: rowsOf(page) };
}
