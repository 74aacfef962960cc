/**
 * PostgreSQL refuses two things a JSON string can hold: the NUL character (in text and
 * jsonb) and half of a UTF-16 surrogate pair (jsonb's "\ud800"). Found before anything is
 * written, they answer 400 with the field at fault instead of failing the insert.
 */
export const isStorableText = (text: string) => !text.includes("\u0000") && text.isWellFormed();

export const unstorableTextMessage =
  "This field contains a character that cannot be stored (a NUL or a broken character).";

/** The fields (dotted paths, as the API names them) whose text, or any text inside them, cannot be stored. */
export function unstorableFields(value: unknown, prefix = ""): Record<string, string> {
  const errors: Record<string, string> = {};
  // A loop rather than recursion: a 64 KB body can nest arrays thousands deep.
  const pending: Array<{ path: string; value: unknown }> = [{ path: prefix, value }];
  while (pending.length > 0) {
    const { path, value: current } = pending.pop()!;
    if (typeof current === "string") {
      if (!isStorableText(current)) errors[path || "form"] ??= unstorableTextMessage;
    } else if (current !== null && typeof current === "object") {
      for (const [key, inner] of Object.entries(current)) {
        if (!isStorableText(key)) errors[path || "form"] ??= unstorableTextMessage;
        pending.push({ path: path ? `${path}.${key}` : key, value: inner });
      }
    }
  }
  return errors;
}
