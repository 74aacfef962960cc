import { useState } from "react";
import { Form, Link } from "react-router";

import type { EnquiryReplyView } from "~contracts/enquiries";
import {
  EnquiryReplySchema,
  fillReply,
  replyLimits,
  replyPlaceholders,
  type ReplyValues,
} from "~domain/enquiries/enquiry-replies";

import { SelectField } from "~/components/ui/text-field";
import { useIsClient } from "~/components/use-is-client";
import { Badge, type BadgeTone } from "~/features/admin/shared/ui/badge";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { EmailTextFields } from "~/features/admin/shared/ui/email-template-parts";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { Notice } from "~/features/admin/shared/ui/notice";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass, SubmitButton } from "~/features/admin/shared/ui/submit-button";

/** A template as the reply form offers it. */
export type ReplyTemplateChoice = { id: string; name: string; subject: string; body: string };

export type ReplyDraft = { subject: string; body: string; /** The template it was filled from. */ templateId?: string };

export const templatesPath = "/admin/enquiries/templates";

/** "{firstName}, {fullName} or {staffName}". */
const placeholderList = `${replyPlaceholders.slice(0, -1).join(", ")} or ${replyPlaceholders.at(-1)}`;

/**
 * The reply form (intent "reply"). A template fills the subject and the text: at once with
 * JavaScript, through `?template=` (filled in by the loader) without. Either way the fields stay
 * editable, and what they hold when sent is what the enquirer reads, placeholders filled in.
 */
export function ReplyCard({
  to,
  sender,
  templates,
  values,
  draft,
  errors,
  resetKey,
}: {
  /** The enquirer, as the e-mail is addressed. */
  to: { name: string; email: string };
  /** The signed-in member: the name the e-mail is from, and where answers go. */
  sender: { name: string; email: string };
  templates: ReplyTemplateChoice[];
  values: ReplyValues;
  draft: ReplyDraft;
  errors?: FormErrors | undefined;
  /** Changes after a reply is sent, so the form starts afresh. */
  resetKey: string;
}) {
  return (
    <SectionCard
      id="reply"
      title="Reply"
      intro={
        <>
          E-mailed to {to.name} ({to.email}) from {sender.name ? `${sender.name} at` : ""} the sales address; their
          answer comes to you at {sender.email}. A new enquiry is marked replied.
        </>
      }
    >
      <ReplyForm
        key={`${resetKey} ${draft.templateId ?? ""}`}
        templates={templates}
        values={values}
        draft={draft}
        errors={errors}
      />
    </SectionCard>
  );
}

function ReplyForm({
  templates,
  values,
  draft,
  errors,
}: {
  templates: ReplyTemplateChoice[];
  values: ReplyValues;
  draft: ReplyDraft;
  errors?: FormErrors | undefined;
}) {
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState(draft.body);
  const [templateId, setTemplateId] = useState(draft.templateId ?? "");
  const isClient = useIsClient();
  const form = useCheckedForm(EnquiryReplySchema, errors);

  function applyTemplate(id: string) {
    setTemplateId(id);
    const template = templates.find((candidate) => candidate.id === id);
    if (!template) return;
    const filled = fillReply(template, values);
    setSubject(filled.subject);
    setBody(filled.body);
  }

  return (
    <div className="mt-4 space-y-4">
      {form.errors.form ? <Notice tone="error">{form.errors.form}</Notice> : null}
      {templates.length > 0 ? (
        // A GET form: without JavaScript the page comes back with the template filled in.
        <form method="get" action="#reply" className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-56">
            <SelectField
              label="Start from a template"
              name="template"
              options={templates.map((template) => template.id)}
              labels={Object.fromEntries(templates.map((template) => [template.id, template.name]))}
              placeholder="No template"
              value={templateId}
              onChange={(event) => applyTemplate(event.target.value)}
            />
          </div>
          {isClient ? null : (
            <button type="submit" className={buttonClass("secondary")}>
              Use template
            </button>
          )}
        </form>
      ) : null}
      <Form method="post" className="space-y-4" onSubmit={form.onSubmit}>
        <EmailTextFields
          bodyLabel="Your reply"
          limits={replyLimits}
          rows={10}
          subject={{ value: subject, onChange: (event) => setSubject(event.target.value) }}
          body={{ value: body, onChange: (event) => setBody(event.target.value) }}
          errors={form.errors}
        />
        <p className="text-sm text-slate-600">
          You may write {placeholderList}: each is filled in as it is sent.{" "}
          <Link to={templatesPath} className="font-semibold text-brand-800 underline underline-offset-4">
            Reply templates
          </Link>
        </p>
        <SubmitButton name="intent" value="reply" pendingLabel="Sending...">
          Send reply
        </SubmitButton>
      </Form>
    </div>
  );
}

const deliveryBadges: Record<EnquiryReplyView["delivery"], { tone: BadgeTone; label: string }> = {
  pending: { tone: "amber", label: "Waiting to be sent" },
  sent: { tone: "emerald", label: "Sent" },
  failed: { tone: "red", label: "Not delivered" },
};

/** The replies sent from the desk, newest first, as the enquirer received them. */
export function SentReplies({ replies }: { replies: EnquiryReplyView[] }) {
  if (replies.length === 0) return null;
  return (
    <SectionCard title="Replies sent" intro="As the sender received them; newest first.">
      <ol className="mt-4 space-y-5">
        {replies.map((reply) => {
          const badge = deliveryBadges[reply.delivery];
          return (
            <li key={reply.id} className="border-t border-slate-100 pt-4 first:border-t-0 first:pt-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-xs text-slate-600">
                  <span className="font-semibold text-slate-800">{reply.authorName}</span>
                  {" · "}
                  <IndiaTime at={reply.createdAt} />
                </p>
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </div>
              <p className="mt-1 font-semibold break-words text-slate-900">{reply.subject}</p>
              {/* Text, never HTML: React escapes it, and pre-wrap keeps the line breaks. */}
              <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{reply.body}</p>
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}
