import { z } from "zod";

import { defaultSecondFactorRoles, staffRoleLabels, staffRoles, type StaffRole } from "../../domain/staff/staff";
import type { Db, DbOrTransaction } from "../db/db";
import { readSetting, type Setting } from "../kernel/runtime/settings";
import { changeSetting, type Actor } from "../kernel/audit/audit";

/** Which roles must sign in with a second factor: an admin's choice, stored once for every instance. */
const secondFactorRolesSetting: Setting<readonly StaffRole[]> = {
  key: "staff.second-factor-roles",
  schema: z.array(z.enum(staffRoles)),
  fallback: defaultSecondFactorRoles,
};

export const rolesRequiringSecondFactor = (db: DbOrTransaction) => readSetting(db, secondFactorRolesSetting);

export async function setRolesRequiringSecondFactor(
  db: Db,
  actor: Actor,
  roles: readonly StaffRole[],
  now: Date,
): Promise<void> {
  // Always in the table's order, so the stored value and the audit entry read the same way.
  const chosen = staffRoles.filter((role) => roles.includes(role));
  await db.transaction(async (tx) => {
    await changeSetting(tx, actor, secondFactorRolesSetting, chosen, now, {
      action: "staff.second-factor-roles",
      summary:
        chosen.length > 0
          ? `Required a second factor of ${chosen.map((role) => staffRoleLabels[role]).join(", ")}.`
          : "Required a second factor of no role.",
      details: { roles: chosen },
    });
  });
}
