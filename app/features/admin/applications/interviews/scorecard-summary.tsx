import type { ScorecardView } from "~contracts/applications";
import { ratingLabels, type Rating } from "~domain/applications/interviews";

const ratingTones: Record<Rating, string> = {
  "strong-no": "bg-red-100 text-red-900",
  no: "bg-orange-100 text-orange-900",
  mixed: "bg-slate-100 text-slate-800",
  yes: "bg-emerald-100 text-emerald-900",
  "strong-yes": "bg-emerald-200 text-emerald-950",
};

export function RatingBadge({ rating }: { rating: Rating | null }) {
  if (!rating) return <span className="text-sm text-slate-500">Not rated</span>;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${ratingTones[rating]}`}>
      {ratingLabels[rating]}
    </span>
  );
}

/** A submitted scorecard: the recommendation first, then each attribute's rating and note. */
export function ScorecardSummary({ scorecard, heading }: { scorecard: ScorecardView; heading: string }) {
  return (
    <article className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-brand-900">{heading}</h3>
        <RatingBadge rating={scorecard.overall} />
      </div>
      {scorecard.summary ? (
        <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-800">{scorecard.summary}</p>
      ) : null}
      <dl className="mt-3 space-y-2 text-sm">
        {scorecard.ratings.map((entry) => (
          <div key={entry.attribute} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <dt className="font-medium text-slate-700">{entry.attribute}</dt>
            <dd>
              <RatingBadge rating={entry.rating} />
            </dd>
            {entry.note ? (
              <dd className="basis-full break-words whitespace-pre-wrap text-slate-700">{entry.note}</dd>
            ) : null}
          </div>
        ))}
      </dl>
    </article>
  );
}
