import { FolderKanban, Star, Users } from "lucide-react";
import { useEffect, useState } from "react";

import { useIsClient } from "~/components/use-is-client";
import { statistics } from "~/content/home";

import {
  countedValue,
  formatClients,
  formatProjects,
  formatRating,
  revealDelayMs,
  stepMs,
  totalSteps,
} from "./counter";
import { useInViewOnce } from "./use-in-view-once";

const clientsTarget = Number.parseInt(statistics.clientsServed, 10);
const ratingTarget = Number.parseFloat(statistics.averageRating);

/** How many of the count's steps have run, once `start` is true. */
function useCountSteps(start: boolean): number {
  const [steps, setSteps] = useState(0);
  useEffect(() => {
    if (!start) return;
    let done = 0;
    let interval: number | undefined;
    const delay = window.setTimeout(() => {
      interval = window.setInterval(() => {
        done += 1;
        setSteps(done);
        if (done >= totalSteps) window.clearInterval(interval);
      }, stepMs);
    }, revealDelayMs);
    return () => {
      window.clearTimeout(delay);
      window.clearInterval(interval);
    };
  }, [start]);
  return steps;
}

/** Projects, clients and rating, counting up once the block is seen (marketing specification, "Statistics block"). */
export function StatisticsBlock() {
  const { ref, seen } = useInViewOnce<HTMLElement>();
  // The server's HTML, and the hydration that adopts it, shows the figures themselves, for crawlers
  // and visitors without JavaScript. Once hydrated, the numbers stand at zero until the block comes
  // into view and then count up; visitors who prefer reduced motion keep the figures.
  const counts = useIsClient() && !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const counted = useCountSteps(counts && seen);
  const steps = counts ? counted : totalSteps;
  const items = [
    {
      icon: FolderKanban,
      label: "Projects made",
      shown: formatProjects(countedValue(statistics.projectsMade, steps)),
      final: String(statistics.projectsMade),
    },
    {
      icon: Users,
      label: "Clients served",
      shown: formatClients(countedValue(clientsTarget, steps)),
      final: statistics.clientsServed,
    },
    {
      icon: Star,
      label: "Average rating",
      shown: formatRating(countedValue(ratingTarget, steps)),
      final: statistics.averageRating,
    },
  ];

  return (
    // data-seen: when the count was started, which comes from the browser's intersection
    // observer, on no clock a test can move.
    <section
      ref={ref}
      aria-labelledby="statistics-title"
      data-seen={seen ? "true" : undefined}
      className="bg-brand-900 text-white"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="statistics-title" className="sr-only">
          Our track record
        </h2>
        <dl className="grid gap-8 text-center sm:grid-cols-3">
          {items.map(({ icon: Icon, label, shown, final }) => (
            // A group of a dl holds only its dt and dd: the icon stands in the dd, above the figure.
            <div key={label} className="flex flex-col items-center">
              <dt className="order-3 mt-2 text-sm tracking-wide text-slate-300 uppercase">{label}</dt>
              <dd className="order-2 flex flex-col items-center">
                <Icon aria-hidden="true" className="size-8 text-accent-500" />
                <span className="mt-3 flex items-center gap-1 text-5xl font-extrabold tabular-nums">
                  {/* The count-up is decoration; assistive technology reads the final figure. The
                      figure, invisible beneath the count, keeps the width the count ends at, and the
                      count grows from its left edge: nothing moves while it runs (CLS 0). */}
                  <span aria-hidden="true" className="grid text-left">
                    <span className="invisible col-start-1 row-start-1">{final}</span>
                    <span data-testid={`statistic-${label}`} className="col-start-1 row-start-1">
                      {shown}
                    </span>
                  </span>
                  {label === "Average rating" ? (
                    <Star aria-hidden="true" className="size-8 fill-accent-500 text-accent-500" />
                  ) : null}
                  <span className="sr-only">{final}</span>
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
