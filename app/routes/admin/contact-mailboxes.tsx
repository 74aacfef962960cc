import { MailboxesPage, type MailboxActionResult, type Whose } from "~/features/admin/contacts/mailbox/mailboxes-page";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { formFields, parseForm } from "~/features/admin/shared/form-data";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import { MailboxConnectSchema } from "~domain/contacts/mailbox-forms";

import type { Route } from "./+types/contact-mailboxes";
import {
  errorsOf,
  formAction,
  intentWith,
  toPage,
  unknownForm,
} from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Mailboxes");

const path = "/admin/contacts/mailboxes";

export async function loader(args: Route.LoaderArgs) {
  const { mailboxes } = await requireStaff(args, "contacts");
  return { mailboxes: await mailboxes.mailboxes(), done: noticeOf(args.context) };
}

/** "connect" signs in to the server before anything is kept; "disconnect" forgets the account. */
export async function action(args: Route.ActionArgs) {
  const { mailboxes } = await requireStaff(args, "contacts");
  const whoseOf = (form: FormData): Whose => (formFields(form).whose === "own" ? "own" : "sales");
  // A mailbox is the sales team's or one's own: anything else is not a form of this page.
  const knownWhose = (form: FormData) => ["sales", "own"].includes(formFields(form).whose ?? "");
  return formAction<MailboxActionResult>(args.request, {
    intents: {
      disconnect: intentWith({
        parse: (form) =>
          knownWhose(form) ? { ok: true, value: whoseOf(form) } : { ok: false, errors: { form: unknownForm } },
        run: (whose) => mailboxes.disconnect(whose),
        done: (_, whose) => toPage(path, `disconnect-${whose}`),
      }),
      connect: intentWith({
        parse: (form) =>
          knownWhose(form) ? parseForm(MailboxConnectSchema, form) : { ok: false, errors: { form: unknownForm } },
        run: (mailbox) => mailboxes.connect(mailbox),
        done: (_, mailbox) => toPage(path, `connect-${mailbox.whose}`),
      }),
    },
    // What was typed comes back, the password apart.
    refused: (_, refusal, form) => {
      const { intent: _intent, whose: _whose, password: _password, ...values } = formFields(form);
      return { whose: whoseOf(form), errors: errorsOf(refusal), values };
    },
    unknownIntent: unknownForm,
  });
}

export default function AdminContactMailboxesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MailboxesPage {...loaderData} result={actionData} />;
}
