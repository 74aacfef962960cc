import { z } from "zod";

import "./zod-setup";

/**
 * The pieces of a back-office list's filter as it sits in the URL. Anything unknown falls back
 * to "no filter" rather than an error: a link that was shared or edited by hand still opens the list.
 */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

/** Free text (a search, an id): trimmed, at most 200 characters, absent when empty. */
export const optionalText = () =>
  z
    .string()
    .trim()
    .max(200)
    .catch("")
    .transform((value) => value || undefined);

export const noteLimit = 5000;

/** A note the team writes on a record (an enquiry, an application) for each other. */
export const TeamNoteSchema = z.object({
  body: z
    .string({ error: "Please write the note." })
    .trim()
    .min(1, "Please write the note.")
    .max(noteLimit, `A note can be at most ${noteLimit} characters.`),
});
