import { consultantChangeRefusals, type ConsultantChange } from "../../domain/consultants/consultant-schedule";
import { mayUse, type StaffMember } from "../../domain/staff/staff";
import type { DbOrTransaction } from "../db/db";
import { RefusedError } from "../kernel/requests/outcome";
import { consultantOfAccount } from "./consultant-admin";

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
  if (!(await changesAllowed(db, actor, consultantId))[change])
    throw new RefusedError(consultantChangeRefusals[change]);
}
