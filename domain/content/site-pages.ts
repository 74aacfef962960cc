/**
 * What the About pages need of their documents at run time, without the schemas:
 * those build zod objects as they load, and would bring zod into the pages (docs/performance.md).
 */

/** The four values of the About page, named by the marketing specification. */
export const valueTitles = ["Expertise", "Innovation", "Customer-Centric", "Quality"] as const;
export type ValueTitle = (typeof valueTitles)[number];

/** Paragraphs of a text where a blank line separates them. */
export const paragraphsOf = (value: string) =>
  value
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
