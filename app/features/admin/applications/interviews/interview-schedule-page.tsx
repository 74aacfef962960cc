import type { InterviewScheduleView, ScheduleEntry } from "~contracts/recruiting-work";

import { applicationPath } from "~/features/admin/applications/application-filter";
import { InterviewStateBadge, InterviewWhen } from "~/features/admin/applications/recruiting-work/interview-time-state";
import { CardList } from "~/features/admin/shared/ui/card-list";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { NameLink } from "~/features/admin/shared/ui/name-link";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { Pager } from "~/features/admin/shared/ui/pager";
import { ViewTabs } from "~/features/admin/shared/ui/view-tabs";

export const interviewSchedulePath = "/admin/interview-schedule";

const views: { view: InterviewScheduleView; label: string; empty: string }[] = [
  { view: "upcoming", label: "Upcoming", empty: "No interview is booked from now on." },
  { view: "waiting", label: "Waiting for a time", empty: "Every interview asked for has a time." },
  { view: "scorecards", label: "Scorecards owed", empty: "Every interview given has all its scorecards." },
];

const viewPath = (view: InterviewScheduleView) =>
  view === "upcoming" ? interviewSchedulePath : `${interviewSchedulePath}?view=${view}`;

/**
 * The recruiters' one schedule of every candidate's interviews: those booked,
 * soonest first; those waiting for a time; those given whose scorecards are not all in. Each
 * opens the candidate's page, where its panel and time are arranged.
 */
export function InterviewSchedulePage({
  view,
  rows,
  next,
}: {
  view: InterviewScheduleView;
  rows: ScheduleEntry[];
  next?: string | undefined;
}) {
  const current = views.find((entry) => entry.view === view)!;
  return (
    <>
      <PageHeader
        title="Interview schedule"
        intro="Every candidate's interviews, across jobs. Times are India time (IST)."
      />
      <ViewTabs label="Which interviews" views={views} current={view} pathOf={viewPath} />
      <CardList
        items={rows}
        empty={<EmptyState title={current.empty}>Interviews are arranged on each candidate&apos;s page.</EmptyState>}
        className="flex flex-col gap-2"
        cardClassName="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:gap-5"
      >
        {(row) => <ScheduleItem row={row} />}
      </CardList>
      <Pager
        next={next}
        label={view === "upcoming" ? "Later interviews" : "Earlier interviews"}
        firstLabel={view === "upcoming" ? "Soonest" : "Latest"}
      />
    </>
  );
}

/** What one interview's card holds. */
function ScheduleItem({ row }: { row: ScheduleEntry }) {
  return (
    <>
      <p className="shrink-0 text-sm font-semibold text-brand-900 sm:w-44">
        <InterviewWhen state={row.state} startsAt={row.startsAt} />
      </p>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <NameLink to={applicationPath(row.applicationId)}>{row.candidateName}</NameLink>
          <span className="font-mono text-sm text-slate-700">{row.reference}</span>
          <InterviewStateBadge state={row.state} />
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {row.stageName} · {row.jobTitle}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {row.panel.length === 0
            ? "Nobody is asked to interview."
            : `Interviewers: ${row.panel
                .map((person) => (person.submitted ? `${person.name} (scorecard in)` : person.name))
                .join(", ")}`}
        </p>
      </div>
    </>
  );
}
