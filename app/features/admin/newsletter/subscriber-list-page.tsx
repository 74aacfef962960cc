import { Upload } from "lucide-react";
import { Link } from "react-router";

import type { SubscriberCounts, SubscriberListItem } from "~contracts/newsletter";
import type { ListPage } from "~contracts/outcome";
import {
  describeTopics,
  subscriberStateLabels,
  subscriberStates,
  unsubscribedKeepMonths,
  type SubscriberState,
} from "~domain/newsletter/newsletter";
import { suppressionReasonLabels } from "~domain/newsletter/newsletter-sending";
import type { SubscriberFilter } from "~domain/newsletter/subscriber-filter";
import { confirmationLinkDays } from "~domain/privacy/double-opt-in";

import { Badge, type BadgeTone } from "~/features/admin/shared/ui/badge";
import { CountTabs } from "~/features/admin/shared/ui/count-tabs";
import { bodyCell } from "~/features/admin/shared/ui/data-table";
import { DownloadLink } from "~/features/admin/shared/ui/download-link";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { FilterBar } from "~/features/admin/shared/ui/filter-bar";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { PagedList } from "~/features/admin/shared/ui/paged-list";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";

import {
  subscriberImportPath,
  subscribersAddress,
  subscribersExportAddress,
  subscribersPath,
} from "./subscriber-filter";

type SubscriberListProps = {
  filter: SubscriberFilter;
  page: ListPage<SubscriberListItem>;
  counts: SubscriberCounts;
};

const stateTones: Record<SubscriberState, BadgeTone> = {
  pending: "amber",
  subscribed: "emerald",
  unsubscribed: "slate",
  suppressed: "red",
};

const StateBadge = ({ state }: { state: SubscriberState }) => (
  <Badge tone={stateTones[state]}>{subscriberStateLabels[state]}</Badge>
);

/** Why sending suppressed the address, and the receiving server's own words (decision 079). */
function Suppression({ row }: { row: SubscriberListItem }) {
  if (!row.suppression) return null;
  return (
    <p className="mt-1 text-xs text-slate-700">
      {suppressionReasonLabels[row.suppression.reason]}, <IndiaTime at={row.suppression.at} />
      {row.suppression.detail ? (
        <span className="block break-words text-slate-600">{row.suppression.detail}</span>
      ) : null}
    </p>
  );
}

/** "2026-11" as "November 2026". */
const monthName = (month: string) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const Time = ({ at }: { at: Date | null }) =>
  at ? <IndiaTime at={at} /> : <span className="text-slate-500">Not yet</span>;

/** Where an imported address's consent was confirmed (decision 077): the source its editor named. */
const ConsentSource = ({ row }: { row: SubscriberListItem }) =>
  row.consentSource ? (
    <span className="block text-xs break-words whitespace-normal text-slate-600">Imported: {row.consentSource}</span>
  ) : null;

