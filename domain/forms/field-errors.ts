import type { z } from "zod";

/** One message per field (the first), keyed by the field's name, as the API answers them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "form";
    errors[field] ??= issue.message;
  }
  return errors;
}
