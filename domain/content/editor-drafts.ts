import { z } from "zod";

import { isStorableText } from "../forms/storable-text";

/**
 * What an editor types, kept as they type it (decision 043): every few seconds and on leaving a field
 * the form's fields go to the server as this editor's draft of that text, never published by it;
 * the editor's next visit offers it back after a crash or an ended session. A save of the text
 * itself names the version it was opened on, so a colleague's save in between is a conflict, not
 * an overwrite.
 */

/** The texts whose editors keep drafts. */
export const draftKinds = ["blog-post", "site-document", "faq", "testimonial"] as const;
export type DraftKind = (typeof draftKinds)[number];

/** The subject of a post not yet saved once. */
export const newSubject = "new";

/**
 * A kept draft's size: the most fields a form has (a service's case study, 59), the longest text
 * (a post's body, 50,000 characters) and the whole form as JSON, whose escapes can double a text.
 */
export const draftLimits = { fields: 100, fieldName: 60, value: 60_000, total: 150_000 } as const;

/** How long a colleague's last keystroke counts as "also editing". */
export const presenceMinutes = 10;

/** How long after the last keystroke a draft goes to the server. */
export const draftPauseMs = 2_000;

const fieldsSchema = z
  .string()
  .max(draftLimits.total, "This draft is too long to keep.")
  .transform((raw, context) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: "This draft could not be read." });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .record(
        z.string().max(draftLimits.fieldName),
        z
          .string({ error: "This draft could not be read." })
          .max(draftLimits.value, "This draft is too long to keep.")
          // A NUL typed or pasted would be refused by the database's JSON, after the form has passed.
          .refine(isStorableText, "This draft holds a character that cannot be kept."),
        { error: "This draft could not be read." },
      )
      .refine((fields) => Object.keys(fields).length <= draftLimits.fields, "This draft could not be read."),
  );

/** What the editors' pages send to keep a draft (as form fields; `fields` is the form as JSON). */
export const KeepDraftSchema = z.object({
  kind: z.enum(draftKinds, { error: "This draft could not be read." }),
  subject: z.string().trim().min(1).max(200),
  /** The saved version the editor opened (its last change, as an ISO instant), or "" for a new post. */
  base: z.string().trim().max(40),
  fields: fieldsSchema,
});
export type KeepDraft = z.output<typeof KeepDraftSchema>;

/** What the editors' pages send to drop their draft. */
export const DiscardDraftSchema = KeepDraftSchema.pick({ kind: true, subject: true });
export type DraftSubject = z.output<typeof DiscardDraftSchema>;
