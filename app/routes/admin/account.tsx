import { redirect } from "react-router";

import { adminMeta } from "~/features/admin/admin-meta";
import { AccountPage } from "~/features/admin/account/account-page";
import { clearedSessionCookie, requireStaff } from "~/features/admin/staff-session.server";

import type { Route } from "./+types/account";
import { siteContext } from "~contracts/load-context";

export const meta = () => adminMeta("Your account");

export async function loader(args: Route.LoaderArgs) {
  return { member: await requireStaff(args) };
}

/** "Sign out on every device": ends every session of this account, this one included. */
export async function action(args: Route.ActionArgs) {
  const member = await requireStaff(args);
  await args.context.get(siteContext).backOffice.staff.signOutEverywhere(member);
  throw redirect("/admin/sign-in?done=signed-out-everywhere", {
    headers: { "set-cookie": await clearedSessionCookie(args.request) },
  });
}

export default function AdminAccountRoute({ loaderData }: Route.ComponentProps) {
  return <AccountPage member={loaderData.member} />;
}
