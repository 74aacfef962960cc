import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import type { ReactNode } from "react";

import { durationInWords } from "~domain/privacy/breach";
import type { StaffMember } from "~domain/staff/staff";

import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { navItemsFor } from "./admin-nav";
import { AssignmentsCard } from "./assignments-card";
import type { BoardReports, DayCounts } from "./day-counts.server";

type OverviewProps = {
  member: StaffMember;
  counts: DayCounts;
  /** The areas' own sections, composed by the route: the member's calls, when they take calls, and their tasks. */
  sections: ReactNode;
  /** Where a job's new applications are listed. */
  newApplicationsPath: (jobId: string) => string;
  done?: string | undefined;
  message?: string | undefined;
};

/** The landing page: what waits today, their own calls, then every section this person's role lets them use. */
export function Overview({ member, counts, sections, newApplicationsPath, done, message }: OverviewProps) {
  const items = navItemsFor(member.role);
  return (
    <>
      <PageHeader title={`Welcome${member.name ? `, ${member.name}` : ""}`} intro="Here is what waits today." />
      {done === "outcome" ? <Notice tone="success">The call&apos;s outcome is saved.</Notice> : null}
      {done === "task-done" ? <Notice tone="success">The task is done.</Notice> : null}
      {message ? <Notice tone="error">{message}</Notice> : null}
      <TodayCounts counts={counts} newApplicationsPath={newApplicationsPath} />
      {counts.assignments ? <AssignmentsCard people={counts.assignments} memberId={member.id} /> : null}
      {sections}
      <h2 className="mt-8 mb-3 text-lg font-semibold text-brand-900">Sections</h2>
      {items.length === 0 ? (
        <p className="text-slate-700">Your role has no sections here yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-700"
              >
                <span className="flex items-center justify-between font-semibold text-brand-900">
                  {item.label}
                  <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
                </span>
                <span className="mt-1 text-sm text-slate-600">{item.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

type Count = { label: string; value: number | string; to: string; note?: ReactNode };

/** A count of what waits (or a clock's time left), linking to the list or record it counts. */
function CountTile({ label, value, to, note }: Count) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-700"
      >
        <span className={`${typeof value === "number" ? "text-3xl" : "text-xl"} font-bold text-brand-900 tabular-nums`}>
          {value}
        </span>
        <span className="mt-1 text-sm text-slate-700">{label}</span>
        {note ? <span className="mt-1 text-xs text-slate-600">{note}</span> : null}
      </Link>
    </li>
  );
}

/** The 72-hour clock of the breach whose report to the Board is due first, linking to that breach. */
function boardReportTile({ count, first }: BoardReports): Count | undefined {
  if (!first) return undefined;
  const { clock, breachId } = first;
  return {
    label: clock.overdue ? "Late: a breach's report to the Board" : "Left to report a breach to the Board",
    value: clock.overdue ? `${durationInWords(clock.minutes)} late` : durationInWords(clock.minutes),
    to: `/admin/privacy/breaches/${breachId}`,
    note: (
      <>
        Due <IndiaTime at={clock.dueAt} />
        {count > 1 ? ` · ${count} breaches await their report` : null}
      </>
    ),
  };
}

function TodayCounts({ counts, newApplicationsPath }: Pick<OverviewProps, "counts" | "newApplicationsPath">) {
  const tiles: Count[] = [];
  if (counts.newEnquiries !== undefined) {
    tiles.push({ label: "New enquiries", value: counts.newEnquiries, to: "/admin/enquiries?status=new" });
  }
  if (counts.calls) {
    tiles.push({ label: "Calls today", value: counts.calls.today, to: "/admin/bookings" });
    tiles.push({ label: "Calls in the next 7 days", value: counts.calls.thisWeek, to: "/admin/bookings" });
  }
  if (counts.failedEmails !== undefined) {
    tiles.push({ label: "Failed e-mails", value: counts.failedEmails, to: "/admin/outbox" });
  }
  if (counts.privacyRequests) {
    const { count, nearestDueAt } = counts.privacyRequests;
    tiles.push({
      label: "Open privacy requests",
      value: count,
      to: "/admin/privacy/requests?state=open",
      note: nearestDueAt ? (
        <>
          First due <IndiaTime at={nearestDueAt} />
        </>
      ) : undefined,
    });
  }
  const boardTile = counts.boardReports && boardReportTile(counts.boardReports);
  if (boardTile) tiles.push(boardTile);
  const jobs = counts.newApplications;
  if (tiles.length === 0 && jobs === undefined) return null;
  return (
    <section aria-labelledby="today-heading">
      <h2 id="today-heading" className="sr-only">
        Today
      </h2>
      {tiles.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {tiles.map((tile) => (
            <CountTile key={tile.label} {...tile} />
          ))}
        </ul>
      ) : null}
      {jobs !== undefined ? (
        <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
          <h3 className="font-semibold text-brand-900">New applications</h3>
          {jobs.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">None waiting: every application has been looked at.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {jobs.map((job) => (
                <li key={job.jobId}>
                  <Link
                    to={newApplicationsPath(job.jobId)}
                    className="flex items-center justify-between gap-3 py-2 text-sm hover:text-brand-800"
                  >
                    <span>
                      {job.title} <span className="text-slate-600">({job.location})</span>
                    </span>
                    <span className="font-semibold text-brand-900 tabular-nums">{job.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
