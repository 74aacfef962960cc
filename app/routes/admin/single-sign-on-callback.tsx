import { adminMeta } from "~/features/admin/shared/admin-meta";
import { refusedSignIn, singleSignOnDesk } from "~/features/admin/staff/sign-in/single-sign-on.server";
import { singleSignOnCeremonyOf } from "~/features/admin/staff/sign-in/single-sign-on-cookie.server";
import { SingleSignOnHandOff } from "~/features/admin/staff/sign-in/single-sign-on-hand-off";

import type { Route } from "./+types/single-sign-on-callback";

export const meta = () => adminMeta("Signing you in");

/**
 * Where the provider sends the browser back (the redirect URI registered with it). The answer
 * and the person are checked here; the session opens on the next page, /admin/sign-in/sso/finish,
 * which this page's refresh reaches as a same-site request (single-sign-on-hand-off.tsx).
 */
export async function loader(args: Route.LoaderArgs) {
  const desk = singleSignOnDesk(args);
  const result = await desk.verify(await singleSignOnCeremonyOf(args.request), args.url.search);
  if (!result.ok) return refusedSignIn(args, result);
  return null;
}

export default function SingleSignOnCallbackRoute() {
  return <SingleSignOnHandOff title="Signing you in" to="/admin/sign-in/sso/finish" linkLabel="Continue" />;
}
