import { mayUse, type StaffMember } from "../../domain/staff";
import type { DbOrTransaction } from "../db/open-db";
import { RefusedError } from "../kernel/outcome";
import { consultantOfAccount } from "./consultant-admin";

/**
 * Who may change what of a consultant (issue 42, item 2), decided here for every page and route:
 * sales and admins (the consultants area) decide who takes calls and may keep anyone's hours, days
 * off and meeting link; a consultant keeps their own; a calendar's secret address is its owner's
 * alone, since it opens their whole calendar to whoever holds it.
 */
export type ConsultantChange = "taking calls" | "schedule" | "calendar";

const refusals: Record<ConsultantChange, string> = {
  "taking calls": "Only sales and admins decide who takes demo calls.",
  schedule: "Only the consultant, sales and admins change a consultant's hours.",
  calendar: "Only the consultant connects their own calendar.",
};

/** What the actor may change of the consultant `consultantId` (of none, when it is about taking calls). */
export async function changesAllowed(
  db: DbOrTransaction,
  actor: StaffMember,
  consultantId: string | null,
): Promise<Record<ConsultantChange, boolean>> {
  const managesTeam = mayUse(actor.role, "consultants");
  const own = consultantId !== null && (await consultantOfAccount(db, actor.id))?.id === consultantId;
  return { "taking calls": managesTeam, schedule: managesTeam || own, calendar: own };
}

/** Throws RefusedError unless the actor may make the change. */
export async function requireMayChange(
  db: DbOrTransaction,
  actor: StaffMember,
  change: ConsultantChange,
  consultantId: string | null,
): Promise<void> {
  if (!(await changesAllowed(db, actor, consultantId))[change]) throw new RefusedError(refusals[change]);
}
