import { redirect } from "react-router";

import { noticeMiddleware, noticeOf } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { deviceCookieOf } from "~/features/admin/shared/device-cookie.server";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { PasskeySignIn } from "~/features/admin/staff/sign-in/passkey-sign-in";
import { SignInForm } from "~/features/admin/staff/sign-in/sign-in-form";
import { SingleSignOnButton } from "~/features/admin/staff/sign-in/single-sign-on-button";
import { currentStaff, safeNextPath, signedInRedirect } from "~/features/admin/shared/staff-session.server";
import { SignInSchema } from "~domain/staff/staff";

import type { Route } from "./+types/sign-in";
import { clientIpContext } from "~contracts/load-context";
import { backOfficeContext } from "~contracts/back-office";
import { answer, errorsOf, formAction, intent } from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Sign in");

export const middleware = [noticeMiddleware];

export async function loader(args: Route.LoaderArgs) {
  const url = args.url;
  const next = safeNextPath(url.searchParams.get("next"));
  if (await currentStaff(args)) throw redirect(next);
  const { doors, passkeySignIn, singleSignOn } = args.context.get(backOfficeContext);
  const awaitsFirstAccount = await doors.awaitsFirstAccount();
  return {
    next,
    notice: noticeOf(args.context),
    awaitsFirstAccount,
    passkeysAvailable: passkeySignIn.available,
    // Whether to offer single sign-on, and why the last one was refused (`?sso=`, from its callback).
    singleSignOn: singleSignOn.offer(url.searchParams.get("sso")),
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction<{ errors: FormErrors; message: string | undefined }>(args.request, {
    otherwise: intent({
      schema: SignInSchema,
      run: async (credentials) => {
        const result = await args.context.get(backOfficeContext).doors.signIn({
          ...credentials,
          clientIp: args.context.get(clientIpContext),
          userAgent: args.request.headers.get("user-agent") ?? "",
          deviceCookie: await deviceCookieOf(args.request),
        });
        return result.ok ? result : answer({ errors: {}, message: result.message }, 401);
      },
      done: (opened, _, form) => signedInRedirect(args, opened, safeNextPath(form.get("next")?.toString())),
    }),
    refused: (_, refusal) => ({ errors: errorsOf(refusal), message: undefined }),
  });
}

export default function AdminSignInRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignInForm {...loaderData} result={actionData}>
      <PasskeySignIn next={loaderData.next} available={loaderData.passkeysAvailable} />
      {loaderData.singleSignOn ? <SingleSignOnButton offer={loaderData.singleSignOn} next={loaderData.next} /> : null}
    </SignInForm>
  );
}
