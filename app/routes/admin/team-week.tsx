import { adminMeta } from "~/features/admin/shared/admin-meta";
import { weekAsked } from "~/features/admin/consultants/week-address";
import { TeamWeekPage } from "~/features/admin/consultants/week-view";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/team-week";

export const meta = () => adminMeta("The team’s week");

export async function loader(args: Route.LoaderArgs) {
  const { consultants: desk, now } = await requireStaff(args, "consultants");
  const { monday, today } = weekAsked(args.request, now());
  return { team: await desk.teamWeek(monday), monday, today };
}

export default function AdminTeamWeekRoute({ loaderData }: Route.ComponentProps) {
  return <TeamWeekPage {...loaderData} />;
}
