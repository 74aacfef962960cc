import { adminMeta } from "~/features/admin/shared/admin-meta";
import { requireConsultantWeek } from "~/features/admin/consultants/consultant-access.server";
import { ConsultantWeekPage } from "~/features/admin/consultants/week-view";

import type { Route } from "./+types/consultant-week";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(`${loaderData?.week.name ?? "Consultant"}: their week`);

export async function loader(args: Route.LoaderArgs) {
  const { signedIn, week, monday, today } = await requireConsultantWeek(args, args.params.id);
  return { week, monday, today, mayList: signedIn.areas.consultants !== undefined };
}

export default function AdminConsultantWeekRoute({ loaderData }: Route.ComponentProps) {
  return <ConsultantWeekPage {...loaderData} />;
}
