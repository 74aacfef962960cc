import { redirect } from "react-router";

import {
  ceremonyCookie,
  ceremonyTokenOf,
  clearedCeremonyCookie,
  readPasskeyForm,
  refusal,
} from "~/features/admin/staff/passkeys/passkey-requests.server";
import { deviceCookieOf } from "~/features/admin/shared/device-cookie.server";
import { safeNextPath, signedInRedirect } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/passkey-sign-in";
import { clientIpContext } from "~contracts/load-context";
import { backOfficeContext } from "~contracts/back-office";

/** The sign-in page's passkey button posts here; a GET changes nothing and goes to that page. */
export const loader = () => redirect("/admin/sign-in");

/**
 * The two steps of a passkey sign-in, outside the back office's layout (nobody is signed in yet):
 * "options" starts a ceremony (its token in a short-lived cookie) and answers the browser's
 * options; "verify" checks the passkey's answer once and answers where to go, with the session's
 * cookies. Every refusal is JSON `{ message }`.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const form = await readPasskeyForm(request);
  if (form instanceof Response) return form;
  const backOffice = context.get(backOfficeContext);
  const clientIp = context.get(clientIpContext);
  const intent = form.get("intent");

  if (intent === "options") {
    const next = safeNextPath(form.get("next")?.toString());
    const started = await backOffice.passkeySignIn.signInOptions(next, { clientIp });
    if (!started.ok) return refusal(started.message);
    return Response.json(started.value.options, {
      headers: { "set-cookie": await ceremonyCookie(request, started.value.ceremonyToken) },
    });
  }

  if (intent === "verify") {
    const cleared = { "set-cookie": await clearedCeremonyCookie(request) };
    const token = await ceremonyTokenOf(request);
    const response = form.get("response");
    if (!token) return refusal("This passkey request has expired. Please try again.", 400, cleared);
    if (typeof response !== "string") return refusal("The passkey's answer is missing.", 400, cleared);
    const result = await backOffice.passkeySignIn.signIn(token, response, {
      clientIp,
      userAgent: request.headers.get("user-agent") ?? "",
      deviceCookie: await deviceCookieOf(request),
    });
    if (!result.ok) return refusal(result.message, 401, cleared);
    return signedInJson(args, result.value.opened, safeNextPath(result.value.next));
  }

  return refusal("This request was not understood.");
}

/**
 * The same answer as every other way in (`signedInRedirect`: the session and device cookies, the
 * old session ended), as JSON: the page's script follows the address itself.
 */
async function signedInJson(
  args: Route.ActionArgs,
  opened: Parameters<typeof signedInRedirect>[1],
  next: string,
): Promise<Response> {
  let redirectResponse: Response;
  try {
    redirectResponse = await signedInRedirect(args, opened, next);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    redirectResponse = thrown;
  }
  const headers = new Headers();
  for (const cookie of redirectResponse.headers.getSetCookie()) headers.append("set-cookie", cookie);
  headers.append("set-cookie", await clearedCeremonyCookie(args.request));
  return Response.json({ redirectTo: redirectResponse.headers.get("location") ?? "/admin" }, { headers });
}
