import { Copy, Eye, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";

import type { AuditEntryView } from "~contracts/staff";
import type { JobRecord } from "~domain/jobs/job-posts";

import type { FormErrors } from "~/features/admin/shared/form-data";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { DownloadLink } from "~/features/admin/shared/ui/download-link";
import { HistoryCard } from "~/features/admin/shared/ui/history-card";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SecondaryIconLink } from "~/features/admin/shared/ui/secondary-icon-link";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { JobForm } from "./job-form";
import { emptyJobForm, formValuesOf, type JobFormValues } from "./job-form-values";
import { JobAddressCard } from "./job-address-card";
import { JobStatusBadge } from "./job-status-badge";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";

export const jobPath = (id: string) => `/admin/jobs/${id}`;

/** A new job: the same form, saved as a draft. */
export function NewJobPage({
  values,
  errors,
}: {
  values?: JobFormValues | undefined;
  errors?: FormErrors | undefined;
}) {
  return (
    <>
      <BackLink to="/admin/jobs">All jobs</BackLink>
      <PageHeader title="New job" intro="Saved as a draft: only staff see it until you open it." />
      {errors?.form ? <Notice tone="error">{errors.form}</Notice> : null}
      <div className="max-w-3xl">
        <JobForm values={values ?? emptyJobForm} errors={errors} submitLabel="Save draft" />
      </div>
    </>
  );
}

export type JobEditorProps = {
  job: JobRecord;
  history: AuditEntryView[];
  /** What the last action did, from the address it redirected to. */
  done?: string | undefined;
  /** The form last sent and refused: its errors (keyed by field, "form" for the whole) and what was typed. */
  errors?: FormErrors | undefined;
  values?: JobFormValues | undefined;
  /** The address last typed and refused. */
  address?: string | undefined;
};

const doneMessages: Record<string, (job: JobRecord) => string> = {
  created: () => "Draft saved. Only staff can see it until you open it.",
  duplicated: () => "This is a new draft with the copied job's text. Change what differs, then open it.",
  saved: (job) => (job.status === "open" ? "Saved. The public page shows the change now." : "Saved."),
  open: () => "The job is open: it is on the careers page and in the sitemap now.",
  close: () => "The job is closed: it is off the careers page, and its page says it is closed.",
  address: (job) => `The job's address is now /career/apply/${job.id}; the old one leads here.`,
};

export function JobEditorPage({ job, history, done, errors, values, address }: JobEditorProps) {
  const message = done ? doneMessages[done]?.(job) : undefined;
  return (
    <>
      <BackLink to="/admin/jobs">All jobs</BackLink>
      <PageHeader
        title={job.title}
        intro={`${job.department} · ${job.location} · ${job.type}`}
        actions={
          <>
            <SecondaryIconLink to={`${jobPath(job.id)}/interviews`} icon={Users}>
              Interviews
            </SecondaryIconLink>
            <SecondaryIconLink to={`${jobPath(job.id)}/preview`} icon={Eye}>
              Preview
            </SecondaryIconLink>
          </>
        }
      />
      {message ? <Notice tone="success">{message}</Notice> : null}
      {errors?.form ? <Notice tone="error">{errors.form}</Notice> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {/* Keyed by the last change: after a save the fields show what was saved. */}
          <JobForm
            key={job.updatedAt.toISOString()}
            values={values ?? formValuesOf(job)}
            errors={errors}
            submitLabel="Save"
          />
        </div>
        <div className="min-w-0 space-y-6">
          <StatusCard job={job} />
          <JobAddressCard id={job.id} typed={address} error={errors?.slug} />
          <SectionCard title="Applications">
            <div className="mt-3 flex flex-col gap-2">
              <SecondaryIconLink to={`/admin/applications?job=${encodeURIComponent(job.id)}`} icon={Users}>
                Applications
              </SecondaryIconLink>
              <DownloadLink href={`${jobPath(job.id)}/applications.csv`}>Export applications (CSV)</DownloadLink>
            </div>
          </SectionCard>
          <HistoryCard history={history} />
        </div>
      </div>
    </>
  );
}

function Since({ label, at }: { label: string; at: Date }) {
  return (
    <p className="mt-2 text-sm text-slate-600">
      {label} <IndiaTime at={at} /> (India time)
    </p>
  );
}

const statusActions: Record<JobRecord["status"], { intent: "open" | "close"; label: string; explanation: ReactNode }> =
  {
    draft: {
      intent: "open",
      label: "Open job",
      explanation: "Only staff can see a draft. Opening it puts it on the careers page and in the sitemap.",
    },
    open: {
      intent: "close",
      label: "Close job",
      explanation: "Closing takes it off the careers page; its page then says it is closed and takes no applications.",
    },
    closed: {
      intent: "open",
      label: "Reopen job",
      explanation: "Reopening puts it back on the careers page and takes applications again.",
    },
  };

function StatusCard({ job }: { job: JobRecord }) {
  const action = statusActions[job.status];
  return (
    <SectionCard title="Status" aside={<JobStatusBadge status={job.status} />}>
      {job.status === "closed" && job.closedAt ? <Since label="Closed" at={job.closedAt} /> : null}
      {job.status === "open" && job.postedAt ? <Since label="On the careers page since" at={job.postedAt} /> : null}
      <p className="mt-2 text-sm text-slate-600">{action.explanation}</p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <SubmitButton
          name="intent"
          value={action.intent}
          tone={action.intent === "close" ? "danger" : "primary"}
          pendingLabel="Saving..."
        >
          {action.label}
        </SubmitButton>
        <SubmitButton name="intent" value="duplicate" tone="secondary" pendingLabel="Copying...">
          <Copy aria-hidden="true" className="size-4" />
          Duplicate
        </SubmitButton>
      </Form>
    </SectionCard>
  );
}
