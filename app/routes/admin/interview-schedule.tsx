import { InterviewSchedulePage } from "~/features/admin/applications/interviews/interview-schedule-page";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import { interviewScheduleViews, type InterviewScheduleView } from "~contracts/recruiting-work";

import type { Route } from "./+types/interview-schedule";

export const meta = () => adminMeta("Interview schedule");

export async function loader(args: Route.LoaderArgs) {
  const { recruiting } = await requireStaff(args, "applications");
  const params = args.url.searchParams;
  const asked = params.get("view");
  // An unknown view is the default one, as the bookings list reads its own.
  const view: InterviewScheduleView = interviewScheduleViews.find((entry) => entry === asked) ?? "upcoming";
  const page = await recruiting.interviewSchedule(view, { after: params.get("after") ?? undefined });
  return { view, rows: page.rows, next: page.next };
}

export default function AdminInterviewScheduleRoute({ loaderData }: Route.ComponentProps) {
  return <InterviewSchedulePage {...loaderData} />;
}
