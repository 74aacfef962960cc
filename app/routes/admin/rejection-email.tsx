import { data, redirect } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { RejectionEmailSchema } from "~domain/careers/recruiting";

import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { applicationPath } from "~/features/admin/applications/application-filter";
import { RejectionEmailPage } from "~/features/admin/applications/rejection-email-page";
import { formFields, parseForm } from "~/features/admin/shared/form-data";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/rejection-email";

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
  const form = await readForm(args.request);
  const parsed = parseForm(RejectionEmailSchema, form);
  const { subject = "", body = "", application } = formFields(form);
  if (!parsed.ok) return data({ errors: parsed.errors, template: { subject, body } }, { status: 400 });
  const outcome = await applications.saveRejectionTemplate(parsed.value);
  if (!outcome.ok) return data({ errors: { form: outcome.message }, template: parsed.value }, { status: 400 });
  if (application) throw redirect(`${applicationPath(application)}?confirm=reject#stage`);
  throw await redirectWithNotice(args.request, "/admin/applications/rejection-email", "saved");
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
