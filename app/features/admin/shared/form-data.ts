import type { z } from "zod";

import { fieldErrors } from "~domain/forms/field-errors";
import { isStorableText, unstorableTextMessage } from "~domain/forms/storable-text";

/** A posted form's fields as a plain object, for a zod schema (repeated names keep their last value). */
export const formFields = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === "string" ? value : ""]));

export type FormErrors = Record<string, string>;

type Parsed<Schema extends z.ZodType> = { ok: true; value: z.output<Schema> } | { ok: false; errors: FormErrors };

/**
 * The fields, repeated ones included, holding text the database cannot store (a NUL, which
 * PostgreSQL refuses, or another control character): the same rule as the JSON API's, checked
 * here because every action hands the fields it keeps to parseForm or parseFormList before it
 * changes anything. Any field of the form refuses it, whether the schema reads it or not.
 */
export function unstorableFields(form: FormData): FormErrors {
  const errors: FormErrors = {};
  for (const [name, value] of form.entries()) {
    if (!isStorableText(name) || (typeof value === "string" && !isStorableText(value))) {
      errors[name] = unstorableTextMessage;
    }
  }
  return errors;
}

/** The schema's answer, unless a field of the form cannot be stored: then that field's message. */
function parseChecked<Schema extends z.ZodType>(schema: Schema, form: FormData, input: unknown): Parsed<Schema> {
  const unstorable = unstorableFields(form);
  const parsed = schema.safeParse(input);
  if (parsed.success && Object.keys(unstorable).length === 0) return { ok: true, value: parsed.data };
  return { ok: false, errors: { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...unstorable } };
}

/** Parses a form with a domain schema: the value, or the message per field. */
export const parseForm = <Schema extends z.ZodType>(schema: Schema, form: FormData): Parsed<Schema> =>
  parseChecked(schema, form, formFields(form));

/** Parses every value posted under one name (ticked checkboxes) with a domain schema for the list. */
export const parseFormList = <Schema extends z.ZodType>(schema: Schema, form: FormData, name: string): Parsed<Schema> =>
  parseChecked(schema, form, form.getAll(name).map(String));
