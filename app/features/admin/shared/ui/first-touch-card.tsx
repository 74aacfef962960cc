import { sourceName } from "~domain/analytics/analytics";
import type { FirstTouch } from "~domain/contacts/contacts";

import { sourceNameLabel } from "~/features/admin/shared/charts/chart-figures";

import { SectionCard } from "./section-card";

/** The first touch's details, in the order people ask about them; the source itself comes first. */
const touchLabels = {
  searchEngine: "Search engine",
  referrer: "Came from",
  utmSource: "Campaign source",
  utmMedium: "Medium",
  utmCampaign: "Campaign",
  utmTerm: "Term",
  utmContent: "Content",
  landingPage: "Landing page",
} as const satisfies Partial<Record<keyof FirstTouch, string>>;

/**
 * Where a lead came from: the visit that ended in the enquiry, call,
 * application or contact: its source as the reports name it, the campaign, the landing page and
 * the pages seen in order.
 */
export function FirstTouchCard({
  touch,
  title = "Where they came from",
  intro,
}: {
  touch: FirstTouch | null;
  title?: string;
  intro: string;
}) {
  return (
    <SectionCard title={title} intro={intro}>
      <FirstTouchDetails touch={touch} />
    </SectionCard>
  );
}

/** One lead's visit, for a card of its own or a list of leads. */
export function FirstTouchDetails({ touch }: { touch: FirstTouch | null }) {
  const known = touch ?? {};
  const source = sourceName(known);
  const pagesSeen = known.pagesSeen ?? [];
  return touch === null || Object.keys(touch).length === 0 ? (
    <p className="mt-3 text-sm text-slate-700">No visit is known: they came directly, or before visits were kept.</p>
  ) : (
    <>
      {/* The name the reports count it under, said once above the details it comes from. */}
      <p className="mt-3 text-sm break-all text-slate-700">
        Counted under <strong className="font-semibold text-slate-900">{sourceNameLabel(source)}</strong> in the
        reports.
      </p>
      <dl className="mt-3 grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {Object.entries(touchLabels).map(([key, label]) => {
          const value = known[key as keyof typeof touchLabels];
          return value ? (
            <div key={key} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="break-all text-slate-900">{value}</dd>
            </div>
          ) : null;
        })}
      </dl>
      {pagesSeen.length > 0 ? (
        <div className="mt-3 text-sm">
          <h3 className="font-medium text-slate-800">Pages seen, in order</h3>
          <ol className="mt-1 list-decimal pl-6 text-slate-900">
            {pagesSeen.map((page, index) => (
              // A page seen twice is two entries: its place in the visit tells them apart.
              <li key={`${index}-${page}`} className="break-all">
                {page}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </>
  );
}
