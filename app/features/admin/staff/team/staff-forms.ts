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
  /** Disabling and resetting second factors ask first: the account to confirm, and what the page says of it. */
  confirm?: AccountConfirmation | undefined;
  errors?: Record<string, string> | undefined;
};

/** The changes to a colleague's account that are asked about before they are made. */
export const confirmedIntents = ["disable", "reset-second-factor"] as const;
export type ConfirmedIntent = (typeof confirmedIntents)[number];

/**
 * The question before a confirmed change: whom it is about (`who`: name and e-mail address, `name`:
 * what the question calls them) and, for a reset, whether their role must set a new factor up.
 */
export type AccountConfirmation = {
  intent: ConfirmedIntent;
  accountId: string;
  who: string;
  name: string;
  roleLabel: string;
  mustUseAuthenticator: boolean;
};
