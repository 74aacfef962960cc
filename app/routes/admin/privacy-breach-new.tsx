import { BreachRecordSchema } from "~domain/privacy/breach";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { BreachFormPage, type BreachFormValues } from "~/features/admin/privacy/breach-form-page";
import { formFields, type FormErrors } from "~/features/admin/shared/form-data";
import { errorsOf, formAction, intent, toPage } from "~/features/admin/shared/forms/form-action.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/privacy-breach-new";

export const meta = () => adminMeta("Record a data breach");

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "privacy");
  return null;
}

/** Records the breach and goes to its page, where its people are listed; a refusal keeps what was typed. */
export async function action(args: Route.ActionArgs) {
  const { breaches } = await requireStaff(args, "privacy");
  return formAction<{ errors: FormErrors; values: BreachFormValues }>(args.request, {
    otherwise: intent({
      schema: BreachRecordSchema,
      run: (breach) => breaches.record(breach),
      done: (id) => toPage(`/admin/privacy/breaches/${id}`, "recorded"),
    }),
    refused: (_, refusal, form) => ({ errors: errorsOf(refusal), values: formFields(form) }),
  });
}

export default function AdminBreachNewRoute({ actionData }: Route.ComponentProps) {
  return <BreachFormPage errors={actionData?.errors} values={actionData?.values} />;
}
