import { Form, Link } from "react-router";

import { subscriberImportNotesMax, type SubscriberImportReport } from "~contracts/newsletter";
import { countText, csvListRefusals, megabytesText } from "~domain/forms/csv-lists";
import { newsletterTopics } from "~domain/newsletter/newsletter";
import {
  importSourceMax,
  subscriberImportKind,
  SubscriberImportFormSchema,
} from "~domain/newsletter/subscriber-import";

import { TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { fileInputClass, refusingFilesOver } from "~/features/admin/shared/ui/file-input";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";
import { TickField } from "~/features/admin/shared/ui/tick-field";

import { subscribersPath } from "./subscriber-filter";

/** What the import's action answers: what became of the file, or why the form was refused (with what was typed). */
export type ImportAnswer = { report?: SubscriberImportReport; errors?: FormErrors; values?: Record<string, string> };

const tooLargeText = csvListRefusals(subscriberImportKind).tooLarge;

const count = (n: number, one: string, many: string) => `${countText(n)} ${n === 1 ? one : many}`;

/** What an import did: its counts, and each row left out with why. */
function ImportReport({ report }: { report: SubscriberImportReport }) {
  const imported = report.added + report.confirmed;
  return (
    <SectionCard
      title="What the import did"
      intro={`${report.fileName}, source “${report.source}”: ${count(report.rows, "row", "rows")}. Nobody was sent an e-mail.`}
    >
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {[
          ["New subscribers", report.added],
          ["Waiting ones now subscribed", report.confirmed],
          ["Known, left as they were", report.known],
          ["Refused", report.refused],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">{countText(Number(value))}</dd>
          </div>
        ))}
      </dl>
      {imported > 0 ? (
        <p className="mt-4 text-sm">
          <Link to={`${subscribersPath}?state=subscribed`} className="font-semibold text-brand-800 underline">
            See the subscribers
          </Link>
        </p>
      ) : null}
      {report.notes.length > 0 ? (
        <>
          <h3 className="mt-6 text-base font-semibold text-brand-900">Rows not imported</h3>
          <p className="mt-1 text-sm text-slate-600">
            {report.known + report.refused > report.notes.length
              ? `The first ${countText(subscriberImportNotesMax)}, by their row in the file (the header is row 1).`
              : "By their row in the file (the header is row 1)."}{" "}
            Mend a refused row and import the file again: the addresses imported now are left as they are.
          </p>
          <div
            // A scrolling region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label="Rows not imported"
            className="mt-3 max-h-[32rem] overflow-auto rounded-xl border border-slate-200"
          >
            <ul className="divide-y divide-slate-100 text-sm">
              {report.notes.map((note) => (
                <li
                  key={note.row}
                  className="grid gap-x-4 gap-y-0.5 px-3 py-2 sm:grid-cols-[4.5rem_minmax(0,1fr)_minmax(0,1fr)]"
                >
                  <span className="text-slate-600 tabular-nums">Row {note.row}</span>
                  <span className="break-all text-slate-900">{note.email || "No address"}</span>
                  <span className={note.outcome === "refused" ? "text-red-800" : "text-slate-700"}>{note.reason}</span>
                </li>
              ))}
            </ul>
          </div>
        </>
      ) : null}
    </SectionCard>
  );
}

/**
 * Subscribers brought in from another service's list, their consent confirmed there (decision
 * 077): the file, its source and the editor's word on its consent; then what became of its rows.
 */
export function SubscriberImportPage({ answer }: { answer?: ImportAnswer | undefined }) {
  const form = useCheckedForm(SubscriberImportFormSchema, answer?.errors);
  const values = answer?.values ?? {};
  return (
    <>
      <BackLink to={subscribersPath}>Newsletter subscribers</BackLink>
      <PageHeader
        title="Import subscribers"
        intro="Bring in subscribers whose consent to the newsletter another service confirmed, such as a list exported from Mailchimp or Ghost. They are subscribed at once and sent nothing: no confirmation, no welcome."
      />
      {answer?.report ? (
        <div className="mb-6">
          <Notice tone="success">
            {`Imported ${count(answer.report.added + answer.report.confirmed, "subscriber", "subscribers")} from ${answer.report.fileName}.`}
          </Notice>
          <ImportReport report={answer.report} />
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start">
        <SectionCard
          title={answer?.report ? "Import another file" : "Upload a list"}
          intro={`A CSV file with a header row, at most ${megabytesText(subscriberImportKind.bytes)} and ${countText(subscriberImportKind.rows)} rows.`}
        >
          <Form
            method="post"
            encType="multipart/form-data"
            className="mt-4 space-y-5"
            onSubmit={form.onSubmit}
            noValidate
            // A new form after each import: its tick and file are asked for again.
            key={answer?.report ? "after" : "before"}
          >
            {form.errors.form ? <Notice tone="error">{form.errors.form}</Notice> : null}
            <TextField
              label="CSV file"
              type="file"
              name="file"
              accept=".csv,text/csv"
              required
              error={form.errors.file}
              className={fileInputClass}
              onChange={refusingFilesOver(subscriberImportKind.bytes, tooLargeText)}
            />
            <TextField
              label="Where the list comes from"
              name={form.names.source}
              required
              maxLength={importSourceMax}
              defaultValue={values.source ?? ""}
              hint="(e.g. Ghost export, March)"
              error={form.errors.source}
            />
            <TickField name={form.names.confirmed} error={form.errors.confirmed}>
              Everyone in this file confirmed their consent to our newsletter with the service named above, on the date
              the file gives.
            </TickField>
            <SubmitButton pendingLabel="Importing…">Import</SubmitButton>
          </Form>
        </SectionCard>
        <SectionCard title="What the file needs">
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
            <li>
              <span className="font-medium text-slate-900">Email</span> (or Email Address): one address a row.
            </li>
            <li>
              <span className="font-medium text-slate-900">Confirmed</span> (or Mailchimp&apos;s CONFIRM_TIME,
              Ghost&apos;s created_at): when the person confirmed, as 2026-03-14 or 2026-03-14 09:30 (India time unless
              the time gives its zone). A row without it, or with a date still to come, is refused.
            </li>
            <li>
              <span className="font-medium text-slate-900">Topics</span>, if any: the blog&apos;s own (
              {newsletterTopics.join(", ")}), separated by semicolons. None: every topic.
            </li>
            <li>
              A row Ghost marks as not subscribed (subscribed_to_emails false) is refused, and so is an address that
              appears twice.
            </li>
            <li>
              An address known here keeps its state: one that unsubscribed or is suppressed is never subscribed again
              this way, and one subscribed already is left as it is. One waiting for confirmation is subscribed.
            </li>
          </ul>
        </SectionCard>
      </div>
    </>
  );
}
