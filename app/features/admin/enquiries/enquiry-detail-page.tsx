import { Mail } from "lucide-react";
import { Form } from "react-router";

import type { AuditEntryView, EnquiryDetail } from "~domain/back-office";
import { enquiryNoteLimit, enquirySourceLabel, enquiryStatusLabels, enquiryStatuses } from "~domain/enquiry-triage";
import { indiaDateTime } from "~domain/india-time";
import { fullName } from "~domain/person-details";

import { TextAreaField } from "~/components/ui/text-field";
import { StatusBadge } from "~/features/admin/enquiries/status-badge";
import { BackLink } from "~/features/admin/ui/back-link";
import type { FormErrors } from "~/features/admin/form-data";
import { Notice } from "~/features/admin/ui/notice";
import { HistoryItem, HistoryList } from "~/features/admin/ui/history-list";
import { PageHeader } from "~/features/admin/ui/page-header";
import { SubmitButton } from "~/features/admin/ui/submit-button";

export const replySubject = "Re: your enquiry to Nexora Technologies";

export type EnquiryDetailProps = {
  enquiry: EnquiryDetail;
  history: AuditEntryView[];
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
};

const card = "rounded-2xl border border-slate-200 bg-white p-5 sm:p-6";
const cardTitle = "text-lg font-semibold text-brand-900";

const nameOf = (enquiry: EnquiryDetail) => fullName(enquiry) || enquiry.email;

export function EnquiryDetailPage({ enquiry, history, done, errors, intent }: EnquiryDetailProps) {
  const mailto = `mailto:${enquiry.email}?subject=${encodeURIComponent(replySubject)}`;
  const formError = errors?.form;
  return (
    <>
      <BackLink to="/admin/enquiries">All enquiries</BackLink>
      <PageHeader
        title={nameOf(enquiry)}
        intro={
          <>
            Received <time dateTime={enquiry.createdAt.toISOString()}>{indiaDateTime(enquiry.createdAt)}</time> (India
            time) · {enquirySourceLabel(enquiry.source)}
          </>
        }
        actions={
          <a
            href={mailto}
            className="inline-flex min-h-10 items-center justify-center gap-2 rounded-full bg-brand-900 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <Mail aria-hidden="true" className="size-4" />
            Reply by e-mail
          </a>
        }
      />
      {done && doneMessages[done] ? <Notice tone="success">{doneMessages[done]}</Notice> : null}
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      {enquiry.isSpam ? (
        <Notice tone="info">
          Caught by the spam trap: the sender filled in a field people cannot see. It was mailed to nobody.
        </Notice>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="message-title" className={card}>
            <div className="flex items-center justify-between gap-3">
              <h2 id="message-title" className={cardTitle}>
                Message
              </h2>
              <StatusBadge status={enquiry.status} />
            </div>
            {/* Text, never HTML: React escapes it, and pre-wrap keeps the sender's line breaks. */}
            <p className="mt-3 text-base leading-relaxed break-words whitespace-pre-wrap text-slate-800">
              {enquiry.message}
            </p>
          </section>

          <section aria-labelledby="status-title" className={card}>
            <h2 id="status-title" className={cardTitle}>
              Status
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Now: <strong className="text-slate-900">{enquiryStatusLabels[enquiry.status]}</strong>
            </p>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="status" />
              <fieldset>
                <legend className="sr-only">Change the status</legend>
                <div className="flex flex-wrap gap-2">
                  {enquiryStatuses.map((status) => (
                    <SubmitButton
                      key={status}
                      name="status"
                      value={status}
                      tone={status === enquiry.status ? "primary" : "secondary"}
                      aria-pressed={status === enquiry.status}
                      pendingLabel="Saving..."
                    >
                      {enquiryStatusLabels[status]}
                    </SubmitButton>
                  ))}
                </div>
              </fieldset>
              {intent === "status" && errors?.status ? (
                <p className="mt-2 text-sm text-red-700">{errors.status}</p>
              ) : null}
            </Form>
          </section>

          <section aria-labelledby="notes-title" className={card}>
            <h2 id="notes-title" className={cardTitle}>
              Notes
            </h2>
            <p className="mt-1 text-sm text-slate-600">For the team only; the sender never sees them.</p>
            {/* Keyed by the number of notes: after one is added the form starts empty again. */}
            <Form method="post" className="mt-4 space-y-3" key={enquiry.notes.length}>
              <TextAreaField
                label="Add a note"
                name="body"
                required
                maxLength={enquiryNoteLimit}
                rows={3}
                error={intent === "note" ? errors?.body : undefined}
              />
              <SubmitButton name="intent" value="note" pendingLabel="Adding...">
                Add note
              </SubmitButton>
            </Form>
            {enquiry.notes.length === 0 ? (
              <p className="mt-5 text-sm text-slate-600">No notes yet.</p>
            ) : (
              <ol className="mt-5 space-y-4 border-t border-slate-100 pt-4">
                {enquiry.notes.map((note) => (
                  <li key={note.id}>
                    <p className="text-xs text-slate-600">
                      <span className="font-semibold text-slate-800">{note.authorEmail}</span>
                      {" · "}
                      <time dateTime={note.createdAt.toISOString()}>{indiaDateTime(note.createdAt)}</time>
                    </p>
                    <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{note.body}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>

        <div className="min-w-0 space-y-6">
          <section aria-labelledby="contact-title" className={card}>
            <h2 id="contact-title" className={cardTitle}>
              Contact
            </h2>
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
                <dd className="text-slate-900">
                  {enquiry.phone ? (
                    <a
                      href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}
                      className="text-brand-800 underline underline-offset-4"
                    >
                      {enquiry.phone}
                    </a>
                  ) : (
                    "Not given"
                  )}
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-600">Form</dt>
                <dd className="text-slate-900">{enquirySourceLabel(enquiry.source)}</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="history-title" className={card}>
            <h2 id="history-title" className={cardTitle}>
              History
            </h2>
            <HistoryList entries={history}>
              <HistoryItem summary="Received through the website." at={enquiry.createdAt} />
            </HistoryList>
          </section>
        </div>
      </div>
    </>
  );
}
