import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { redirectWithNotice } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { parseForm } from "~/features/admin/shared/form-data";
import { SetPasswordForm } from "~/features/admin/staff/sign-in/set-password-form";
import { NewPasswordSchema } from "~domain/staff/staff";

import type { Route } from "./+types/set-password";
import { siteContext } from "~contracts/load-context";

export const meta = () => adminMeta("Set your password");

/** Opening the link changes nothing (mail scanners open links too); only the form's post uses it up. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const account = await context.get(siteContext).backOffice.doors.findPasswordLink(params.token);
  if (!account) return data({ account: null }, { status: 404 });
  return { account };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const parsed = parseForm(NewPasswordSchema, await readForm(request));
  if (!parsed.ok) return data({ errors: parsed.errors, message: undefined }, { status: 400 });
  const result = await context.get(siteContext).backOffice.doors.setPassword(params.token, parsed.value.password);
  if (!result.ok) return data({ errors: { password: result.message }, message: undefined }, { status: 400 });
  throw await redirectWithNotice(request, "/admin/sign-in", "password-set");
}

export default function AdminSetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SetPasswordForm account={loaderData.account} result={actionData} />;
}
