import type { RevisionItem } from "~contracts/revisions";
import type { TestimonialRecord } from "~contracts/site-content";
import type { AuditEntryView } from "~contracts/staff";
import { placementLabels } from "~domain/content/testimonials";

import { TestimonialCard } from "~/components/testimonial-card";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { HistoryCard } from "~/features/admin/shared/ui/history-card";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { RevisionsCard } from "~/features/admin/shared/ui/revisions-card";
import { SectionCard } from "~/features/admin/shared/ui/section-card";

import { entryPageNotice, EntryState, PublishingCard } from "./ordered-entry-controls";
import { TestimonialForm, testimonialFormValuesOf, type TestimonialFormValues } from "./testimonial-form";
import { placementPath, testimonialAdminPath } from "./testimonial-list-page";

/** One testimonial: its text and what it shows of the customer, as the card draws it, then publishing, revisions and history. */
export function TestimonialEditorPage({
  entry,
  revisions,
  history,
  done,
  errors,
  values,
  confirmDelete,
}: {
  entry: TestimonialRecord;
  revisions: RevisionItem[];
  history: AuditEntryView[];
  done?: string | undefined;
  errors?: FormErrors | undefined;
  values?: TestimonialFormValues | undefined;
  confirmDelete: boolean;
}) {
  const where = placementPath(entry.placement);
  const message = done ? entryPageNotice(done, entry.state, where, "the testimonial") : undefined;
  return (
    <>
      <BackLink to="/admin/testimonials">All testimonials</BackLink>
      <PageHeader
        title={`${entry.shownName}’s testimonial`}
        intro={
          <span className="inline-flex flex-wrap items-center gap-2">
            <EntryState entry={entry} />
            <span>{placementLabels[entry.placement]}</span>
          </span>
        }
      />
      {message ? <Notice tone="success">{message}</Notice> : null}
      {errors?.form ? <Notice tone="error">{errors.form}</Notice> : null}
      {entry.consentDate ? null : (
        <Notice tone="info">
          No day of the customer’s agreement is recorded: add it below before this testimonial can be published again.
        </Notice>
      )}
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <SectionCard title="Testimonial">
            <TestimonialForm
              key={entry.updatedAt.toISOString()}
              values={values ?? testimonialFormValuesOf(entry)}
              errors={errors}
              intent="save"
              submitLabel="Save"
            />
          </SectionCard>
          <PublishingCard
            entry={entry}
            where={where}
            errors={errors}
            confirmDelete={confirmDelete}
            here={testimonialAdminPath(entry.id)}
          />
          <RevisionsCard
            revisions={revisions}
            intro={`Every save keeps the whole testimonial. Restoring one saves its text as a new revision; a published testimonial changes on ${where} at once, and needs the day of the customer’s agreement.`}
          />
          <HistoryCard history={history} />
        </div>
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
      </div>
    </>
  );
}
