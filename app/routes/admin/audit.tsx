import { AuditPage } from "~/features/admin/staff/audit/audit-page";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import { auditActionPrefixes } from "~contracts/staff";
import { isIsoDate } from "~domain/time/india-dates";

import type { Route } from "./+types/audit";

export const meta = () => adminMeta("Audit log");

export async function loader(args: Route.LoaderArgs) {
  const { audit } = await requireStaff(args, "audit");
  const params = args.url.searchParams;
  const people = await audit.people();
  // An unknown filter in a hand-edited address shows everything rather than failing.
  const action = auditActionPrefixes.find((prefix) => prefix === params.get("action"));
  const person = people.find(({ id }) => id === params.get("person"))?.id;
  const on = params.get("on") ?? "";
  const page = await audit.list({
    after: params.get("after") ?? undefined,
    actionPrefix: action,
    actorId: person,
    on: isIsoDate(on) ? on : undefined,
  });
  return { ...page, people, filter: { action: action ?? "", person: person ?? "", on: isIsoDate(on) ? on : "" } };
}

export default function AdminAuditRoute({ loaderData }: Route.ComponentProps) {
  return <AuditPage {...loaderData} />;
}
