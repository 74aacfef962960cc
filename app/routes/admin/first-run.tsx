import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { deviceCookieOf } from "~/features/admin/shared/device-cookie.server";
import { parseForm } from "~/features/admin/shared/form-data";
import { FirstRunForm } from "~/features/admin/staff/sign-in/first-run-form";
import { signedInRedirect } from "~/features/admin/shared/staff-session.server";
import { FirstAdminSchema } from "~domain/staff/staff";

import type { Route } from "./+types/first-run";
import { siteContext } from "~contracts/load-context";

export const meta = () => adminMeta("Create the first admin account");

/** Opening the link changes nothing; only the form's post uses it up. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const open = await context.get(siteContext).backOffice.doors.firstRunIsOpen(params.token);
  return data({ open }, { status: open ? 200 : 404 });
}

export async function action(args: Route.ActionArgs) {
  const parsed = parseForm(FirstAdminSchema, await readForm(args.request));
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  const site = args.context.get(siteContext);
  const result = await site.backOffice.doors.createFirstAdmin(args.params.token, parsed.value, {
    clientIp: site.clientIp,
    userAgent: args.request.headers.get("user-agent") ?? "",
    deviceCookie: await deviceCookieOf(args.request),
  });
  if (!result.ok) return data({ errors: { password: result.message } }, { status: 400 });
  return signedInRedirect(args, result.value, "/admin");
}

export default function FirstRunRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <FirstRunForm open={loaderData.open} errors={actionData?.errors ?? {}} />;
}
