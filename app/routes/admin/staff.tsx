import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { formFields, parseForm } from "~/features/admin/shared/form-data";
import {
  AccountActionSchema,
  ChangeRoleSchema,
  confirmedIntents,
  SecondFactorRolesSchema,
  staffIntents,
  type StaffActionResult,
  type StaffIntent,
} from "~/features/admin/staff/team/staff-forms";
import { StaffPage } from "~/features/admin/staff/team/staff-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import type { Outcome } from "~contracts/outcome";
import { InviteStaffSchema, staffRoleLabels } from "~domain/staff/staff";

import type { Route } from "./+types/staff";

export const meta = () => adminMeta("Staff");

export async function loader(args: Route.LoaderArgs) {
  const { member, staff: desk } = await requireStaff(args, "staff");
  const [accounts, secondFactorRoles] = await Promise.all([desk.list(), desk.secondFactorRoles()]);
  return { member, accounts, secondFactorRoles };
}

const answer = (result: StaffActionResult) => data(result, { status: result.ok ? 200 : 400 });

const refusalOr = (intent: StaffIntent, outcome: Outcome, message: string) =>
  answer(outcome.ok ? { intent, ok: true, message } : { intent, ok: false, message: outcome.message });

export async function action(args: Route.ActionArgs) {
  const { staff: desk } = await requireStaff(args, "staff");
  const form = await readForm(args.request);
  const intent = staffIntents.find((name) => name === form.get("intent"));
  if (!intent) return answer({ intent: "unknown", ok: false, message: "This action is not known." });

  if (intent === "invite") {
    const parsed = parseForm(InviteStaffSchema, form);
    if (!parsed.ok) {
      return answer({ intent, ok: false, message: "Please check the invitation.", errors: parsed.errors });
    }
    const outcome = await desk.invite(parsed.value);
    if (!outcome.ok) return answer({ intent, ok: false, message: outcome.message });
    return answer({
      intent,
      ok: true,
      message: `Invited ${parsed.value.email}. An e-mail with this link is on its way to them.`,
      link: outcome.value.link,
    });
  }

  if (intent === "role") {
    const parsed = ChangeRoleSchema.safeParse(formFields(form));
    if (!parsed.success) return answer({ intent, ok: false, message: parsed.error.issues[0]!.message });
    const outcome = await desk.changeRole(parsed.data.accountId, parsed.data.role);
    return refusalOr(intent, outcome, "The role is saved.");
  }

  if (intent === "second-factor-roles") {
    const roles = SecondFactorRolesSchema.safeParse({ roles: form.getAll("roles") });
    if (!roles.success) return answer({ intent, ok: false, message: "Please choose roles from the list." });
    const outcome = await desk.setSecondFactorRoles(roles.data.roles);
    return refusalOr(intent, outcome, "Saved: the roles ticked must use an authenticator app.");
  }

  const parsed = AccountActionSchema.safeParse(formFields(form));
  if (!parsed.success) return answer({ intent, ok: false, message: parsed.error.issues[0]!.message });
  const { accountId } = parsed.data;
  if (intent === "link") {
    const outcome = await desk.resendLink(accountId);
    if (!outcome.ok) return answer({ intent, ok: false, message: outcome.message });
    return answer({
      intent,
      ok: true,
      message: "A new password link is ready. Any link sent before no longer works.",
      link: outcome.value.link,
    });
  }
  const confirmed = confirmedIntents.find((name) => name === intent);
  if (confirmed && form.get("confirmed") !== "yes") {
    const account = (await desk.list()).find((candidate) => candidate.id === accountId);
    if (!account) return answer({ intent, ok: false, message: "This account does not exist." });
    const secondFactorRoles = await desk.secondFactorRoles();
    return answer({
      intent,
      ok: true,
      message: "",
      confirm: {
        intent: confirmed,
        accountId,
        who: account.name ? `${account.name} (${account.email})` : account.email,
        name: account.name || account.email,
        roleLabel: staffRoleLabels[account.role],
        mustUseAuthenticator: secondFactorRoles.includes(account.role),
      },
    });
  }
  if (intent === "reset-second-factor") {
    const outcome = await desk.resetSecondFactor(accountId);
    return refusalOr(
      intent,
      outcome,
      "The authenticator app, recovery codes and passkeys are removed, the account is signed out everywhere, and an e-mail tells them.",
    );
  }
  const disable = intent === "disable";
  const outcome = await desk.setDisabled(accountId, disable);
  return refusalOr(
    intent,
    outcome,
    disable ? "The account is disabled and signed out everywhere." : "The account is enabled again.",
  );
}

export default function AdminStaffRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffPage {...loaderData} result={actionData} />;
}
