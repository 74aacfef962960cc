import { data } from "react-router";

import { interviewPath } from "~/features/admin/applications/interviews/interview-list-page";
import { downloadResponse } from "~/features/admin/shared/download";
import { requireStartedInBackOffice } from "~/features/admin/shared/download-start.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/interview-resume";

/** The candidate's resume for an interviewer asked to interview them, audited as the recruiters' downloads are. */
export async function loader(args: Route.LoaderArgs) {
  requireStartedInBackOffice(args.request, interviewPath(args.params.id));
  const { interviews } = await requireStaff(args);
  const resume = await interviews.downloadResume(
    args.params.id,
    args.url.searchParams.get("view") === "1" ? "view" : "download",
  );
  if (!resume) throw data({ message: "There is no resume here for you." }, { status: 404 });
  return downloadResponse(resume.content, resume);
}
