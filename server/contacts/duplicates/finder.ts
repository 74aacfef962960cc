import { eq, inArray, sql } from "drizzle-orm";

import type { DuplicatePair, DuplicateParty, DuplicateReason } from "../../../contracts/contact-duplicates";
import type { DbOrTransaction } from "../../db/db";
import { applications, contactAddresses, contactDuplicateDismissals, contacts, jobs } from "../../db/schema";
import { canonicalMailbox } from "../../kernel/mailboxes/canonical-mailbox";

/** The most pairs one page lists: the desk works down the list, and each merge takes a pair off it. */
export const maxPairs = 200;

type FoundRow = {
  contact_id: string;
  other_id: string | null;
  application_id: string | null;
  reasons: DuplicateReason[] | string;
  total: string | number;
};

/**
 * Every mailbox a contact receives at: its primary address's and its other addresses'. Both keys
 * are generated columns (migration 0031's canonical_mailbox) with an index each.
 */
const contactMailboxes = sql`
  select ${contacts.id} as contact_id, ${contacts.mailboxKey} as mailbox_key from ${contacts}
  union
  select ${contactAddresses.contactId}, ${contactAddresses.mailboxKey} from ${contactAddresses}`;

/**
 * The likely pairs, each once (the contact with the lower id first), with why: two contacts that
 * share a mailbox, a phone number or a name at one company; a contact and the person of an
 * application linked to no contact that share a mailbox or a phone number (applications name no
 * company). Pairs the desk dismissed as two people are left out; newest first, at most `limit`,
 * and how many there are in all.
 */
export async function likelyPairs(
  db: DbOrTransaction,
  limit: number,
): Promise<{
  rows: { contactId: string; otherId: string | null; applicationId: string | null; reasons: DuplicateReason[] }[];
  total: number;
}> {
  const result = await db.execute<FoundRow>(likelyPairsSql(limit));
  const rows = (result as unknown as { rows: FoundRow[] }).rows;
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((row) => ({
      contactId: row.contact_id,
      otherId: row.other_id,
      applicationId: row.application_id,
      // PGlite answers a text[] as an array, and so does pg; a driver that answers "{a,b}" is read too.
      reasons: (Array.isArray(row.reasons) ? row.reasons : row.reasons.replace(/^\{|\}$/g, "").split(",")).filter(
        (reason): reason is DuplicateReason => reason === "mailbox" || reason === "phone" || reason === "name",
      ),
    })),
  };
}

/**
 * The keys held by more than one contact are found first (from the keys' indexes), and only their
 * contacts paired: a self-join of every contact would be estimated at millions of rows, which
 * PostgreSQL then spends a second compiling (JIT) before finding a handful.
 */
export const likelyPairsSql = (limit: number) => sql`
    with keys as (${contactMailboxes}),
    shared_mailboxes as (select mailbox_key from keys group by mailbox_key having count(*) > 1),
    shared_phones as (
      select phone_key from ${contacts} where phone_key <> '' group by phone_key having count(*) > 1),
    shared_names as (
      select name_key from ${contacts} where name_key <> '' group by name_key having count(*) > 1),
    found as (
      select a.contact_id, b.contact_id as other_id, null::uuid as application_id, 'mailbox' as reason
        from shared_mailboxes s join keys a on a.mailbox_key = s.mailbox_key
        join keys b on b.mailbox_key = s.mailbox_key and a.contact_id < b.contact_id
      union all
      select a.id, b.id, null::uuid, 'phone' from shared_phones s join ${contacts} a on a.phone_key = s.phone_key
        join ${contacts} b on b.phone_key = s.phone_key and a.id < b.id
      union all
      select a.id, b.id, null::uuid, 'name' from shared_names s join ${contacts} a on a.name_key = s.name_key
        join ${contacts} b on b.name_key = s.name_key and a.id < b.id
      union all
      select k.contact_id, null::uuid, app.id, 'mailbox' from ${applications} app
        join keys k on k.mailbox_key = canonical_mailbox(app.email)
        where app.contact_id is null
      union all
      select c.id, null::uuid, app.id, 'phone' from ${applications} app
        join ${contacts} c on c.phone_key = phone_key(app.phone)
        where app.contact_id is null and phone_key(app.phone) <> ''
    ),
    pairs as (
      select contact_id, other_id, application_id, array_agg(distinct reason) as reasons from found
        where not exists (
          select 1 from ${contactDuplicateDismissals} d
          where (d.contact_id = found.contact_id and (d.other_contact_id = found.other_id or d.application_id = found.application_id))
             or (d.contact_id = found.other_id and d.other_contact_id = found.contact_id))
        group by contact_id, other_id, application_id
    )
    select pairs.contact_id, pairs.other_id, pairs.application_id, pairs.reasons, count(*) over () as total
      from pairs
      join ${contacts} c on c.id = pairs.contact_id
      left join ${contacts} o on o.id = pairs.other_id
      left join ${applications} ap on ap.id = pairs.application_id
      order by greatest(c.created_at, coalesce(o.created_at, ap.created_at)) desc, pairs.contact_id,
        pairs.other_id, pairs.application_id
      limit ${Math.min(Math.max(limit, 1), maxPairs)}`;

