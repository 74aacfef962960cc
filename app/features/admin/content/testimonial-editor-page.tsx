import { format } from "date-fns";

import type { TestimonialRecord } from "~contracts/content-entries";
import { placementLabels } from "~domain/content/testimonials";
import { noticeLanguageNames } from "~domain/privacy/notice-languages";
import { calendarDay } from "~domain/time/india-dates";

import { TestimonialCard } from "~/components/testimonial-card";

import { entryDraft, OrderedEntryEditor, type OrderedEntryEditorProps } from "./ordered-entry-editor";
import { TestimonialForm, testimonialFormValuesOf, type TestimonialFormValues } from "./testimonial-form";
import { placementPath, testimonialAdminPath } from "./testimonial-list-page";

/** One testimonial: its text and what it shows of the customer, as the card draws it, then publishing, revisions and history. */
export function TestimonialEditorPage({
  values,
  draft,
  others,
  ...page
}: OrderedEntryEditorProps<TestimonialRecord, TestimonialFormValues>) {
  const { entry, errors } = page;
  const where = placementPath(entry.placement);
  return (
    <OrderedEntryEditor
      {...page}
      back={{ to: "/admin/testimonials", label: "All testimonials" }}
      title={`${entry.shownName}’s testimonial`}
      where={where}
      noun="the testimonial"
      placeNote={<span>{placementLabels[entry.placement]}</span>}
      notes={<ConsentSummary entry={entry} />}
      text={{
        title: "Testimonial",
        form: (
          <TestimonialForm
            key={entry.updatedAt.toISOString()}
            draft={{ ...entryDraft("testimonial", entry, draft, others), noun: "this testimonial" }}
            values={values ?? testimonialFormValuesOf(entry)}
            errors={errors}
            intent="save"
            submitLabel="Save"
          />
        ),
      }}
      here={testimonialAdminPath(entry.id)}
      revisionsIntro={`Every save keeps the whole testimonial. Restoring one saves its text as a new revision; a published testimonial changes on ${where} at once.`}
      preview={
        <section aria-labelledby="card-preview" className="self-start">
          <h2 id="card-preview" className="mb-3 text-sm font-semibold text-slate-700">
            As the card shows it (saved text)
          </h2>
          <TestimonialCard
            testimonial={{
              id: entry.id,
              avatar: entry.avatar,
              name: entry.shownName,
              quote: entry.quote,
              ...(entry.shownRole ? { position: entry.shownRole } : {}),
            }}
          />
        </section>
      }
    />
  );
}

/**
 * What the customer agreed to, when, and which privacy notice they were sent, above the form that
 * changes it: the record an editor answers for.
 */
function ConsentSummary({ entry }: { entry: TestimonialRecord }) {
  const { consentDate: date, consentNote: note, noticeVersion, noticeLanguage } = entry;
  return (
    <section aria-labelledby="consent-title" className="mb-6 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="consent-title" className="font-semibold text-brand-900">
        The customer’s agreement
      </h2>
      <p className="mt-1 text-slate-700">
        Agreed on <time dateTime={date}>{format(calendarDay(date), "d MMMM yyyy")}</time>
      </p>
      <p className="mt-2 whitespace-pre-line text-slate-700">{note}</p>
      <p className="mt-2 text-sm text-slate-600">
        {noticeVersion && noticeLanguage
          ? `Privacy notice sent: version of ${noticeVersion}, in ${noticeLanguageNames[noticeLanguage].ownName}.`
          : "No privacy notice recorded: agreed before the site had notices. The Act asks us to send one now; saving asks in which language it was sent."}
      </p>
    </section>
  );
}
