import { data } from "react-router";

import { applicationPath } from "~/features/admin/applications/application-filter";
import { downloadResponse } from "~/features/admin/shared/download";
import { requireStartedInBackOffice } from "~/features/admin/shared/download-start.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import { isServiceUnavailable } from "~contracts/outcome";

import type { Route } from "./+types/application-resume";

/**
 * The candidate's resume as a file to save, never a page the site renders, streamed from the store;
 * each download is audited. `?view=1` is the page's viewer fetching the same bytes, audited as a view.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStartedInBackOffice(args.request, applicationPath(args.params.id));
  const { applications } = await requireStaff(args, "applications");
  const resume = await applications
    .downloadResume(args.params.id, args.url.searchParams.get("view") === "1" ? "view" : "download")
    .catch((error) => {
      if (isServiceUnavailable(error))
        throw data({ message: "The resume storage cannot answer now. Please try again in a moment." }, { status: 503 });
      throw error;
    });
  if (!resume) throw data({ message: "There is no resume for this application (any more)." }, { status: 404 });
  return downloadResponse(resume.content, resume);
}
