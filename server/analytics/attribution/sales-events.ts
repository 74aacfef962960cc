import { sql, type SQL } from "drizzle-orm";

import { bookings, enquiries } from "../../db/schema";
import { leadsSent } from "../leads";
import { wonDeals } from "./won-deals";

/**
 * The sales desk's steps as rows, each with the visit it is credited to (decision 062): what both
 * revenue by source and the Content report add up. A step counts when it happened, within
 * [start, end): a lead when it was sent (`leadsSent`, decision 073: an enquiry not spam, or a call
 * booked, kept or anonymous), a call held or missed when it was due, a deal when it was won. Columns:
 *
 * - `at`, the step's instant; `touch`, the lead's first touch (jsonb, null without a visit);
 *   `service`, the call's domain ("" for an enquiry, which names none); `has_lead`, false for a
 *   deal won without a lead from the site (an imported contact);
 * - `leads`, `booked`, `held`, `no_shows`, `won`: 1 or 0; `rupees`, a won deal's expected value;
 *   `seconds_to_won`, from its credited lead to the win.
 *
 * A deal is credited to the contact's earliest lead sent before the win: the visit that first
 * brought them. A call is its booking's own visit, whoever's contact it is.
 */
export function salesEvents(start: Date, end: Date): SQL {
  return sql`
    select l.at, l.touch, l.service, true as has_lead, 1 as leads, (l.kind = 'booking')::int as booked, 0 as held,
      0 as no_shows, 0 as won, 0::bigint as rupees, null::float8 as seconds_to_won
    from (${leadsSent({ from: start, to: end })}) l
    union all
    select b.starts_at, b.first_touch, b.domain, true, 0, 0, (b.outcome = 'held')::int, (b.outcome = 'no-show')::int, 0, 0, null
    from ${bookings} b
    where b.outcome in ('held', 'no-show') and b.starts_at >= ${start} and b.starts_at < ${end}
    union all
    ${wonEvents(start, end)}`;
}

/**
 * The deals won in [start, end) alone, as `salesEvents` rows: what the medians to won read, without
 * the range's every lead and call (a year's 50,000 rows read for its few hundred wins).
 */
export function wonEvents(start: Date, end: Date): SQL {
  return sql`
    select won.won_at as at, credited.first_touch as touch, coalesce(credited.service, '') as service,
      credited.created_at is not null as has_lead, 0 as leads, 0 as booked, 0 as held, 0 as no_shows, 1 as won,
      won.value as rupees, extract(epoch from won.won_at - credited.created_at)::float8 as seconds_to_won
    from ${wonDeals()}
    left join lateral (
      select first_touch, service, created_at from (
        (select e.first_touch, ''::text as service, e.created_at, e.id from ${enquiries} e
          where e.contact_id = won.id and not e.is_spam and e.created_at <= won.won_at
          order by e.created_at, e.id limit 1)
        union all
        (select b.first_touch, b.domain, b.created_at, b.id from ${bookings} b
          where b.contact_id = won.id and b.created_at <= won.won_at
          order by b.created_at, b.id limit 1)
      ) earliest
      order by created_at, id
      limit 1
    ) credited on true
    where won.won_at >= ${start} and won.won_at < ${end}`;
}

/** The numbers the reports read from `salesEvents` rows, summed (a statement's select list). */
export const stepSums = sql`sum(leads)::float8 as leads, sum(booked)::float8 as booked, sum(held)::float8 as held,
  sum(no_shows)::float8 as no_shows, sum(won)::float8 as won, sum(rupees)::float8 as rupees`;

export type StepSums = { leads: number; booked: number; held: number; no_shows: number; won: number; rupees: number };
