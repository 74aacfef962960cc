import { z } from "zod";

import "./zod-setup";

/** A required line of text: trimmed, at most `max` characters, no control characters; `label` names it in the messages. */
export const requiredLine = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max} characters.`)
    .refine((value) => !/\p{Cc}/u.test(value), `The ${label} cannot contain control characters.`);
