import { Link } from "react-router";

import type { JobListItem } from "~domain/jobs/job-posts";

import { formatDay } from "~/components/ui/format-day";
import { bodyCell, linkedRow, RowLink, TableAndCards } from "~/features/admin/shared/ui/data-table";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { LinkCard } from "~/features/admin/shared/ui/link-card";
import { NewRecordLink, PageHeader } from "~/features/admin/shared/ui/page-header";

import { jobPath } from "./job-editor-page";
import { JobStatusBadge } from "./job-status-badge";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { useRememberListAddress } from "~/features/admin/shared/ui/list-address";

const applicationsPath = (id: string) => `/admin/applications?job=${encodeURIComponent(id)}`;

/** "12 (3 new)", linking to the job's applications; a job with none says so without a link. */
function ApplicationCount({ job }: { job: JobListItem }) {
  if (job.applications === 0) return <span className="text-slate-600">None yet</span>;
  return (
    // Above the row's stretched link, so it opens the applications rather than the job.
    <Link
      to={applicationsPath(job.id)}
      className="relative z-[1] font-semibold text-brand-800 underline underline-offset-4"
    >
      {job.applications.toLocaleString("en-IN")}
      <span className="sr-only"> {job.applications === 1 ? "application" : "applications"}</span>
      {job.newApplications > 0 ? <span className="font-normal"> ({job.newApplications} new)</span> : null}
    </Link>
  );
}

function ValidThrough({ job }: { job: JobListItem }) {
  return job.validThrough ? (
    <time dateTime={job.validThrough}>{formatDay(job.validThrough)}</time>
  ) : (
    <>No closing date</>
  );
}

export function JobListPage({ jobs }: { jobs: JobListItem[] }) {
  useRememberListAddress();
  return (
    <>
      <PageHeader
        title="Jobs"
        intro="Open jobs first, then drafts, then closed ones; the latest change first. Times are India time."
        actions={<NewRecordLink to="/admin/jobs/new">New job</NewRecordLink>}
      />
      {jobs.length === 0 ? (
        <EmptyState title="No jobs yet">
          Write the first one with “New job”; it stays a draft until you open it.
        </EmptyState>
      ) : (
        <TableAndCards
          rows={jobs}
          caption="Jobs"
          columns={["Status", "Job", "Applications", "Valid through", "Last change"]}
          tableRow={(job) => <JobRow job={job} />}
          card={(job) => <JobCard job={job} />}
        />
      )}
    </>
  );
}

/** From a tablet up: the whole row a link to the job. */
function JobRow({ job }: { job: JobListItem }) {
  return (
    <tr className={linkedRow}>
      <td className={bodyCell}>
        <JobStatusBadge status={job.status} />
      </td>
      <td className={`${bodyCell} max-w-sm`}>
        <RowLink to={jobPath(job.id)}>{job.title}</RowLink>
        <div className="text-slate-600">
          {job.department} · {job.location}
        </div>
      </td>
      <td className={`${bodyCell} whitespace-nowrap`}>
        <ApplicationCount job={job} />
      </td>
      <td className={`${bodyCell} whitespace-nowrap text-slate-600`}>
        <ValidThrough job={job} />
      </td>
      <td className={`${bodyCell} whitespace-nowrap text-slate-600`}>
        <IndiaTime at={job.updatedAt} />
      </td>
    </tr>
  );
}

/** On a phone: one card per job. */
function JobCard({ job }: { job: JobListItem }) {
  return (
    <LinkCard to={jobPath(job.id)} title={job.title} badge={<JobStatusBadge status={job.status} />}>
      <p className="text-sm text-slate-600">
        {job.department} · {job.location}
      </p>
      <p className="mt-2 text-sm">
        Applications: <ApplicationCount job={job} />
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {job.validThrough ? "Valid through " : null}
        <ValidThrough job={job} />
      </p>
    </LinkCard>
  );
}