const reasonOrder: DuplicateReason[] = ["mailbox", "phone", "name"];

/**
 * Why two addresses reach one mailbox, in the words a seller reads: Gmail ignores dots and both
 * Gmail and most mail servers ignore a +tag (kernel/mailboxes/canonical-mailbox.ts).
 */
export function mailboxReason(one: string, other: string): string {
  const gmail = canonicalMailbox(one).endsWith("@gmail.com");
  const local = (address: string) => address.trim().toLowerCase().split("@")[0] ?? "";
  const tagged = local(one).includes("+") || local(other).includes("+");
  const untagged = (address: string) => local(address).split("+")[0]!;
  const dotted = gmail && untagged(one) !== untagged(other);
  if (dotted && tagged) return "Same Gmail address without dots and +tags";
  if (dotted) return "Same Gmail address without dots";
  if (tagged) return "Same address without its +tag";
  return "Same mailbox";
}

export function reasonLabels(reasons: DuplicateReason[], one: string, other: string): string[] {
  return reasonOrder
    .filter((reason) => reasons.includes(reason))
    .map((reason) =>
      reason === "mailbox"
        ? mailboxReason(one, other)
        : reason === "phone"
          ? "Same phone number"
          : "Same name at the same company",
    );
}

const contactParty = (row: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  createdAt: Date;
}): DuplicateParty & { kind: "contact" } => ({
  kind: "contact",
  id: row.id,
  name: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
  phone: row.phone,
  company: row.company,
  createdAt: row.createdAt,
});

const partyColumns = {
  id: contacts.id,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  email: contacts.email,
  phone: contacts.phone,
  company: contacts.company,
  createdAt: contacts.createdAt,
};

/** The contacts named, as parties, by id. */
export async function contactParties(db: DbOrTransaction, ids: string[]) {
  if (ids.length === 0) return new Map<string, DuplicateParty & { kind: "contact" }>();
  const rows = await db.select(partyColumns).from(contacts).where(inArray(contacts.id, ids));
  return new Map(rows.map((row) => [row.id, contactParty(row)]));
}

const applicationPartyColumns = {
  id: applications.id,
  name: applications.fullName,
  email: applications.email,
  phone: applications.phone,
  reference: applications.reference,
  jobTitle: jobs.title,
  createdAt: applications.createdAt,
};

/** The applications named, as their people, by id. */
export async function applicationParties(db: DbOrTransaction, ids: string[]) {
  if (ids.length === 0) return new Map<string, DuplicateParty & { kind: "application" }>();
  const rows = await db
    .select(applicationPartyColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(inArray(applications.id, ids));
  return new Map(rows.map((row) => [row.id, { kind: "application" as const, ...row }]));
}

/** The page's list: each pair with its two records and its reasons in words. */
export async function duplicatePairs(
  db: DbOrTransaction,
  limit: number,
): Promise<{ pairs: DuplicatePair[]; total: number }> {
  const found = await likelyPairs(db, limit);
  const people = await contactParties(db, [
    ...new Set(found.rows.flatMap((row) => (row.otherId ? [row.contactId, row.otherId] : [row.contactId]))),
  ]);
  const candidates = await applicationParties(
    db,
    found.rows.flatMap((row) => (row.applicationId ? [row.applicationId] : [])),
  );
  const pairs = found.rows.flatMap((row): DuplicatePair[] => {
    const contact = people.get(row.contactId);
    const other = row.otherId ? people.get(row.otherId) : candidates.get(row.applicationId!);
    if (!contact || !other) return [];
    return [{ contact, other, reasons: reasonLabels(row.reasons, contact.email, other.email) }];
  });
  return { pairs, total: found.total };
}
