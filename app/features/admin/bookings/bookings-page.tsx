import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";

import type { BookingListView, BookingView } from "~contracts/bookings";
import { indiaDay, indiaTime } from "~domain/time/india-dates";
import { fullName } from "~domain/forms/person-details";

import { DoNotContactBadge } from "~/features/admin/shared/ui/do-not-contact-badge";
import { linkedRow, RowLink } from "~/features/admin/shared/ui/data-table";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { FilterBar } from "~/features/admin/shared/ui/filter-bar";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { useRememberListAddress } from "~/features/admin/shared/ui/list-address";
import { Pager } from "~/features/admin/shared/ui/pager";
import { ViewTabs } from "~/features/admin/shared/ui/view-tabs";

/** What the list shows of a booking: the message cut to an excerpt. */
export type BookingRow = Omit<BookingView, "message"> & { excerpt: string };

const views: { view: BookingListView; label: string; empty: string }[] = [
  { view: "upcoming", label: "Upcoming", empty: "No upcoming demo calls." },
  {
    view: "unstaffed",
    label: "Needs a consultant",
    empty: "Every upcoming call has a consultant who takes calls.",
  },
  { view: "past", label: "Past", empty: "No past demo calls yet." },
  { view: "cancelled", label: "Cancelled", empty: "No cancelled demo calls." },
];

const viewPathOf = (view: BookingListView) =>
  view === "upcoming" ? "/admin/bookings" : `/admin/bookings?view=${view}`;

/** Rows in the order given, under one heading per day in India. */
function byDay(rows: BookingRow[]): { day: string; rows: BookingRow[] }[] {
  const groups: { day: string; rows: BookingRow[] }[] = [];
  for (const row of rows) {
    const day = indiaDay(row.startsAt);
    const last = groups.at(-1);
    if (last?.day === day) last.rows.push(row);
    else groups.push({ day, rows: [row] });
  }
  return groups;
}

export function BookingsPage({
  view,
  q,
  rows,
  next,
}: {
  view: BookingListView;
  q: string;
  rows: BookingRow[];
  next?: string | undefined;
}) {
  const viewPath = viewPathOf(view);
  useRememberListAddress();
  const current = views.find((entry) => entry.view === view)!;
  return (
    <>
      <PageHeader
        title="Bookings"
        intro="Free demo calls booked on the website. Times are India time (IST); each call lasts 30 minutes."
      />
      <ViewTabs label="Which calls" views={views} current={view} pathOf={viewPathOf} />
      <FilterBar
        label="Search bookings"
        q={q || undefined}
        placeholder="Name, e-mail or reference"
        hidden={view === "upcoming" ? {} : { view }}
        clearTo={q ? viewPath : undefined}
        columns="lg:grid-cols-[minmax(0,1fr)_auto]"
        resetKey={`${view}:${q}`}
      />

      {rows.length === 0 ? (
        q ? (
          <EmptyState title="No calls match this search">
            <Link to={viewPath} className="font-semibold text-brand-800 underline">
              Clear the search
            </Link>
          </EmptyState>
        ) : (
          <EmptyState title={current.empty}>
            {view === "upcoming" ? "Calls appear here as soon as a visitor books one." : null}
          </EmptyState>
        )
      ) : (
        <div className="flex flex-col gap-6">
          {byDay(rows).map((group) => (
            <section key={group.day} aria-labelledby={`day-${group.rows[0]!.id}`}>
              <h2 id={`day-${group.rows[0]!.id}`} className="mb-2 text-lg font-semibold text-brand-900">
                {group.day}
              </h2>
              <ul className="flex flex-col gap-2">
                {group.rows.map((row) => (
                  <BookingItem key={row.id} row={row} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <Pager
        next={next}
        label={view === "upcoming" ? "Later calls" : "Earlier calls"}
        firstLabel={view === "upcoming" ? "Soonest" : "Latest"}
      />
    </>
  );
}

function BookingItem({ row }: { row: BookingRow }) {
  const name = fullName(row);
  return (
    // The whole card opens the booking (its name is the link, stretched over it); e-mail and phone stay links of their own.
    <li
      className={`flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:gap-5 ${linkedRow}`}
    >
      <p className="shrink-0 font-semibold text-brand-900 tabular-nums sm:w-24">
        {indiaTime(row.startsAt)}
        <span className="ml-1 text-xs font-normal text-slate-600 sm:ml-0 sm:block">IST</span>
      </p>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <RowLink to={`/admin/bookings/${row.id}`}>{name}</RowLink>
          <span className="font-mono text-sm text-slate-700">{row.reference}</span>
          {row.status === "cancelled" ? (
            <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">Cancelled</span>
          ) : null}
          {row.doNotContact ? <DoNotContactBadge /> : null}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{row.domain}</span>
          <span className="text-sm text-slate-700">with {row.consultantName}</span>
        </p>
        <p className="relative z-10 mt-1 flex w-fit flex-wrap gap-x-4 gap-y-1 text-sm">
          <a
            href={`mailto:${row.email}`}
            className="inline-flex min-w-0 items-center gap-1 break-all text-brand-800 underline underline-offset-4"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {row.email}
          </a>
          <a
            href={`tel:${row.phone.replace(/[^\d+]/g, "")}`}
            className="inline-flex items-center gap-1 text-brand-800 underline underline-offset-4"
          >
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {row.phone}
          </a>
        </p>
        {row.excerpt ? <p className="mt-1 text-sm break-words text-slate-600">{row.excerpt}</p> : null}
      </div>
    </li>
  );
}