/** The newsletter's subscribers (decision 077): by state, by part of an address, and month by month. */
export function SubscriberListPage({ filter, page, counts }: SubscriberListProps) {
  const all = subscriberStates.reduce((sum, state) => sum + counts.byState[state], 0);
  const tabs = [
    { key: "all", label: "All", to: subscribersAddress({ q: filter.q }), count: all, current: !filter.state },
    ...subscriberStates.map((state) => ({
      key: state,
      label: subscriberStateLabels[state],
      to: subscribersAddress({ q: filter.q, state }),
      count: counts.byState[state],
      current: filter.state === state,
    })),
  ];
  return (
    <>
      <PageHeader
        title="Newsletter subscribers"
        intro={`Everyone who signed up for the blog's newsletter, newest first. A sign-up nobody confirms is deleted after ${confirmationLinkDays} days; an address that unsubscribes is kept ${unsubscribedKeepMonths} months as the record of its withdrawal, then deleted; one that the receiving server refuses is suppressed, never mailed again, and says why. Times are India time.`}
        actions={
          // Side by side, each on one line, beside the long intro as below it.
          <div className="flex gap-2 whitespace-nowrap">
            <Link to={subscriberImportPath} className={buttonClass("secondary")}>
              <Upload aria-hidden="true" className="size-4" />
              Import CSV
            </Link>
            <DownloadLink href={subscribersExportAddress(filter)}>Export CSV</DownloadLink>
          </div>
        }
      />
      <CountTabs label="Subscribers by state" noun={["subscriber", "subscribers"]} tabs={tabs} />
      <FilterBar
        label="Filter subscribers"
        q={filter.q}
        placeholder="Part of an address"
        hidden={filter.state ? { state: filter.state } : {}}
        clearTo={filter.q ? subscribersAddress({ q: undefined, state: filter.state }) : undefined}
        columns="lg:grid-cols-[minmax(0,2fr)_auto]"
        resetKey={subscribersAddress(filter)}
      />
      <PagedList
        page={page}
        noMatch={
          filter.q || filter.state ? { records: "subscribers", other: "state", clearTo: subscribersPath } : undefined
        }
        empty={
          <EmptyState title="No subscribers yet">
            Sign-ups from the form under the blog, under each post and in every page's footer show up here.
          </EmptyState>
        }
        caption="Newsletter subscribers"
        columns={["Address", "State", "Topics", "Signed up", "Confirmed", "Unsubscribed"]}
        tableRow={(row) => (
          <tr>
            <td className={`${bodyCell} font-medium break-all text-slate-900`}>{row.email}</td>
            <td className={bodyCell}>
              <StateBadge state={row.state} />
              <Suppression row={row} />
            </td>
            <td className={`${bodyCell} text-slate-700`}>{describeTopics(row.topics)}</td>
            <td className={`${bodyCell} whitespace-nowrap text-slate-600`}>
              <IndiaTime at={row.createdAt} />
            </td>
            <td className={`${bodyCell} whitespace-nowrap text-slate-600`}>
              <Time at={row.confirmedAt} />
              <ConsentSource row={row} />
            </td>
            <td className={`${bodyCell} whitespace-nowrap text-slate-600`}>
              {row.unsubscribedAt ? <IndiaTime at={row.unsubscribedAt} /> : null}
            </td>
          </tr>
        )}
        card={(row) => (
          <li className="rounded-2xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="font-medium break-all text-slate-900">{row.email}</p>
              <StateBadge state={row.state} />
            </div>
            <Suppression row={row} />
            <p className="mt-1 text-sm text-slate-700">{describeTopics(row.topics)}</p>
            <p className="mt-2 text-xs text-slate-600">
              Signed up <IndiaTime at={row.createdAt} />
              {row.confirmedAt ? (
                <>
                  {" "}
                  · confirmed <IndiaTime at={row.confirmedAt} />
                </>
              ) : null}
              {row.consentSource ? <> · imported: {row.consentSource}</> : null}
              {row.unsubscribedAt ? (
                <>
                  {" "}
                  · unsubscribed <IndiaTime at={row.unsubscribedAt} />
                </>
              ) : null}
            </p>
          </li>
        )}
      />
      <div className="mt-8 max-w-xl">
        <SectionCard
          title="Month by month"
          intro="Addresses confirmed (their latest confirmation) and unsubscribed in each month, India time, as the records kept now tell: an address erased or deleted is not counted."
        >
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">Confirmed and unsubscribed, by month</caption>
            <thead className="text-xs font-semibold text-slate-600">
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pr-3">
                  Month
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Confirmed
                </th>
                <th scope="col" className="py-2 text-right">
                  Unsubscribed
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {counts.months.map((month) => (
                <tr key={month.month}>
                  <th scope="row" className="py-2 pr-3 font-normal text-slate-900">
                    {monthName(month.month)}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{month.confirmed}</td>
                  <td className="py-2 text-right tabular-nums">{month.unsubscribed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </SectionCard>
      </div>
    </>
  );
}
