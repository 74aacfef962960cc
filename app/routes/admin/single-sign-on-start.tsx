import { Link } from "react-router";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { refusedSignIn, singleSignOnDesk } from "~/features/admin/staff/sign-in/single-sign-on.server";
import { singleSignOnCookie } from "~/features/admin/staff/sign-in/single-sign-on-cookie.server";
import { SingleSignOnHandOff } from "~/features/admin/staff/sign-in/single-sign-on-hand-off";
import { AdminCard } from "~/features/admin/shared/shell/admin-shell";
import { safeNextPath } from "~/features/admin/shared/staff-session.server";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";
import { clientIpContext } from "~contracts/load-context";

import type { Route } from "./+types/single-sign-on-start";
import { answer, formAction, intentWith } from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Single sign-on");

/**
 * Single sign-on starts from the sign-in page's button (a POST); opening this address starts
 * nothing. (No redirect here: this loader also runs to render the action's answer.)
 */
export function loader(args: Route.LoaderArgs) {
  singleSignOnDesk(args);
  return null;
}

/** The button: a new ceremony, its cookie, and a page that moves the browser on to the provider. */
export async function action(args: Route.ActionArgs) {
  const desk = singleSignOnDesk(args);
  return formAction<{ authorizationUrl: string }>(args.request, {
    otherwise: intentWith({
      parse: (form) => ({ ok: true, value: safeNextPath(form.get("next")?.toString()) }),
      run: async (next) => {
        const result = await desk.start(next, { clientIp: args.context.get(clientIpContext) });
        return result.ok ? result : refusedSignIn(args, result);
      },
      done: async ({ ceremonyToken, authorizationUrl }) =>
        answer({ authorizationUrl }, 200, { "set-cookie": await singleSignOnCookie(args.request, ceremonyToken) }),
    }),
    // Nothing is refused before the provider's: the form has only where to go next.
    refused: () => ({ authorizationUrl: "" }),
  });
}

export default function SingleSignOnStartRoute({ actionData }: Route.ComponentProps) {
  if (!actionData) {
    return (
      <AdminCard title="Single sign-on">
        <Link to="/admin/sign-in" className={buttonClass("primary")}>
          Go to the sign-in page
        </Link>
      </AdminCard>
    );
  }
  return (
    <SingleSignOnHandOff
      title="Taking you to single sign-on"
      to={actionData.authorizationUrl}
      linkLabel="Continue to single sign-on"
    />
  );
}
