import { z } from "zod";

import "./zod-setup";

/**
 * The last part of a public address an editor or a recruiter chooses (/blog/<slug>,
 * /career/apply/<slug>): lower-case words of letters and digits joined by single dashes.
 */
export const slugPattern = /^[a-z\d]+(?:-[a-z\d]+)*$/;
export const slugMax = 80;
export const slugRuleMessage = "Use lower-case letters, digits and single dashes.";

/**
 * Such an address as a form sends it, trimmed and lower-cased, then checked. Left empty, it is refused
 * with `blank`; without `blank`, it stays "" (the blog makes one of the title).
 */
export const addressSlug = (blank?: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => blank === undefined || value !== "", blank)
    .refine((value) => value.length <= slugMax, `The address can be at most ${slugMax} characters.`)
    .refine((value) => value === "" || slugPattern.test(value), slugRuleMessage);
