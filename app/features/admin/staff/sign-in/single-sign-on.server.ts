import { data, redirect, type RouterContextProvider } from "react-router";

import { renderingContext } from "~contracts/load-context";
import { backOfficeContext } from "~contracts/back-office";
import type { SingleSignOnRefusal } from "~contracts/staff-single-sign-on";

import { clearedSingleSignOnCookie } from "./single-sign-on-cookie.server";

type RouteArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** Single sign-on's desk; its pages answer 404 while it is not configured, like any address the site lacks. */
export function singleSignOnDesk({ context }: RouteArgs) {
  const desk = context.get(backOfficeContext).singleSignOn;
  if (!desk.offer(null)) throw data(null, { status: 404 });
  return desk;
}

/**
 * Back to the sign-in page, which says why (`?sso=` names the refusal, never the person), the
 * ceremony's cookie gone. What went wrong with the provider goes to the server's log.
 */
export async function refusedSignIn(
  args: RouteArgs,
  { refusal, detail }: { refusal: SingleSignOnRefusal; detail?: string | undefined },
): Promise<never> {
  if (detail) args.context.get(renderingContext).logError?.(new Error(`Single sign-on ${refusal}: ${detail}`));
  throw redirect(`/admin/sign-in?sso=${refusal}`, {
    headers: { "set-cookie": await clearedSingleSignOnCookie(args.request) },
  });
}
