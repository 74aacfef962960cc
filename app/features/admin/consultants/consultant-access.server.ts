import { data } from "react-router";

import type { SignedIn } from "~contracts/back-office";
import type { ConsultantDesk } from "~contracts/consultants";
import { consultantChangeRefusals } from "~domain/consultants/consultant-schedule";

import { requireStaff, type RouteArgs } from "~/features/admin/shared/staff-session.server";

/** A consultant's page, as the server lets the member open it: sales and admins anyone's, each consultant their own. */
export async function requireConsultantPage(args: RouteArgs, consultantId: string) {
  const signedIn = await requireStaff(args);
  const consultant = await signedIn.consultant.find(consultantId);
  if (!consultant) throw data({ message: "This consultant does not exist." }, { status: 404 });
  if (consultant === "not yours") {
    throw data({ message: "Your role does not give access to this page." }, { status: 403 });
  }
  return { signedIn, consultant };
}

/** Who takes calls is the consultants area's to decide: the team's desk, or the refusal to answer anyone else. */
export const takingCalls = ({ areas }: SignedIn): ConsultantDesk | { refused: string } =>
  areas.consultants?.consultants ?? { refused: consultantChangeRefusals["taking calls"] };
