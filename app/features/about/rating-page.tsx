import { SpriteIcon } from "~/components/icons/sprite-icon";
import { ButtonLink } from "~/components/ui/button-link";
import { HeadedSection } from "~/components/ui/headed-section";
import { PageHero } from "~/components/ui/page-hero";
import { ratings } from "~/content/about";

function Stars({ count }: { count: number }) {
  return (
    <span className="flex gap-0.5" role="img" aria-label={`Rated ${count} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <SpriteIcon
          key={index}
          name="star"
          className={`size-4 ${index < count ? "fill-accent-500 text-accent-500" : "text-slate-300"}`}
        />
      ))}
    </span>
  );
}

export function RatingPage() {
  const most = Math.max(...ratings.breakdown.map((row) => row.count));
  return (
    <>
      <PageHero
        title="Client Ratings"
        eyebrow={`${ratings.overall} out of 5`}
        intro={`Our clients rate us ${ratings.overall} out of 5 on average, across ${ratings.reviews} reviews collected at the end of each project.`}
      />
      <section className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-2">
        <div className="rounded-3xl border border-slate-200 p-6">
          <h2 className="text-xl font-semibold text-brand-900">How the ratings break down</h2>
          <ul className="mt-5 space-y-3">
            {ratings.breakdown.map((row) => (
              <li key={row.stars} className="grid grid-cols-[4rem_1fr_3rem] items-center gap-3 text-sm text-slate-700">
                <span>
                  {row.stars} {row.stars === 1 ? "star" : "stars"}
                </span>
                <span className="h-2.5 overflow-hidden rounded-full bg-slate-100">
                  <span
                    className="block h-full rounded-full bg-accent-500"
                    style={{ width: `${(row.count / most) * 100}%` }}
                  />
                </span>
                <span className="text-right tabular-nums">{row.count}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl border border-slate-200 p-6">
          <h2 className="text-xl font-semibold text-brand-900">What clients rate highest</h2>
          <dl className="mt-5 grid grid-cols-2 gap-4">
            {ratings.highlights.map((highlight) => (
              <div key={highlight.label} className="rounded-2xl bg-brand-50 p-4">
                <dt className="text-sm text-slate-600">{highlight.label}</dt>
                <dd className="mt-1 text-2xl font-bold text-brand-900">{highlight.score}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <HeadedSection id="reviews-title" title="In their words" width="6xl" band="bg-slate-50">
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ratings.quotes.map((review) => (
            <li key={review.quote} className="rounded-3xl bg-white p-6 shadow-sm">
              <Stars count={review.rating} />
              <p className="mt-3 text-slate-700">{review.quote}</p>
              <p className="mt-4 text-sm font-semibold text-brand-900">{review.author}</p>
            </li>
          ))}
        </ul>
        <ButtonLink to="/alltestimonial" variant="outline" className="mt-10">
          Read more testimonials
        </ButtonLink>
      </HeadedSection>
    </>
  );
}
