import { AuditPage } from "~/features/admin/audit/audit-page";
import { adminMeta } from "~/features/admin/admin-meta";
import { requireStaff } from "~/features/admin/staff-session.server";
import { auditActionPrefixes } from "~contracts/staff";

import type { Route } from "./+types/audit";
import { siteContext } from "~contracts/load-context";

export const meta = () => adminMeta("Audit log");

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "audit");
  const url = args.url;
  // An unknown filter in a hand-edited address shows everything rather than failing.
  const action = auditActionPrefixes.find((prefix) => prefix === url.searchParams.get("action"));
  const page = await args.context.get(siteContext).backOffice.audit.list({
    after: url.searchParams.get("after") ?? undefined,
    actionPrefix: action,
  });
  return { ...page, action: action ?? "" };
}

export default function AdminAuditRoute({ loaderData }: Route.ComponentProps) {
  return <AuditPage rows={loaderData.rows} next={loaderData.next} action={loaderData.action} />;
}
