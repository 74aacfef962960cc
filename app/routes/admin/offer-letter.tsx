import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { OfferLetterSchema } from "~domain/careers/offers";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { OfferLetterPage } from "~/features/admin/applications/offers/offer-letter-page";
import { formFields, parseForm } from "~/features/admin/shared/form-data";
import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/offer-letter";

export const meta = () => adminMeta("Offer letter");

export async function loader(args: Route.LoaderArgs) {
  const { applications } = await requireStaff(args, "applications");
  return { template: await applications.offerLetterTemplate(), saved: noticeOf(args.context) === "saved" };
}

/** Saves the template; a refused one is shown again as it was typed. */
export async function action(args: Route.ActionArgs) {
  const { applications } = await requireStaff(args, "applications");
  const form = await readForm(args.request);
  const parsed = parseForm(OfferLetterSchema, form);
  const { subject = "", body = "" } = formFields(form);
  if (!parsed.ok) return data({ errors: parsed.errors, template: { subject, body } }, { status: 400 });
  const outcome = await applications.saveOfferLetterTemplate(parsed.value);
  if (!outcome.ok) return data({ errors: { form: outcome.message }, template: parsed.value }, { status: 400 });
  throw await redirectWithNotice(args.request, "/admin/applications/offer-letter", "saved");
}

export default function AdminOfferLetterRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OfferLetterPage
      template={actionData?.template ?? loaderData.template}
      saved={loaderData.saved}
      errors={actionData?.errors}
    />
  );
}
