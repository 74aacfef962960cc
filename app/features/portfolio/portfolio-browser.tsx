import { ArrowRight } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";

import { portfolioCategories, type PortfolioCategory } from "~/content/portfolio-categories";
import type { ProjectCard } from "~domain/content/portfolio-projects";

import { AlmostThere } from "./almost-there";

export const portfolioSearch = (category: PortfolioCategory, projectId?: string) => {
  const params = new URLSearchParams();
  if (category !== "All") params.set("category", category);
  if (projectId) params.set("project", projectId);
  const query = params.toString();
  return query ? `?${query}` : "";
};

type PortfolioBrowserProps = {
  category: PortfolioCategory;
  /** What a category without projects yet will offer; null for the others. */
  upcoming: string[] | null;
  cards: ProjectCard[];
};

/** The first row of cards is in view on arrival: its pictures load at once (one is the largest paint). */
const cardsInFirstRow = 3;

/** The filter row and the grid; the chosen category lives in the URL so it can be shared. */
export function PortfolioBrowser({ category, upcoming, cards }: PortfolioBrowserProps) {
  const categoryRow = useRef<HTMLElement>(null);
  useEffect(() => centreSelectedChip(categoryRow.current), [category]);

  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
      <nav
        ref={categoryRow}
        aria-label="Project categories"
        className="relative -mx-4 overflow-x-auto px-4 pb-2 motion-safe:scroll-smooth sm:mx-0 sm:px-0"
      >
        <ul className="flex gap-2 sm:flex-wrap">
          {portfolioCategories.map((name) => (
            <li key={name} className="shrink-0">
              <Link
                to={{ search: portfolioSearch(name) }}
                preventScrollReset
                aria-current={name === category ? "page" : undefined}
                className={`block rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
                  name === category
                    ? "border-brand-900 bg-brand-900 text-white"
                    : "border-slate-300 text-slate-700 hover:border-brand-700"
                }`}
              >
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-10">
        {upcoming ? (
          <AlmostThere category={category} capabilities={upcoming} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((project, index) => (
              <li key={project.id}>
                <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white">
                  <img
                    src={project.image}
                    alt=""
                    width={640}
                    height={400}
                    loading={index < cardsInFirstRow ? "eager" : "lazy"}
                    className="aspect-[8/5] w-full"
                  />
                  <div className="flex flex-1 flex-col p-6">
                    <p className="text-sm font-medium text-accent-700">{project.category}</p>
                    <h2 className="mt-2 text-xl font-semibold text-brand-900">{project.title}</h2>
                    <p className="mt-2 text-slate-600">{project.description}</p>
                    <Link
                      to={{ search: portfolioSearch(category, project.id) }}
                      className="mt-auto inline-flex items-center gap-2 pt-5 font-semibold text-accent-700 hover:text-accent-800"
                      aria-label={`View full case study: ${project.title}`}
                    >
                      View full case study
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * On a phone the category row scrolls sideways; a category chosen from a shared
 * link or near the end of the row would otherwise be selected out of sight.
 * Only the row scrolls: scrollIntoView could also move the page.
 */
function centreSelectedChip(row: HTMLElement | null) {
  const chip = row?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!row || !chip || row.scrollWidth <= row.clientWidth) return;
  row.scrollTo({ left: chip.offsetLeft - (row.clientWidth - chip.offsetWidth) / 2 });
}
