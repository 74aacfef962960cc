import { data, redirect } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { parseForm } from "~/features/admin/shared/form-data";
import { CodeForm } from "~/features/admin/staff/second-factor/code-form";
import {
  requireSession,
  safeNextPath,
  sessionCookie,
  sessionToken,
} from "~/features/admin/shared/staff-session.server";
import { SecondFactorCodeSchema } from "~domain/staff/staff";

import type { Route } from "./+types/second-factor-code";
import { siteContext } from "~contracts/load-context";

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
  const form = await readForm(args.request);
  const next = safeNextPath(form.get("next")?.toString());
  if (session.pendingStep === null) throw redirect(next);
  const parsed = parseForm(SecondFactorCodeSchema, form);
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  const token = (await sessionToken(args.request))!;
  const result = await args.context.get(siteContext).backOffice.secondFactorSteps.verify(token, parsed.value.code);
  if (!result.ok) return data({ errors: { code: result.message } }, { status: 400 });
  throw redirect(next, { headers: { "set-cookie": await sessionCookie(args.request, result.value.token) } });
}

export default function SecondFactorCodeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CodeForm next={loaderData.next} email={loaderData.email} error={actionData?.errors.code} />;
}
