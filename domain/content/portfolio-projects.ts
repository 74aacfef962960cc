import type { ProjectCaseStudy } from "./site-documents";

/*
 * A project's document as the portfolio shows it, without the schemas: those build zod
 * objects as they load, and would bring zod into the portfolio (docs/performance.md).
 */

/** A project as the portfolio shows it: its card, and its case study when opened. */
export type Project = ProjectCaseStudy["card"] & {
  id: string;
  caseStudy: Omit<ProjectCaseStudy, "card" | "testimonial"> & { testimonial?: ProjectCaseStudy["testimonial"] };
};

/** What a card in the portfolio grid shows. */
export type ProjectCard = Pick<Project, "id" | "title" | "description" | "image" | "category">;

/** The project a published document describes; the client's words only when they agreed to be quoted. */
export function projectOf(slug: string, { card, testimonial, ...caseStudy }: ProjectCaseStudy): Project {
  return { id: slug, ...card, caseStudy: testimonial.quote ? { ...caseStudy, testimonial } : caseStudy };
}

/** The document of a project as the portfolio showed it (the seed's). */
export function projectDocumentOf({ id: _id, caseStudy, ...card }: Project): ProjectCaseStudy {
  const { testimonial, ...rest } = caseStudy;
  return { card, ...rest, testimonial: testimonial ?? { quote: "", author: "" } };
}
