import { redirect } from "react-router";

import { redirectWithNotice } from "~/features/admin/shared/notices.server";
import { clearedSessionCookie, endSession } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/sign-out";

/** Signing out is a POST (the shell's button); a GET here changes nothing. */
export const loader = () => redirect("/admin");

export async function action(args: Route.ActionArgs) {
  await endSession(args);
  const headers = new Headers({ "set-cookie": await clearedSessionCookie(args.request) });
  throw await redirectWithNotice(args.request, "/admin/sign-in", "signed-out", headers);
}
