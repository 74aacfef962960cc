import type { FieldErrors, FieldValues } from "react-hook-form";

export type ErrorEntry = { path: string; message: string };

/** Keys of a field's error that describe it, rather than name a field inside it. */
const errorDetails = new Set(["message", "type", "types", "ref"]);

/**
 * Every message in a form's errors with the path of the field it belongs to, in the
 * order the rules reported them: "minimumQualifications.2" for a question's answer.
 */
export function errorEntries(errors: FieldErrors<FieldValues>, path = ""): ErrorEntry[] {
  const entries: ErrorEntry[] = typeof errors.message === "string" ? [{ path, message: errors.message }] : [];
  for (const [key, inner] of Object.entries(errors)) {
    if (errorDetails.has(key) || typeof inner !== "object" || inner === null) continue;
    entries.push(...errorEntries(inner as FieldErrors<FieldValues>, path ? `${path}.${key}` : key));
  }
  return entries;
}

/**
 * A field's path and the paths of the entries around it, innermost first: a change to
 * "minimumQualifications.2.answer" answers a message kept on "minimumQualifications.2".
 */
export function pathAndEnclosing(path: string): string[] {
  const parts = path.split(".");
  return parts.map((_, index) => parts.slice(0, parts.length - index).join("."));
}
