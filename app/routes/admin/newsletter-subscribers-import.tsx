import { chooseImportFileMessage, SubscriberImportFormSchema } from "~domain/newsletter/subscriber-import";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { SubscriberImportPage, type ImportAnswer } from "~/features/admin/newsletter/subscriber-import-page";
import { formFields, parseForm } from "~/features/admin/shared/form-data";
import { answer, errorsOf, formAction, intentWith } from "~/features/admin/shared/forms/form-action.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/newsletter-subscribers-import";

export const meta = () => adminMeta("Import newsletter subscribers");

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "newsletter");
  return null;
}

/** The form's source and tick, and its file, each refused with its own message. */
function importOf(form: FormData) {
  const parsed = parseForm(SubscriberImportFormSchema, form);
  const file = form.get("file");
  const fileError = file instanceof File && file.size > 0 ? undefined : chooseImportFileMessage;
  if (!parsed.ok || fileError || !(file instanceof File)) {
    return {
      ok: false as const,
      errors: { ...(parsed.ok ? {} : parsed.errors), ...(fileError ? { file: fileError } : {}) },
    };
  }
  return { ok: true as const, value: { form: parsed.value, file } };
}

/**
 * "import" (multipart: the CSV file, its source and the editor's tick): read and imported while the
 * editor waits, a file no larger than the page's limit (domain/site/page-body-limits.ts); the page
 * then shows what became of its rows.
 */
export async function action(args: Route.ActionArgs) {
  const { subscribers } = await requireStaff(args, "newsletter");
  return formAction<ImportAnswer>(args.request, {
    otherwise: intentWith({
      parse: importOf,
      run: async ({ form, file }) => subscribers.importList(form, { name: file.name, content: await file.bytes() }),
      done: (report) => answer<ImportAnswer>({ report }),
    }),
    // What was typed comes back; the file does not.
    refused: (_, refusal, form) => {
      const { file: _file, ...values } = formFields(form);
      return { errors: errorsOf(refusal), values };
    },
  });
}

export default function AdminNewsletterSubscribersImportRoute({ actionData }: Route.ComponentProps) {
  return <SubscriberImportPage answer={actionData ?? undefined} />;
}
