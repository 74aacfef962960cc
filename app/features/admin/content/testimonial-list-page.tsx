import { Link } from "react-router";

import type { TestimonialRecord } from "~contracts/site-content";
import { placementLabels, testimonialPlacements, type TestimonialPlacement } from "~domain/content/testimonials";

import type { FormErrors } from "~/features/admin/shared/form-data";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { AppearsAt, PublishStateBadge } from "~/features/admin/shared/ui/publish-state-badge";
import { SectionCard } from "~/features/admin/shared/ui/section-card";

import { entryNotices, OrderControls } from "./ordered-entry-controls";
import { emptyTestimonialForm, TestimonialForm, type TestimonialFormValues } from "./testimonial-form";

export const testimonialAdminPath = (id: string) => `/admin/testimonials/${id}`;

const placementPaths: Record<TestimonialPlacement, string> = { home: "/", page: "/alltestimonial" };

/** Where a testimonial shows, as a link for the editor: "/alltestimonial". */
export const placementPath = (placement: TestimonialPlacement) => placementPaths[placement];

/** Each list (home page, testimonials page) in its order, drafts among them; a new one goes to its list's end. */
export function TestimonialListPage({
  entries,
  done,
  errors,
  values,
}: {
  entries: TestimonialRecord[];
  done?: string | undefined;
  errors?: FormErrors | undefined;
  values?: TestimonialFormValues | undefined;
}) {
  const message = done ? entryNotices[done] : undefined;
  return (
    <>
      <PageHeader
        title="Testimonials"
        intro="Clients' quotes on the home page's carousel and the testimonials page, each list in its page's order. Each names the client only as they agreed."
      />
      {message ? <Notice tone="success">{message}</Notice> : null}
      {errors?.form ? <Notice tone="error">{errors.form}</Notice> : null}
      <div className="space-y-6">
        {testimonialPlacements.map((placement) => (
          <PlacementList
            key={placement}
            placement={placement}
            entries={entries.filter((entry) => entry.placement === placement)}
          />
        ))}
        <SectionCard title="Add a testimonial" intro="Saved as a draft at the end of its list.">
          <TestimonialForm
            values={values ?? emptyTestimonialForm}
            errors={errors}
            intent="create"
            submitLabel="Save draft"
          />
        </SectionCard>
      </div>
    </>
  );
}

function PlacementList({ placement, entries }: { placement: TestimonialPlacement; entries: TestimonialRecord[] }) {
  const path = placementPath(placement);
  return (
    <section aria-labelledby={`placement-${placement}`}>
      <h2 id={`placement-${placement}`} className="mb-3 text-lg font-semibold text-brand-900">
        {placementLabels[placement]}{" "}
        <Link to={path} className="text-sm font-normal text-slate-600 underline underline-offset-4">
          {path}
        </Link>
      </h2>
      {entries.length === 0 ? (
        <EmptyState title="None here yet">Add one below, and choose this list under “Shown on”.</EmptyState>
      ) : (
        <ol className="space-y-3">
          {entries.map((entry, index) => (
            <li key={entry.id} className="rounded-2xl border border-slate-200 bg-white p-4">
              <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
                <div className="flex min-w-0 gap-3">
                  <img src={entry.avatar} alt="" width={40} height={40} className="size-10 shrink-0 rounded-full" />
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="text-sm font-semibold text-slate-500">{index + 1}.</span>
                      <PublishStateBadge state={entry.state} />
                      <Link
                        to={testimonialAdminPath(entry.id)}
                        className="font-semibold text-brand-900 underline-offset-4 hover:underline"
                      >
                        {entry.shownName}
                      </Link>
                      <AppearsAt item={entry} className="text-sm text-slate-600" />
                      {entry.consentDate ? null : <span className="text-sm text-amber-800">No consent date</span>}
                    </div>
                    {entry.shownRole ? <p className="text-sm text-slate-600">{entry.shownRole}</p> : null}
                    <p className="mt-1 line-clamp-2 text-sm text-slate-700">{entry.quote.replaceAll("**", "")}</p>
                  </div>
                </div>
                <OrderControls
                  id={entry.id}
                  name={`${entry.shownName}’s testimonial`}
                  state={entry.state}
                  first={index === 0}
                  last={index === entries.length - 1}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
