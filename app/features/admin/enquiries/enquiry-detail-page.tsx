import { Reply } from "lucide-react";
import { Link } from "react-router";

import type { EnquiryDetail } from "~contracts/enquiries";
import type { AuditEntryView } from "~contracts/staff";
import { defaultReplySubject, type ReplyValues } from "~domain/enquiries/enquiry-replies";
import { enquirySourceLabel, enquiryStatusLabels, enquiryStatuses } from "~domain/enquiries/enquiry-triage";
import { noteLimit } from "~domain/forms/list-filters";
import { fullName } from "~domain/forms/person-details";

import {
  ReplyCard,
  SentReplies,
  type ReplyDraft,
  type ReplyTemplateChoice,
} from "~/features/admin/enquiries/reply-card";
import { StatusBadge } from "~/features/admin/enquiries/status-badge";
import { DoNotContactBadge } from "~/features/admin/shared/ui/do-not-contact-badge";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { ChoiceForm } from "~/features/admin/shared/ui/choice-form";
import { PhoneLink } from "~/features/admin/shared/ui/contact-links";
import { HistoryCard } from "~/features/admin/shared/ui/history-card";
import { NotesCard } from "~/features/admin/shared/ui/notes-card";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { FirstTouchCard } from "~/features/admin/shared/ui/first-touch-card";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";

export type EnquiryDetailProps = {
  enquiry: EnquiryDetail;
  history: AuditEntryView[];
  /** The signed-in member, who replies. */
  sender: { name: string; email: string };
  templates: ReplyTemplateChoice[];
  /** What the placeholders stand for in a reply to this enquiry. */
  replyValues: ReplyValues;
  /** What the reply form holds: a template filled in, or what was sent and refused. */
  draft: ReplyDraft;
  /** What the last action did, from the address it redirected to. */
  done?: string | undefined;
  /** The errors of the form last sent, keyed by field ("form" for the whole form). */
  errors?: FormErrors | undefined;
  /** Which form they belong to. */
  intent?: string | undefined;
};

const doneMessages: Record<string, string> = {
  status: "Status saved.",
  note: "Note added.",
  reply: "Reply sent. It is on its way through the outbox.",
};

const nameOf = (enquiry: EnquiryDetail) => fullName(enquiry) || enquiry.email;

