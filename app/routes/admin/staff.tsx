import { adminMeta } from "~/features/admin/shared/admin-meta";
import {
  AccountActionSchema,
  ChangeRoleSchema,
  SecondFactorRolesSchema,
  staffIntents,
  type ConfirmedIntent,
  type StaffActionResult,
  type StaffIntent,
} from "~/features/admin/staff/team/staff-forms";
import { StaffPage } from "~/features/admin/staff/team/staff-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import type { Outcome } from "~contracts/outcome";
import { InviteStaffSchema, staffRoleLabels } from "~domain/staff/staff";

import type { Route } from "./+types/staff";
import {
  answer,
  formAction,
  intent,
  intentWith,
  type FormIntent,
} from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Staff");

export async function loader(args: Route.LoaderArgs) {
  const { member, staff: desk } = await requireStaff(args, "staff");
  const [accounts, secondFactorRoles] = await Promise.all([desk.list(), desk.secondFactorRoles()]);
  return { member, accounts, secondFactorRoles };
}

export async function action(args: Route.ActionArgs) {
  const { staff: desk } = await requireStaff(args, "staff");
  const saved = (name: StaffIntent, message: string) => answer<StaffActionResult>({ intent: name, ok: true, message });
  // A change that asks first: the question, until the form says it was confirmed.
  const confirmed = (
    name: ConfirmedIntent,
    change: (accountId: string) => Promise<Outcome>,
    message: string,
  ): FormIntent<StaffActionResult> =>
    intent({
      schema: AccountActionSchema,
      run: async ({ accountId }, form) => {
        if (form.get("confirmed") === "yes") return change(accountId);
        const account = (await desk.list()).find((candidate) => candidate.id === accountId);
        if (!account) return answer({ intent: name, ok: false, message: "This account does not exist." }, 400);
        const secondFactorRoles = await desk.secondFactorRoles();
        return answer({
          intent: name,
          ok: true,
          message: "",
          confirm: {
            intent: name,
            accountId,
            who: account.name ? `${account.name} (${account.email})` : account.email,
            name: account.name || account.email,
            roleLabel: staffRoleLabels[account.role],
            mustUseAuthenticator: secondFactorRoles.includes(account.role),
          },
        });
      },
      done: saved(name, message),
    });
  return formAction<StaffActionResult>(args.request, {
    intents: {
      invite: intent({
        schema: InviteStaffSchema,
        run: (invitation) => desk.invite(invitation),
        done: ({ link }, { email }) =>
          answer({
            intent: "invite",
            ok: true,
            message: `Invited ${email}. An e-mail with this link is on its way to them.`,
            link,
          }),
        refused: (_, refusal) =>
          "errors" in refusal
            ? { intent: "invite", ok: false, message: "Please check the invitation.", errors: refusal.errors }
            : { intent: "invite", ok: false, message: refusal.message },
      }),
      role: intent({
        schema: ChangeRoleSchema,
        run: ({ accountId, role }) => desk.changeRole(accountId, role),
        done: saved("role", "The role is saved."),
      }),
      "second-factor-roles": intentWith({
        parse: (form) => {
          const roles = SecondFactorRolesSchema.safeParse({ roles: form.getAll("roles") });
          return roles.success
            ? { ok: true, value: roles.data.roles }
            : { ok: false, errors: { roles: "Please choose roles from the list." } };
        },
        run: (roles) => desk.setSecondFactorRoles(roles),
        done: saved("second-factor-roles", "Saved: the roles ticked must use an authenticator app."),
      }),
      link: intent({
        schema: AccountActionSchema,
        run: ({ accountId }) => desk.resendLink(accountId),
        done: ({ link }) =>
          answer({
            intent: "link",
            ok: true,
            message: "A new password link is ready. Any link sent before no longer works.",
            link,
          }),
      }),
      "reset-second-factor": confirmed(
        "reset-second-factor",
        (accountId) => desk.resetSecondFactor(accountId),
        "The authenticator app, recovery codes and passkeys are removed, the account is signed out everywhere, and an e-mail tells them.",
      ),
      disable: confirmed(
        "disable",
        (accountId) => desk.setDisabled(accountId, true),
        "The account is disabled and signed out everywhere.",
      ),
      enable: intent({
        schema: AccountActionSchema,
        run: ({ accountId }) => desk.setDisabled(accountId, false),
        done: saved("enable", "The account is enabled again."),
      }),
    },
    refused: (name, refusal) => ({
      intent: staffIntents.find((known) => known === name) ?? "unknown",
      ok: false,
      message: "errors" in refusal ? Object.values(refusal.errors)[0]! : refusal.message,
    }),
    unknownIntent: "This action is not known.",
  });
}

export default function AdminStaffRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffPage {...loaderData} result={actionData} />;
}
