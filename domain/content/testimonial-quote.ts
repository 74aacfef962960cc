/**
 * A testimonial as the public pages show it, and how its quote is drawn. Apart from the form's
 * schema (testimonials.ts): the home page's cards import this, and must not bring zod to the
 * browser (docs/performance.md).
 */

/** A testimonial as the public pages show it. */
export type Testimonial = {
  id: string;
  avatar: string;
  name: string;
  position?: string;
  /** Plain text; `**` marks the bold part (quoteParts). */
  quote: string;
};

/** The quote's parts: plain text, and the parts between pairs of `**`, shown in bold. */
export type QuotePart = { text: string; bold: boolean };

export function quoteParts(quote: string): QuotePart[] {
  return quote
    .split("**")
    .map((text, index) => ({ text, bold: index % 2 === 1 }))
    .filter((part) => part.text !== "");
}

/** Every bold part closed: an even number of `**`. */
export const hasPairedMarks = (quote: string) => quote.split("**").length % 2 === 1;
