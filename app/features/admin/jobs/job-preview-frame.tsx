import type { ReactNode } from "react";
import { Link } from "react-router";

import type { JobStatus } from "~domain/jobs/job-posts";

import { BackLink } from "~/features/admin/shared/ui/back-link";
import { Notice } from "~/features/admin/shared/ui/notice";

import { jobPath } from "./job-editor-page";

const banners: Record<JobStatus, string> = {
  draft: "Preview — not public. This draft is seen only by staff until it is opened.",
  open: "Preview of the public page: this job is open, and the page below is what visitors see.",
  closed: "Preview of the public page: this job is closed, so visitors see the notice below instead of the form.",
};

/** The public page of a job, framed as a preview: `children` are the careers page's own components. */
export function JobPreviewFrame({ id, status, children }: { id: string; status: JobStatus; children: ReactNode }) {
  return (
    <>
      <BackLink to="/admin/jobs">All jobs</BackLink>
      <Notice tone="info">
        <strong className="font-semibold">{banners[status]}</strong>{" "}
        <Link to={jobPath(id)} className="underline underline-offset-4">
          Back to the editor
        </Link>
      </Notice>
      <div className="rounded-2xl border border-slate-200 bg-white px-4 pb-8 sm:px-8">{children}</div>
    </>
  );
}

/** Where the public page has its application form: a preview must not send applications. */
export function FormPlaceholder() {
  return (
    <p className="mt-8 rounded-3xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
      On the public page, the four-step application form follows here.
    </p>
  );
}
