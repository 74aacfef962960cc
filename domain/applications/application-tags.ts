import { z } from "zod";

import "../forms/zod-setup";

/** Recruiters' tags on applications: what a tag may be, as a form and as a filter. */

export const tagLimits = { length: 40, perApplication: 20 } as const;

/**
 * A recruiter's label on an application ("strong frontend", "relocating"): letters and digits of
 * any script, spaces, hyphens, dots, plus and hash ("c++", "c#", "node.js"), stored in lower case
 * with single spaces, so "Strong  Frontend" and "strong frontend" are one tag.
 */
export const TagSchema = z
  .string({ error: "Please enter a tag." })
  .trim()
  .transform((tag) => tag.replace(/\s+/g, " ").toLowerCase())
  .pipe(
    z
      .string()
      .min(1, "Please enter a tag.")
      .max(tagLimits.length, `A tag can be at most ${tagLimits.length} characters.`)
      .regex(
        /^[\p{L}\p{N}][\p{L}\p{N}\p{M} .+#-]*$/u,
        "A tag can hold letters, digits, spaces, hyphens, dots, + and #, and starts with a letter or digit.",
      ),
  );

export const TagFormSchema = z.object({ tag: TagSchema });

/** A tag as a list's filter reads it from the address: a tag that could not exist means no filter. */
export const tagFilter = () => TagSchema.optional().catch(undefined);
