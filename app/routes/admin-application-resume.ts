import { data } from "react-router";

import { downloadResponse } from "~/features/admin/download";
import { requireStaff } from "~/features/admin/staff-session.server";

import type { Route } from "./+types/admin-application-resume";

/** The candidate's resume as a file to save, never a page the site renders; each download is audited. */
export async function loader(args: Route.LoaderArgs) {
  const member = await requireStaff(args, "applications");
  const resume = await args.context.backOffice.applications.downloadResume(member, args.params.id);
  if (!resume) throw data({ message: "There is no resume for this application (any more)." }, { status: 404 });
  return downloadResponse(resume.content, resume);
}
