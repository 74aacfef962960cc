import { OfferLetterSchema } from "~domain/applications/offers";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { OfferLetterPage } from "~/features/admin/applications/offers/offer-letter-page";
import { formFields, type FormErrors } from "~/features/admin/shared/form-data";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/offer-letter";
import { answer, errorsOf, formAction, intent, toPage } from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Offer letter");

export async function loader(args: Route.LoaderArgs) {
  const { applications } = await requireStaff(args, "applications");
  return { template: await applications.offerLetterTemplate(), saved: noticeOf(args.context) === "saved" };
}

/** Saves the template; a refused one is shown again as it was typed. */
export async function action(args: Route.ActionArgs) {
  const { applications } = await requireStaff(args, "applications");
  return formAction<{ errors: FormErrors; template: { subject: string; body: string } }>(args.request, {
    otherwise: intent({
      schema: OfferLetterSchema,
      run: async (template) => {
        const outcome = await applications.saveOfferLetterTemplate(template);
        return outcome.ok ? outcome : answer({ errors: { form: outcome.message }, template }, 400);
      },
      done: toPage("/admin/applications/offer-letter", "saved"),
    }),
    refused: (_, refusal, form) => {
      const { subject = "", body = "" } = formFields(form);
      return { errors: errorsOf(refusal), template: { subject, body } };
    },
  });
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
