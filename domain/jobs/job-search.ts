import type { Salary } from "./job-posts";

/**
 * A job as GET /api/jobs answers it (careers specification, section 3) and the careers
 * pages show it: the specification's fields, and what the pages need besides.
 */
export type Job = {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  /** Markdown, as the recruiter wrote it. */
  description: string;
  /** The description as HTML made on the server, with no markup of the writer's own (server/jobs/job-markdown.ts). */
  descriptionHtml: string;
  /** The description as plain text, cut short: the results list and the meta description. */
  summary: string;
  keywords: string[];
  postedAt: string;
  /** The instant applications stop being wanted: the end of the last day, in India. */
  validThrough: string | null;
  salary: Salary | null;
};

/** A job the public may reach by its address: an open one, or one that has closed. Drafts never are. */
export type PublishedJob = { job: Job; open: boolean };

/** Whether a job is done from anywhere in India rather than at an office. */
export const isRemote = (job: Pick<Job, "location">) => job.location === "Remote (India)";

/** The location filter of the results sidebar as the careers specification lists it (section 9), in its order. */
export const locationFilters = ["Any Location in India", "Gwalior", "Remote (India)"] as const;

/** A location filter: one of the specification's, or a place where a job is open. */
export type LocationFilter = string;

/**
 * What the location filter offers: the specification's list in its order, then every other place
 * where a job is open, A to Z, so that a job in New Delhi or Bengaluru, which the specification's
 * list lacks, can be filtered to too.
 */
export function locationFiltersFor(openJobs: readonly Pick<Job, "location">[]): string[] {
  const listed = new Set<string>(locationFilters);
  const others = [...new Set(openJobs.map((job) => job.location))].filter((place) => !listed.has(place));
  return [...locationFilters, ...others.sort((a, b) => a.localeCompare(b, "en"))];
}

/**
 * Whether a job matches a search: the term case-insensitively in the title, the
 * description or any keyword (careers specification, section 4), and the location.
 */
export function matchesSearch(
  job: Pick<Job, "title" | "description" | "keywords" | "location">,
  term: string,
  location: LocationFilter,
): boolean {
  const wanted = term.trim().toLowerCase();
  const termMatches =
    wanted === "" ||
    job.title.toLowerCase().includes(wanted) ||
    job.description.toLowerCase().includes(wanted) ||
    job.keywords.some((keyword) => keyword.toLowerCase().includes(wanted));
  const locationMatches = location === "Any Location in India" || job.location === location;
  return termMatches && locationMatches;
}

/** The filter a search asked for, when it is offered; otherwise any location. */
export const asLocationFilter = (
  value: string | null | undefined,
  offered: readonly string[] = locationFilters,
): LocationFilter => offered.find((filter) => filter === value) ?? "Any Location in India";
