import { createContext, type ShouldRevalidateFunction } from "react-router";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { AuthenticatorSetupPage } from "~/features/admin/staff/second-factor/authenticator-setup-page";
import { qrModules } from "~/features/admin/staff/second-factor/qr-modules.server";
import {
  requireSession,
  safeNextPath,
  sessionCookie,
  sessionToken,
} from "~/features/admin/shared/staff-session.server";
import { SecondFactorCodeSchema } from "~domain/staff/staff";

import type { Route } from "./+types/authenticator-setup";
import { backOfficeContext } from "~contracts/back-office";
import { answer, formAction, intent } from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Set up your authenticator app");

/**
 * Setting up an authenticator app: by choice from the account page, or because the role must have
 * one (then this is the only page the session opens). The secret shown is kept on the session until
 * a code from it confirms it; the account's current one stays until then.
 */
/**
 * Set by the action once a code confirmed the app. A form posted without JavaScript is answered
 * with the whole page, whose loader then runs on the request's old cookie: the confirmation gave
 * the session a new token, so the old one no longer opens anything, and the recovery codes were
 * lost in a redirect to the sign-in. The loader stands aside for the action's answer instead.
 */
const confirmedSetup = createContext<{ next: string } | null>(null);

export async function loader(args: Route.LoaderArgs) {
  const confirmed = args.context.get(confirmedSetup);
  if (confirmed)
    return { next: confirmed.next, required: false, replacing: true, secret: "", qr: { size: 0, modules: "" } };
  const session = await requireSession(args, "set-up-second-factor");
  const setup = await args.context
    .get(backOfficeContext)
    .secondFactorSteps.beginSetup((await sessionToken(args.request))!);
  if (!setup) throw new Error("A live session has no token to keep the secret on.");
  return {
    next: safeNextPath(args.url.searchParams.get("next")),
    required: session.pendingStep === "set-up-second-factor",
    replacing: setup.replacing,
    secret: setup.secret,
    qr: qrModules(setup.uri),
  };
}

export async function action(args: Route.ActionArgs) {
  await requireSession(args, "set-up-second-factor");
  return formAction<{ error: string | undefined; recoveryCodes: string[] | undefined }>(args.request, {
    otherwise: intent({
      schema: SecondFactorCodeSchema,
      run: async ({ code }) =>
        args.context.get(backOfficeContext).secondFactorSteps.confirmSetup((await sessionToken(args.request))!, code),
      done: async ({ recoveryCodes, token }) => {
        args.context.set(confirmedSetup, { next: safeNextPath(new URL(args.request.url).searchParams.get("next")) });
        return answer({ error: undefined, recoveryCodes }, 200, {
          "set-cookie": await sessionCookie(args.request, token),
        });
      },
    }),
    refused: (_, refusal) => ({
      error: "errors" in refusal ? refusal.errors.code : refusal.message,
      recoveryCodes: undefined,
    }),
  });
}

/** Once confirmed, the page shows the recovery codes; loading a new secret under them would only confuse. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult }) =>
  !(actionResult as { recoveryCodes?: string[] } | undefined)?.recoveryCodes;

export default function AuthenticatorSetupRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthenticatorSetupPage {...loaderData} error={actionData?.error} recoveryCodes={actionData?.recoveryCodes} />;
}
