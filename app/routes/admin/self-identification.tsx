import { adminMeta } from "~/features/admin/shared/admin-meta";
import { SelfIdentificationPage } from "~/features/admin/privacy/self-identification-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/self-identification";

export const meta = () => adminMeta("Self-identification");

export async function loader(args: Route.LoaderArgs) {
  const { privacy } = await requireStaff(args, "privacy");
  return { reports: await privacy.selfIdentificationReport() };
}

export default function AdminSelfIdentificationRoute({ loaderData }: Route.ComponentProps) {
  return <SelfIdentificationPage {...loaderData} />;
}
