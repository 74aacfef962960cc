import { RejectionEmailSchema } from "~domain/applications/recruiting";

import { noticeOf } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { applicationPath } from "~/features/admin/applications/application-filter";
import { RejectionEmailPage } from "~/features/admin/applications/rejection-email-page";
import { formFields, type FormErrors } from "~/features/admin/shared/form-data";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/rejection-email";
import { answer, errorsOf, formAction, intent, toPage } from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Rejection e-mail");

export async function loader(args: Route.LoaderArgs) {
  const { applications } = await requireStaff(args, "applications");
  const url = args.url;
  return {
    template: await applications.rejectionTemplate(),
    applicationId: url.searchParams.get("application") || undefined,
    saved: noticeOf(args.context) === "saved",
  };
}

/** Saves the template; from a rejection's confirmation step, it goes back there to show the new e-mail. */
export async function action(args: Route.ActionArgs) {
  const { applications } = await requireStaff(args, "applications");
  return formAction<{ errors: FormErrors; template: { subject: string; body: string } }>(args.request, {
    otherwise: intent({
      schema: RejectionEmailSchema,
      run: async (template) => {
        const outcome = await applications.saveRejectionTemplate(template);
        return outcome.ok ? outcome : answer({ errors: { form: outcome.message }, template }, 400);
      },
      done: (_, __, form) => {
        const { application } = formFields(form);
        return application
          ? toPage(`${applicationPath(application)}?confirm=reject#stage`)
          : toPage("/admin/applications/rejection-email", "saved");
      },
    }),
    refused: (_, refusal, form) => {
      const { subject = "", body = "" } = formFields(form);
      return { errors: errorsOf(refusal), template: { subject, body } };
    },
  });
}

export default function AdminRejectionEmailRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RejectionEmailPage
      {...loaderData}
      template={actionData?.template ?? loaderData.template}
      errors={actionData?.errors}
    />
  );
}
