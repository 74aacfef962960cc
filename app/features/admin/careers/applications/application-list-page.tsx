import { Download, Mail } from "lucide-react";
import { Link } from "react-router";

import type { ApplicationJobChoice, ApplicationListItem } from "~contracts/careers";
import type { ListPage } from "~contracts/outcome";
import {
  applicationStageLabels,
  applicationStages,
  jobStatusLabels,
  type ApplicationFilter,
  type ApplicationStage,
} from "~domain/careers/recruiting";

import { applicationPath, listPath } from "~/features/admin/careers/applications/application-filter";
import { StageBadge } from "~/features/admin/careers/applications/stage-badge";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { CountTabs } from "~/features/admin/shared/ui/count-tabs";
import { bodyCell, DataTable, headCell } from "~/features/admin/shared/ui/data-table";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { FilterBar, filterControl } from "~/features/admin/shared/ui/filter-bar";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { Pager } from "~/features/admin/shared/ui/pager";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { useRememberListAddress } from "~/features/admin/shared/ui/list-address";

export type ApplicationListProps = {
  filter: ApplicationFilter;
  page: ListPage<ApplicationListItem>;
  counts: Record<ApplicationStage, number>;
  jobs: ApplicationJobChoice[];
  /** The job the list is narrowed to, if any. */
  job: ApplicationJobChoice | undefined;
};

const jobLabel = (job: ApplicationJobChoice) =>
  `${job.title}, ${job.location}${job.status === "open" ? "" : ` (${jobStatusLabels[job.status]})`}`;

export function ApplicationListPage({ filter, page, counts, jobs, job }: ApplicationListProps) {
  useRememberListAddress();
  const narrowed = Boolean(filter.stage || filter.q);
  return (
    <>
      {job ? <BackLink to={listPath({})}>All applications</BackLink> : null}
      <PageHeader
        title={job ? `Applications for ${job.title}` : "Applications"}
        intro={
          job
            ? `${job.location} · ${jobStatusLabels[job.status]} job. Newest first; times are India time.`
            : "Applications to every job, newest first. Times are India time."
        }
        actions={
          <>
            {job ? (
              // A plain link: the export is a file the browser downloads, not a page of the app.
              <a href={`/admin/jobs/${job.id}/applications.csv`} className={buttonClass("secondary")} download>
                <Download aria-hidden="true" className="size-4" />
                Export CSV
              </a>
            ) : null}
            <Link to="/admin/applications/rejection-email" className={buttonClass("secondary")}>
              <Mail aria-hidden="true" className="size-4" />
              Rejection e-mail
            </Link>
          </>
        }
      />
      <CountTabs
        label="Stages"
        noun={["application", "applications"]}
        tabs={[undefined, ...applicationStages].map((stage) => ({
          key: stage ?? "all",
          label: stage ? applicationStageLabels[stage] : "All",
          to: listPath({ ...filter, stage }),
          count: stage ? counts[stage] : Object.values(counts).reduce((sum, count) => sum + count, 0),
          current: stage === filter.stage,
        }))}
      />
      <FilterBar
        label="Filter applications"
        q={filter.q}
        placeholder="Name, e-mail or reference"
        hidden={filter.stage ? { stage: filter.stage } : {}}
        clearTo={narrowed ? listPath({ job: filter.job }) : undefined}
        columns="lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_auto]"
        resetKey={listPath(filter)}
      >
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor="application-job" className="block text-sm font-medium text-slate-800">
            Job
          </label>
          <select id="application-job" name="job" defaultValue={filter.job ?? ""} className={filterControl}>
            <option value="">All jobs</option>
            {jobs.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {jobLabel(choice)}
              </option>
            ))}
          </select>
        </div>
      </FilterBar>
      {page.rows.length === 0 ? (
        narrowed ? (
          <EmptyState title="No applications match this filter">
            Try other words or another stage.{" "}
            <Link
              to={listPath({ job: filter.job })}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              Clear the filter
            </Link>
          </EmptyState>
        ) : (
          <EmptyState title={job ? "No applications for this job yet" : "No applications yet"}>
            Applications sent through the careers page show up here.
          </EmptyState>
        )
      ) : (
        <>
          <ApplicationTable rows={page.rows} showJob={!job} />
          <ApplicationCards rows={page.rows} />
        </>
      )}
      <Pager next={page.next} />
    </>
  );
}

const Applied = ({ row }: { row: ApplicationListItem }) => <IndiaTime at={row.createdAt} />;

/** From a tablet up: a table with the header in view. */
function ApplicationTable({ rows, showJob }: { rows: ApplicationListItem[]; showJob: boolean }) {
  return (
    <div className="hidden md:block">
      <DataTable
        caption="Applications"
        head={
          <tr>
            <th scope="col" className={headCell}>
              Candidate
            </th>
            {showJob ? (
              <th scope="col" className={headCell}>
                Job
              </th>
            ) : null}
            <th scope="col" className={headCell}>
              City
            </th>
            <th scope="col" className={headCell}>
              Stage
            </th>
            <th scope="col" className={headCell}>
              Applied
            </th>
          </tr>
        }
      >
        {rows.map((row) => (
          <tr key={row.id} className="relative hover:bg-slate-50">
            <td className={`${bodyCell} max-w-64`}>
              {/* The link's box is stretched over the whole row, so the row is one click target. */}
              <Link
                to={applicationPath(row.id)}
                className="font-semibold text-brand-900 after:absolute after:inset-0 hover:underline"
              >
                {row.fullName}
              </Link>
              <div className="truncate text-slate-600">{row.email}</div>
            </td>
            {showJob ? <td className={`${bodyCell} text-slate-700`}>{row.jobTitle}</td> : null}
            <td className={`${bodyCell} text-slate-700`}>{row.city}</td>
            <td className={bodyCell}>
              <StageBadge stage={row.stage} />
            </td>
            <td className={`${bodyCell} whitespace-nowrap text-slate-600`}>
              <Applied row={row} />
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

/** On a phone: one card per application, the whole card a link. */
function ApplicationCards({ rows }: { rows: ApplicationListItem[] }) {
  return (
    <ul className="space-y-3 md:hidden">
      {rows.map((row) => (
        <li key={row.id} className="relative rounded-2xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <Link
              to={applicationPath(row.id)}
              className="min-w-0 font-semibold text-brand-900 after:absolute after:inset-0"
            >
              <span className="block truncate">{row.fullName}</span>
            </Link>
            <StageBadge stage={row.stage} />
          </div>
          <p className="truncate text-sm text-slate-600">{row.email}</p>
          <p className="mt-2 text-sm text-slate-700">
            {row.jobTitle} · {row.city}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            <Applied row={row} />
          </p>
        </li>
      ))}
    </ul>
  );
}
