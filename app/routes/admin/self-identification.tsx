import { adminMeta } from "~/features/admin/admin-meta";
import { SelfIdentificationPage } from "~/features/admin/privacy/self-identification-page";
import { requireStaff } from "~/features/admin/staff-session.server";

import type { Route } from "./+types/self-identification";
import { siteContext } from "~contracts/load-context";

export const meta = () => adminMeta("Self-identification");

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "privacy");
  return { reports: await args.context.get(siteContext).backOffice.privacy.selfIdentificationReport() };
}

export default function AdminSelfIdentificationRoute({ loaderData }: Route.ComponentProps) {
  return <SelfIdentificationPage {...loaderData} />;
}
