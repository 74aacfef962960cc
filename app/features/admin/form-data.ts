import type { z } from "zod";

import { fieldErrors } from "~domain/field-errors";

/** A posted form's fields as a plain object, for a zod schema (repeated names keep their last value). */
export const formFields = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === "string" ? value : ""]));

export type FormErrors = Record<string, string>;

/** Parses a form with a domain schema: the value, or the message per field. */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  form: FormData,
): { ok: true; value: z.output<Schema> } | { ok: false; errors: FormErrors } {
  const parsed = schema.safeParse(formFields(form));
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
