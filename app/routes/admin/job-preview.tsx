import { data } from "react-router";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { FormPlaceholder, JobPreviewFrame } from "~/features/admin/jobs/job-preview-frame";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import { ClosedNotice, JobOpening } from "~/features/careers/job-opening";

import type { Route } from "./+types/job-preview";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  adminMeta(loaded ? `Preview: ${loaded.job.title}` : "Preview");

export async function loader(args: Route.LoaderArgs) {
  const { jobs } = await requireStaff(args, "jobs");
  const preview = await jobs.preview(args.params.id);
  if (!preview) throw data({ message: "There is no such job." }, { status: 404 });
  return preview;
}

/** The job as its public page shows it, drawn by the careers page's own components. */
export default function AdminJobPreviewRoute({ loaderData: { job, status } }: Route.ComponentProps) {
  const closed = status === "closed";
  return (
    <JobPreviewFrame id={job.id} status={status}>
      <JobOpening job={job} closed={closed}>
        {closed ? <ClosedNotice /> : <FormPlaceholder />}
      </JobOpening>
    </JobPreviewFrame>
  );
}
