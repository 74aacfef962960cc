import { Link } from "react-router";

import type { TestimonialRecord } from "~contracts/content-entries";
import { placementLabels, testimonialPlacements, type TestimonialPlacement } from "~domain/content/testimonials";

import type { FormErrors } from "~/features/admin/shared/form-data";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { ActionNotices } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";

import { entryNotices } from "./ordered-entry-controls";
import { OrderedEntryList, type OrderedEntryRow } from "./ordered-entry-list";
import { emptyTestimonialForm, TestimonialForm, type TestimonialFormValues } from "./testimonial-form";

export const testimonialAdminPath = (id: string) => `/admin/testimonials/${id}`;

const placementPaths: Record<TestimonialPlacement, string> = { home: "/", page: "/alltestimonial" };

/** Where a testimonial shows, as a link for the editor: "/alltestimonial". */
export const placementPath = (placement: TestimonialPlacement) => placementPaths[placement];

const testimonialRow: OrderedEntryRow<TestimonialRecord> = {
  href: (entry) => testimonialAdminPath(entry.id),
  title: (entry) => entry.shownName,
  name: (entry) => `${entry.shownName}’s testimonial`,
  leading: (entry) => (
    <img src={entry.avatar} alt="" width={40} height={40} className="size-10 shrink-0 rounded-full" />
  ),
  details: (entry) => (
    <>
      {entry.shownRole ? <p className="text-sm text-slate-600">{entry.shownRole}</p> : null}
      <p className="mt-1 line-clamp-2 text-sm text-slate-700">{entry.quote.replaceAll("**", "")}</p>
    </>
  ),
};

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
  return (
    <>
      <PageHeader
        title="Testimonials"
        intro="Clients' quotes on the home page's carousel and the testimonials page, each list in its page's order. Each names the client only as they agreed."
      />
      <ActionNotices done={done ? entryNotices[done] : undefined} refused={errors?.form} />
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
        <OrderedEntryList entries={entries} row={testimonialRow} />
      )}
    </section>
  );
}
