import { Form } from "react-router";

import type { ContactEmailThread, ContactEmailView, EmailPartyView } from "~contracts/contact-emails";
import { ContactEmailReplySchema, contactReplyLimits, notKeptText } from "~domain/contacts/mailbox-forms";
import { indiaDateTime } from "~domain/time/india-dates";

import { TextAreaField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { Badge } from "~/features/admin/shared/ui/badge";
import { Notice } from "~/features/admin/shared/ui/notice";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

/** The section's one form: a reply under a thread, posted to the contact's page. */
export const emailReplyIntent = "email-reply";

/** What the page's action answers when it refuses a reply: per field, or `form`, and what was typed. */
export type EmailReplyResult = {
  intent: typeof emailReplyIntent;
  threadKey: string;
  errors: FormErrors;
  body?: string;
};

const partyText = ({ name, address }: EmailPartyView) => (name ? `${name} <${address}>` : address);

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A contact's e-mails: the conversations read from the desk's mailboxes and
 * sent from here, the latest first, each message in order, and a reply form under each.
 */
export function ContactEmailsSection({
  contactId,
  threads,
  done,
  result,
}: {
  contactId: string;
  threads: ContactEmailThread[];
  done?: string | undefined;
  result?: { intent: string } | undefined;
}) {
  const own = result?.intent === emailReplyIntent ? (result as EmailReplyResult) : undefined;
  return (
    <SectionCard
      id="emails"
      title="E-mails"
      intro="Conversations with them in the sales mailbox and the desk's own mailboxes, the latest first; times in India (IST)."
    >
      {done === emailReplyIntent ? (
        <div className="mt-3">
          <Notice tone="success">Your reply is on its way, and shown in its conversation.</Notice>
        </div>
      ) : null}
      {threads.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          No e-mails yet. Messages to or from their address appear here once a connected mailbox is read.
        </p>
      ) : (
        <ol className="mt-4 flex flex-col gap-5">
          {threads.map((thread) => (
            <li key={thread.threadKey}>
              <ThreadCard
                contactId={contactId}
                thread={thread}
                result={own?.threadKey === thread.threadKey ? own : undefined}
              />
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}

function ThreadCard({
  contactId,
  thread,
  result,
}: {
  contactId: string;
  thread: ContactEmailThread;
  result: EmailReplyResult | undefined;
}) {
  const form = useCheckedForm(ContactEmailReplySchema, result?.errors);
  return (
    <article className="rounded-xl border border-slate-200">
      <h3 className="border-b border-slate-100 px-4 py-3 text-base font-semibold break-words text-slate-900">
        {thread.subject || "(no subject)"}
      </h3>
      <ol className="divide-y divide-slate-100">
        {thread.emails.map((email) => (
          <li key={email.id} className="px-4 py-3">
            <EmailMessage contactId={contactId} email={email} />
          </li>
        ))}
      </ol>
      <Form
        method="post"
        className="flex flex-col gap-3 border-t border-slate-100 px-4 py-3"
        key={thread.emails.length}
        onSubmit={form.onSubmit}
      >
        <input type="hidden" name={form.names.threadKey} value={thread.threadKey} />
        {form.errors.form ? <Notice tone="error">{form.errors.form}</Notice> : null}
        <TextAreaField
          label="Reply"
          name={form.names.body}
          rows={3}
          required
          maxLength={contactReplyLimits.body}
          defaultValue={result?.body}
          error={form.errors.body}
        />
        <div>
          <SubmitButton name="intent" value={emailReplyIntent} pendingLabel="Sending...">
            Send reply
          </SubmitButton>
        </div>
      </Form>
    </article>
  );
}

function EmailMessage({ contactId, email }: { contactId: string; email: ContactEmailView }) {
  return (
    <div className="text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">{partyText(email.from)}</p>
        <div className="flex items-center gap-2">
          <Badge tone={email.direction === "in" ? "sky" : "slate"}>
            {email.direction === "in" ? "Received" : "Sent"}
          </Badge>
          <time dateTime={email.sentAt.toISOString()} className="text-slate-600">
            {indiaDateTime(email.sentAt)}
          </time>
        </div>
      </div>
      <p className="mt-1 [overflow-wrap:anywhere] text-slate-600">
        To {email.to.map(partyText).join(", ") || "nobody named"}
        {email.cc.length > 0 ? `; copy to ${email.cc.map(partyText).join(", ")}` : ""}
        {email.authorName ? ` · written by ${email.authorName}` : ""}
      </p>
      <p className="mt-2 break-words whitespace-pre-line text-slate-900">{email.bodyText || "(no text)"}</p>
      {email.attachments.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1" aria-label="Attachments">
          {email.attachments.map((attachment) => (
            <li key={attachment.index} className="break-all text-slate-700">
              {attachment.kept ? (
                <a
                  href={`/admin/contacts/${contactId}/emails/${email.id}/attachments/${attachment.index}`}
                  className="text-brand-800 underline underline-offset-4"
                >
                  {attachment.fileName}
                </a>
              ) : (
                attachment.fileName
              )}{" "}
              ({sizeText(attachment.bytes)}
              {attachment.notKeptBecause ? `, ${notKeptText(attachment.notKeptBecause)}` : ""})
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
