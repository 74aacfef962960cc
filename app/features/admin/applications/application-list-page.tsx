import { Columns3, ListChecks, Mail } from "lucide-react";

import type { ApplicationJobChoice, ApplicationListItem } from "~contracts/applications";
import {
  applicationStageLabels,
  applicationStages,
  type ApplicationFilter,
  type ApplicationStage,
} from "~domain/applications/recruiting";
import { jobStatusLabels } from "~domain/jobs/job-posts";

import { applicationPath, boardPath, listPath } from "~/features/admin/applications/application-filter";
import { AppliedTwiceBadge, StageBadge } from "~/features/admin/applications/stage-badge";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { DownloadLink } from "~/features/admin/shared/ui/download-link";
import { CountTabs } from "~/features/admin/shared/ui/count-tabs";
import { bodyCell, linkedRow, RowLink } from "~/features/admin/shared/ui/data-table";
import { LinkCard } from "~/features/admin/shared/ui/link-card";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { FilterBar, FilterSelect } from "~/features/admin/shared/ui/filter-bar";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { PagedList, type FilteredListProps } from "~/features/admin/shared/ui/paged-list";
import { SecondaryIconLink } from "~/features/admin/shared/ui/secondary-icon-link";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { useRememberListAddress } from "~/features/admin/shared/ui/list-address";

export type ApplicationListProps = FilteredListProps<ApplicationFilter, ApplicationListItem, ApplicationStage> & {
  jobs: ApplicationJobChoice[];
  /** The job the list is narrowed to, if any. */
  job: ApplicationJobChoice | undefined;
  /** Every tag in use, for the filter. */
  tags: string[];
};

/** A job as the job filters name it: its title and place, and its status unless open. */
export const jobLabel = (job: ApplicationJobChoice) =>
  `${job.title}, ${job.location}${job.status === "open" ? "" : ` (${jobStatusLabels[job.status]})`}`;

export function ApplicationListPage({ filter, page, counts, jobs, job, tags }: ApplicationListProps) {
  useRememberListAddress();
  const narrowed = Boolean(filter.stage || filter.q || filter.tag);
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
              <SecondaryIconLink to={boardPath(job.id, filter.tag)} icon={Columns3}>
                Board
              </SecondaryIconLink>
            ) : null}
            {job ? <DownloadLink href={`/admin/jobs/${job.id}/applications.csv`}>Export CSV</DownloadLink> : null}
            <SecondaryIconLink to="/admin/applications/rejection-email" icon={Mail}>
              Rejection e-mail
            </SecondaryIconLink>
            <SecondaryIconLink to="/admin/applications/rejection-reasons" icon={ListChecks}>
              Rejection reasons
            </SecondaryIconLink>
            <SecondaryIconLink to="/admin/applications/offer-letter" icon={Mail}>
              Offer letter
            </SecondaryIconLink>
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
        columns={
          tags.length > 0
            ? "lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_auto]"
            : "lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_auto]"
        }
        resetKey={listPath(filter)}
      >
        <FilterSelect
          id="application-job"
          label="Job"
          name="job"
          value={filter.job}
          anyLabel="All jobs"
          choices={jobs.map((choice) => ({ value: choice.id, label: jobLabel(choice) }))}
          className="col-span-2 lg:col-span-1"
        />
        {tags.length > 0 ? (
          <FilterSelect
            id="application-tag"
            label="Tag"
            name="tag"
            value={filter.tag}
            anyLabel="Any tag"
            choices={tags.map((tag) => ({ value: tag, label: tag }))}
            className="col-span-2 lg:col-span-1"
          />
        ) : null}
      </FilterBar>
      <PagedList
        page={page}
        noMatch={
          narrowed ? { records: "applications", other: "stage", clearTo: listPath({ job: filter.job }) } : undefined
        }
        empty={
          <EmptyState title={job ? "No applications for this job yet" : "No applications yet"}>
            Applications sent through the careers page show up here.
          </EmptyState>
        }
        caption="Applications"
        columns={["Candidate", job ? null : "Job", "City", "Stage", "Applied"]}
        tableRow={(row) => <ApplicationRow row={row} showJob={!job} />}
        card={(row) => <ApplicationCard row={row} />}
      />
    </>
  );
}

const Applied = ({ row }: { row: ApplicationListItem }) => <IndiaTime at={row.createdAt} />;

const AppliedTwice = () => (
  <div className="mt-1">
    <AppliedTwiceBadge />
  </div>
);

/** From a tablet up: the whole row a link to the application. */
function ApplicationRow({ row, showJob }: { row: ApplicationListItem; showJob: boolean }) {
  return (
    <tr className={linkedRow}>
      <td className={`${bodyCell} max-w-64`}>
        <RowLink to={applicationPath(row.id)}>{row.fullName}</RowLink>
        <div className="truncate text-slate-600">{row.email}</div>
        {row.appliedTwice ? <AppliedTwice /> : null}
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
  );
}

/** On a phone: one card per application, the whole card a link. */
function ApplicationCard({ row }: { row: ApplicationListItem }) {
  return (
    <LinkCard
      to={applicationPath(row.id)}
      title={<span className="block truncate">{row.fullName}</span>}
      badge={<StageBadge stage={row.stage} />}
    >
      <p className="truncate text-sm text-slate-600">{row.email}</p>
      {row.appliedTwice ? <AppliedTwice /> : null}
      <p className="mt-2 text-sm text-slate-700">
        {row.jobTitle} · {row.city}
      </p>
      <p className="mt-1 text-xs text-slate-500">
        <Applied row={row} />
      </p>
    </LinkCard>
  );
}
