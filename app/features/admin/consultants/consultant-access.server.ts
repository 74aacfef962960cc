import { data } from "react-router";

import type { SignedIn } from "~contracts/back-office";
import type { ConsultantDesk } from "~contracts/consultants";
import { consultantChangeRefusals } from "~domain/consultants/consultant-schedule";

import { requireStaff, type RouteArgs } from "~/features/admin/shared/staff-session.server";
import { weekAsked } from "./week-address";

/** What the server found of a consultant, or the page's 404 or 403. */
function opened<Found>(found: Found | "not yours" | undefined): Found {
  if (!found) throw data({ message: "This consultant does not exist." }, { status: 404 });
  if (found === "not yours") throw data({ message: "Your role does not give access to this page." }, { status: 403 });
  return found;
}

/** A consultant's page, as the server lets the member open it: sales and admins anyone's, each consultant their own. */
export async function requireConsultantPage(args: RouteArgs, consultantId: string) {
  const signedIn = await requireStaff(args);
  return { signedIn, consultant: opened(await signedIn.consultant.find(consultantId)) };
}

/** A consultant's week (`?week=`), to whoever may open their page. */
export async function requireConsultantWeek(args: RouteArgs, consultantId: string) {
  const signedIn = await requireStaff(args);
  const asked = weekAsked(args.request, signedIn.now());
  return { signedIn, ...asked, week: opened(await signedIn.consultant.week(consultantId, asked.monday)) };
}

/** Who takes calls is the consultants area's to decide: the team's desk, or the refusal to answer anyone else. */
export const takingCalls = ({ areas }: SignedIn): ConsultantDesk | { refused: string } =>
  areas.consultants?.consultants ?? { refused: consultantChangeRefusals["taking calls"] };
