import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { MailboxesPage, type MailboxActionResult, type Whose } from "~/features/admin/contacts/mailbox/mailboxes-page";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { formFields, parseForm } from "~/features/admin/shared/form-data";
import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import { MailboxConnectSchema } from "~domain/contacts/mailbox-forms";

import type { Route } from "./+types/contact-mailboxes";

export const meta = () => adminMeta("Mailboxes");

const path = "/admin/contacts/mailboxes";

export async function loader(args: Route.LoaderArgs) {
  const { mailboxes } = await requireStaff(args, "contacts");
  return { mailboxes: await mailboxes.mailboxes(), done: noticeOf(args.context) };
}

/** "connect" signs in to the server before anything is kept; "disconnect" forgets the account. */
export async function action(args: Route.ActionArgs) {
  const { mailboxes } = await requireStaff(args, "contacts");
  const form = await readForm(args.request);
  const { intent = "", whose: posted = "", password: _password, ...values } = formFields(form);
  const whose: Whose = posted === "own" ? "own" : "sales";
  const refused = (errors: Record<string, string>) =>
    data<MailboxActionResult>({ whose, errors, values }, { status: 400 });
  if (posted !== "sales" && posted !== "own")
    return refused({ form: "This form is not one this page knows. Please reload the page." });
  if (intent === "disconnect") {
    const outcome = await mailboxes.disconnect(whose);
    if (!outcome.ok) return refused({ form: outcome.message });
    throw await redirectWithNotice(args.request, path, `disconnect-${whose}`);
  }
  if (intent !== "connect") return refused({ form: "This form is not one this page knows. Please reload the page." });
  const parsed = parseForm(MailboxConnectSchema, form);
  if (!parsed.ok) return refused(parsed.errors);
  const outcome = await mailboxes.connect(parsed.value);
  if (!outcome.ok) return refused({ form: outcome.message });
  throw await redirectWithNotice(args.request, path, `connect-${whose}`);
}

export default function AdminContactMailboxesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MailboxesPage {...loaderData} result={actionData} />;
}
