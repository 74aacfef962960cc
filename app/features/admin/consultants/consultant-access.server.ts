import { data } from "react-router";

import { mayUse, type StaffMember } from "~domain/staff";
import { siteContext } from "~contracts/load-context";

import { requireStaff, type RouteArgs } from "~/features/admin/staff-session.server";

/** A consultant's page: sales and admins may open anyone's, each consultant their own. */
export async function requireConsultantAccess(args: RouteArgs, consultantId: string): Promise<StaffMember> {
  const member = await requireStaff(args);
  if (mayUse(member.role, "consultants")) return member;
  const own = await args.context.get(siteContext).backOffice.consultants.ofMember(member);
  if (own?.id === consultantId) return member;
  throw data({ message: "Your role does not give access to this page." }, { status: 403 });
}
