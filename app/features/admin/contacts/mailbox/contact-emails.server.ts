import type { SignedIn } from "~contracts/back-office";
import { ContactEmailReplySchema } from "~domain/contacts/mailbox-forms";

import { formFields, parseForm } from "~/features/admin/shared/form-data";

import { emailReplyIntent, type EmailReplyResult } from "./contact-emails-section";

/**
 * Sends a reply under one of the contact's threads: parsed with the domain's schema, then the desk
 * (which checks the member may work the contact). Undefined when sent; else what to answer with a 400.
 */
export async function contactEmailAction(
  { contactEmails }: SignedIn,
  contactId: string,
  form: FormData,
): Promise<EmailReplyResult | undefined> {
  const { threadKey = "", body = "" } = formFields(form);
  const parsed = parseForm(ContactEmailReplySchema, form);
  if (!parsed.ok) {
    const { threadKey: unknownThread, ...errors } = parsed.errors;
    return {
      intent: emailReplyIntent,
      threadKey,
      errors: unknownThread ? { ...errors, form: unknownThread } : errors,
      body,
    };
  }
  const outcome = await contactEmails.reply(contactId, parsed.value);
  return outcome.ok ? undefined : { intent: emailReplyIntent, threadKey, errors: { form: outcome.message }, body };
}
