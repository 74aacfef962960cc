import { InterviewListPage } from "~/features/admin/applications/interviews/interview-list-page";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/interview-list";

export const meta = () => adminMeta("Your interviews");

export async function loader(args: Route.LoaderArgs) {
  const { interviews } = await requireStaff(args);
  return { interviews: await interviews.mine() };
}

export default function AdminInterviewListRoute({ loaderData }: Route.ComponentProps) {
  return <InterviewListPage interviews={loaderData.interviews} />;
}
