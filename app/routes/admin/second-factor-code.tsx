import { redirect } from "react-router";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { CodeForm } from "~/features/admin/staff/second-factor/code-form";
import {
  requireSession,
  safeNextPath,
  sessionCookie,
  sessionToken,
} from "~/features/admin/shared/staff-session.server";
import { SecondFactorCodeSchema } from "~domain/staff/staff";

import type { Route } from "./+types/second-factor-code";
import { backOfficeContext } from "~contracts/back-office";
import { formAction, intent, intentWith, toPage } from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Enter your code");

/** The step after the password for an account with an authenticator app. */
export async function loader(args: Route.LoaderArgs) {
  const session = await requireSession(args, "second-factor");
  const next = safeNextPath(args.url.searchParams.get("next"));
  if (session.pendingStep === null) throw redirect(next);
  return { next, email: session.member.email };
}

export async function action(args: Route.ActionArgs) {
  const session = await requireSession(args, "second-factor");
  const nextOf = (form: FormData) => safeNextPath(form.get("next")?.toString());
  return formAction<{ errors: FormErrors }>(args.request, {
    // Already past this step (another tab): on to where it was going.
    otherwise:
      session.pendingStep === null
        ? intentWith({
            parse: () => ({ ok: true, value: undefined }),
            run: async () => ({ ok: true, value: undefined }),
            done: (_, __, form) => toPage(nextOf(form)),
          })
        : intent({
            schema: SecondFactorCodeSchema,
            run: async ({ code }) =>
              args.context.get(backOfficeContext).secondFactorSteps.verify((await sessionToken(args.request))!, code),
            done: async ({ token }, _, form) =>
              toPage(nextOf(form), undefined, new Headers({ "set-cookie": await sessionCookie(args.request, token) })),
          }),
    refused: (_, refusal) => ({ errors: "errors" in refusal ? refusal.errors : { code: refusal.message } }),
  });
}

export default function SecondFactorCodeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CodeForm next={loaderData.next} email={loaderData.email} error={actionData?.errors.code} />;
}
