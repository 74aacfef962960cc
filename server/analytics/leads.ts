import { inArray, sql, type SQL } from "drizzle-orm";

import type { FirstTouch } from "../../domain/contacts/contacts";
import type { DbOrTransaction } from "../db/db";
import { anonymousLeads, bookings, enquiries } from "../db/schema";

/**
 * What a lead is, once for every report (decision 073): an enquiry that is not spam, or a call
 * booked, counted when it was sent, with the first touch of the visit it came from. A lead whose
 * record is gone (erased on request, or deleted at the end of its retention period) is counted as
 * the anonymous row kept in its place, so a report says the same before and after.
 */

/** One lead as `leadsSent` gives it. */
export type LeadRow = {
  at: Date;
  kind: "enquiry" | "booking";
  /** The visit's first touch; null for a lead sent without a counted visit. */
  touch: FirstTouch | null;
  /** A call's service; "" for an enquiry, which names none. */
  service: string;
  /** Whose lead: the contact's id, an erased person's key, or null (none known). */
  person: string | null;
};

/**
 * Every lead sent in [from, to) (from the first, without `from`), as rows of `LeadRow`'s columns:
 * the one query the analytics page, the sales dashboard, revenue by source, the Content report and
 * the funnel count leads with.
 */
export function leadsSent({ from, to }: { from?: Date; to: Date }): SQL {
  const sent = (column: SQL) =>
    sql.join([from ? sql`${column} >= ${from}` : sql`true`, sql`${column} < ${to}`], sql` and `);
  return sql`
    select e.created_at as at, 'enquiry'::text as kind, e.first_touch as touch, ''::text as service,
      e.contact_id::text as person
    from ${enquiries} e
    where not e.is_spam and ${sent(sql`e.created_at`)}
    union all
    select b.created_at, 'booking', b.first_touch, b.domain, b.contact_id::text
    from ${bookings} b
    where ${sent(sql`b.created_at`)}
    union all
    select a.sent_at, a.kind, a.touch, a.service, a.person::text
    from ${anonymousLeads} a
    where ${sent(sql`a.sent_at`)}`;
}

/** The first touch as kept without a person: the UTM term and content may carry a subscriber's id. */
const anonymousTouch = (touch: SQL) => sql`${touch} - 'utmTerm' - 'utmContent'`;

/**
 * Keeps the leads among enquiries and bookings about to be deleted as anonymous rows, in the
 * deleting transaction (server/privacy/record-deletion.ts, for erasure and retention alike).
 * `person` is the erasure's key for one person's leads; none at the end of a retention period.
 */
export async function keepLeadsAnonymously(
  tx: DbOrTransaction,
  { enquiryIds = [], bookingIds = [], person }: { enquiryIds?: string[]; bookingIds?: string[]; person?: string },
): Promise<void> {
  const personKey = sql`${person ?? null}::uuid`;
  if (enquiryIds.length > 0)
    await tx.execute(sql`
      insert into ${anonymousLeads} (kind, sent_at, touch, service, person)
      select 'enquiry', ${enquiries.createdAt}, ${anonymousTouch(sql`${enquiries.firstTouch}`)}, '', ${personKey}
      from ${enquiries}
      where not ${enquiries.isSpam} and ${inArray(enquiries.id, enquiryIds)}`);
  if (bookingIds.length > 0)
    await tx.execute(sql`
      insert into ${anonymousLeads} (kind, sent_at, touch, service, person)
      select 'booking', ${bookings.createdAt}, ${anonymousTouch(sql`${bookings.firstTouch}`)}, ${bookings.domain}, ${personKey}
      from ${bookings}
      where ${inArray(bookings.id, bookingIds)}`);
}