export function EnquiryDetailPage({
  enquiry,
  history,
  sender,
  templates,
  replyValues,
  draft,
  done,
  errors,
  intent,
}: EnquiryDetailProps) {
  const mailto = `mailto:${enquiry.email}?subject=${encodeURIComponent(defaultReplySubject)}`;
  // A refused reply says why beside its form, further down the page.
  const formError = intent === "reply" ? undefined : errors?.form;
  return (
    <>
      <BackLink to="/admin/enquiries">All enquiries</BackLink>
      <PageHeader
        title={nameOf(enquiry)}
        intro={
          <>
            Received <IndiaTime at={enquiry.createdAt} /> (India time) · {enquirySourceLabel(enquiry.source)}
          </>
        }
        actions={
          // Replies go from the desk, so they are on record and the enquiry shows it.
          enquiry.isSpam ? undefined : (
            <a href="#reply" className={buttonClass()}>
              <Reply aria-hidden="true" className="size-4" />
              Write a reply
            </a>
          )
        }
      />
      {enquiry.doNotContact ? (
        <Notice tone="info">
          <DoNotContactBadge /> They asked not to be contacted: answer what they asked, and nothing more.
        </Notice>
      ) : null}
      {done && doneMessages[done] ? <Notice tone="success">{doneMessages[done]}</Notice> : null}
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      {enquiry.isSpam ? (
        <Notice tone="info">
          Caught by the spam trap: the sender filled in a field people cannot see. It was mailed to nobody.
        </Notice>
      ) : null}

      {/* On a phone the contact comes first (to call or write back); beside the message on a wide screen. */}
      <div className="grid gap-6 [grid-template-areas:'contact'_'main'_'history'] lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:[grid-template-areas:'main_contact'_'main_history']">
        <div className="min-w-0 space-y-6 [grid-area:main]">
          <SectionCard title="Message" aside={<StatusBadge status={enquiry.status} />}>
            {/* Text, never HTML: React escapes it, and pre-wrap keeps the sender's line breaks. */}
            <p className="mt-3 text-base leading-relaxed break-words whitespace-pre-wrap text-slate-800">
              {enquiry.message}
            </p>
          </SectionCard>

          <SentReplies replies={enquiry.replies} />

          {enquiry.isSpam ? null : (
            <ReplyCard
              to={{ name: nameOf(enquiry), email: enquiry.email }}
              sender={sender}
              templates={templates}
              values={replyValues}
              draft={draft}
              errors={intent === "reply" ? errors : undefined}
              resetKey={String(enquiry.replies.length)}
            />
          )}

          <SectionCard
            title="Status"
            intro={
              <>
                Now: <strong className="text-slate-900">{enquiryStatusLabels[enquiry.status]}</strong>
              </>
            }
          >
            <ChoiceForm
              intent="status"
              name="status"
              legend="Change the status"
              choices={enquiryStatuses}
              labels={enquiryStatusLabels}
              current={enquiry.status}
              error={intent === "status" ? errors?.status : undefined}
            />
          </SectionCard>

          <NotesCard
            notes={enquiry.notes}
            intro="For the team only; the sender never sees them."
            maxLength={noteLimit}
            error={intent === "note" ? errors?.body : undefined}
          />
        </div>

        <div className="min-w-0 [grid-area:contact]">
          <SectionCard title="Contact">
            <dl className="mt-3 space-y-3 text-sm">
              <div>
                <dt className="font-medium text-slate-600">E-mail</dt>
                <dd className="break-all">
                  <a href={mailto} className="text-brand-800 underline underline-offset-4">
                    {enquiry.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-600">Phone</dt>
                <dd className="text-slate-900">{enquiry.phone ? <PhoneLink phone={enquiry.phone} /> : "Not given"}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-600">Form</dt>
                <dd className="text-slate-900">{enquirySourceLabel(enquiry.source)}</dd>
              </div>
              {enquiry.contact ? (
                <div>
                  <dt className="font-medium text-slate-600">Sales desk</dt>
                  <dd>
                    <Link
                      to={`/admin/contacts/${enquiry.contact.id}`}
                      className="text-brand-800 underline underline-offset-4"
                    >
                      {enquiry.contact.name}&apos;s contact
                    </Link>
                  </dd>
                </div>
              ) : null}
            </dl>
          </SectionCard>
          {enquiry.otherEnquiries.length > 0 ? (
            <div className="mt-6">
              <OtherEnquiries enquiry={enquiry} />
            </div>
          ) : null}
          <div className="mt-6">
            <FirstTouchCard
              touch={enquiry.firstTouch}
              intro="The visit the enquiry was sent from, as the site counted it."
            />
          </div>
        </div>
        <div className="min-w-0 [grid-area:history]">
          <HistoryCard history={history} origin={{ text: "Received through the website.", at: enquiry.createdAt }} />
        </div>
      </div>
    </>
  );
}

/** The same person's other enquiries: a second message read with the first. */
function OtherEnquiries({ enquiry }: { enquiry: EnquiryDetail }) {
  return (
    <SectionCard title="Their other enquiries" intro="Newest first.">
      <ul className="mt-3 divide-y divide-slate-200 text-sm">
        {enquiry.otherEnquiries.map((other) => (
          <li key={other.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link to={`/admin/enquiries/${other.id}`} className="text-brand-800 underline underline-offset-4">
              <IndiaTime at={other.createdAt} /> · {enquirySourceLabel(other.source)}
            </Link>
            <StatusBadge status={other.status} />
          </li>
        ))}
      </ul>
      {enquiry.hasMore && enquiry.contact ? (
        <p className="mt-2 text-sm text-slate-600">
          The rest are on{" "}
          <Link to={`/admin/contacts/${enquiry.contact.id}`} className="text-brand-800 underline underline-offset-4">
            their contact&apos;s page
          </Link>
          .
        </p>
      ) : null}
    </SectionCard>
  );
}
