import { z } from "zod";

import { staffRoles } from "~domain/staff/staff";

/** The per-account actions of the staff page; each names the account it acts on. */
const accountId = z.uuid({ error: "This account does not exist." });

export const ChangeRoleSchema = z.object({
  accountId,
  role: z.enum(staffRoles, { error: "Please choose a role." }),
});

export const AccountActionSchema = z.object({ accountId });

export const SecondFactorRolesSchema = z.object({ roles: z.array(z.enum(staffRoles)) });

export const staffIntents = [
  "invite",
  "role",
  "disable",
  "enable",
  "link",
  "reset-second-factor",
  "second-factor-roles",
] as const;
export type StaffIntent = (typeof staffIntents)[number];

/** What the staff page's action answers: a message to show, a link to pass on, or the invite form's errors. */
export type StaffActionResult = {
  intent: StaffIntent | "unknown";
  ok: boolean;
  message: string;
  link?: string | undefined;
  /** Disabling asks first: the account to confirm, and how the page names it. */
  confirmDisable?: { accountId: string; who: string } | undefined;
  errors?: Record<string, string> | undefined;
};
