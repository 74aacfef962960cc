import { data } from "react-router";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { SetPasswordForm } from "~/features/admin/staff/sign-in/set-password-form";
import { NewPasswordSchema } from "~domain/staff/staff";

import type { Route } from "./+types/set-password";
import { backOfficeContext } from "~contracts/back-office";
import { formAction, intent, toPage } from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Set your password");

/** Opening the link changes nothing (mail scanners open links too); only the form's post uses it up. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const account = await context.get(backOfficeContext).doors.findPasswordLink(params.token);
  if (!account) return data({ account: null }, { status: 404 });
  return { account };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return formAction<{ errors: FormErrors; message: undefined }>(request, {
    otherwise: intent({
      schema: NewPasswordSchema,
      run: ({ password }) => context.get(backOfficeContext).doors.setPassword(params.token, password),
      done: toPage("/admin/sign-in", "password-set"),
    }),
    refused: (_, refusal) => ({
      errors: "errors" in refusal ? refusal.errors : { password: refusal.message },
      message: undefined,
    }),
  });
}

export default function AdminSetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SetPasswordForm account={loaderData.account} result={actionData} />;
}
