import { data } from "react-router";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { deviceCookieOf } from "~/features/admin/shared/device-cookie.server";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { FirstRunForm } from "~/features/admin/staff/sign-in/first-run-form";
import { signedInRedirect } from "~/features/admin/shared/staff-session.server";
import { FirstAdminSchema } from "~domain/staff/staff";

import type { Route } from "./+types/first-run";
import { clientIpContext } from "~contracts/load-context";
import { backOfficeContext } from "~contracts/back-office";
import { formAction, intent } from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Create the first admin account");

/** Opening the link changes nothing; only the form's post uses it up. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const open = await context.get(backOfficeContext).doors.firstRunIsOpen(params.token);
  return data({ open }, { status: open ? 200 : 404 });
}

export async function action(args: Route.ActionArgs) {
  return formAction<{ errors: FormErrors }>(args.request, {
    otherwise: intent({
      schema: FirstAdminSchema,
      run: async (admin) => {
        return args.context.get(backOfficeContext).doors.createFirstAdmin(args.params.token, admin, {
          clientIp: args.context.get(clientIpContext),
          userAgent: args.request.headers.get("user-agent") ?? "",
          deviceCookie: await deviceCookieOf(args.request),
        });
      },
      done: (opened) => signedInRedirect(args, opened, "/admin"),
    }),
    refused: (_, refusal) => ({ errors: "errors" in refusal ? refusal.errors : { password: refusal.message } }),
  });
}

export default function FirstRunRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <FirstRunForm open={loaderData.open} errors={actionData?.errors ?? {}} />;
}
