import { deviceCookieOf } from "~/features/admin/shared/device-cookie.server";
import { refusedSignIn, singleSignOnDesk } from "~/features/admin/staff/sign-in/single-sign-on.server";
import { singleSignOnCeremonyOf } from "~/features/admin/staff/sign-in/single-sign-on-cookie.server";
import { signedInRedirect } from "~/features/admin/shared/staff-session.server";
import { clientIpContext } from "~contracts/load-context";

import type { Route } from "./+types/single-sign-on-finish";

/**
 * Opens the session of a single sign-on the callback verified moments ago (a GET, as the
 * provider's callback is: its ceremony, used once, is what authorises it). The browser's own
 * navigation brings its device cookie, so a known browser gets no new-browser e-mail.
 */
export async function loader(args: Route.LoaderArgs) {
  const desk = singleSignOnDesk(args);
  const result = await desk.finish(await singleSignOnCeremonyOf(args.request), {
    clientIp: args.context.get(clientIpContext),
    userAgent: args.request.headers.get("user-agent") ?? "",
    deviceCookie: await deviceCookieOf(args.request),
  });
  if (!result.ok) return refusedSignIn(args, result);
  return signedInRedirect(args, result.value.opened, result.value.next);
}
