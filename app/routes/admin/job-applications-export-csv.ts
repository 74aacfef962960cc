import { data } from "react-router";

import { auditedCsvDownload } from "~/features/admin/shared/csv-download.server";
import { jobPath } from "~/features/admin/jobs/job-editor-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/job-applications-export-csv";

/** Every application to one job as a CSV file (no self-identification); the export is audited. */
export async function loader(args: Route.LoaderArgs) {
  return auditedCsvDownload(args.request, jobPath(args.params.id), async () => {
    const { applications } = await requireStaff(args, "applications");
    const outcome = await applications.exportCsv(args.params.id);
    if (!outcome.ok) throw data({ message: outcome.message }, { status: 404 });
    return outcome.value;
  });
}
