import { data } from "react-router";

import { downloadResponse } from "~/features/admin/shared/download";
import { requireStartedInBackOffice } from "~/features/admin/shared/download-start.server";
import { jobPath } from "~/features/admin/jobs/job-editor-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/job-applications-export-csv";

/** Every application to one job as a CSV file (no self-identification); the export is audited. */
export async function loader(args: Route.LoaderArgs) {
  requireStartedInBackOffice(args.request, jobPath(args.params.id));
  const { applications } = await requireStaff(args, "applications");
  const outcome = await applications.exportCsv(args.params.id);
  if (!outcome.ok) throw data({ message: outcome.message }, { status: 404 });
  return downloadResponse(outcome.value.content, {
    fileName: outcome.value.fileName,
    mediaType: "text/csv; charset=utf-8",
  });
}
