import { redirect } from "react-router";

import { clearedSessionCookie, endSession } from "~/features/admin/staff-session.server";

import type { Route } from "./+types/sign-out";

/** Signing out is a POST (the shell's button); a GET here changes nothing. */
export const loader = () => redirect("/admin");

export async function action(args: Route.ActionArgs) {
  await endSession(args);
  throw redirect("/admin/sign-in?done=signed-out", {
    headers: { "set-cookie": await clearedSessionCookie(args.request) },
  });
}
