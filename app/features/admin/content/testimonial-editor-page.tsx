import type { TestimonialRecord } from "~contracts/site-content";
import { placementLabels } from "~domain/content/testimonials";

import { TestimonialCard } from "~/components/testimonial-card";
import { Notice } from "~/features/admin/shared/ui/notice";

import { OrderedEntryEditor, type OrderedEntryEditorProps } from "./ordered-entry-editor";
import { TestimonialForm, testimonialFormValuesOf, type TestimonialFormValues } from "./testimonial-form";
import { placementPath, testimonialAdminPath } from "./testimonial-list-page";

/** One testimonial: its text and what it shows of the customer, as the card draws it, then publishing, revisions and history. */
export function TestimonialEditorPage({
  values,
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
      notes={
        entry.consentDate ? null : (
          <Notice tone="info">
            No day of the customer’s agreement is recorded: add it below before this testimonial can be published again.
          </Notice>
        )
      }
      text={{
        title: "Testimonial",
        form: (
          <TestimonialForm
            values={values ?? testimonialFormValuesOf(entry)}
            errors={errors}
            intent="save"
            submitLabel="Save"
          />
        ),
      }}
      here={testimonialAdminPath(entry.id)}
      revisionsIntro={`Every save keeps the whole testimonial. Restoring one saves its text as a new revision; a published testimonial changes on ${where} at once, and needs the day of the customer’s agreement.`}
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
