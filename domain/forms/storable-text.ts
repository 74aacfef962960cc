/**
 * Control characters no keyboard types (tab and line breaks aside). NUL is among them,
 * which PostgreSQL refuses outright.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * U+FFFE and U+FFFF: no character at all (Unicode's noncharacters) and forbidden in XML, where one in
 * a job's or a post's title made the whole feed ill-formed, and Indeed and every reader dropped it.
 */
const noncharacters = /[\uFFFE\uFFFF]/;

/**
 * Text the site stores and mails: no control characters, no noncharacters, and no half of a
 * UTF-16 surrogate pair (PostgreSQL's jsonb refuses "\ud800"). Found before anything is written,
 * such text answers 400 with the field at fault instead of failing the insert or reaching an inbox.
 */
export const isStorableText = (text: string) =>
  !controlCharacters.test(text) && !noncharacters.test(text) && text.isWellFormed();

const unstorableCharacters = new RegExp(`${controlCharacters.source}|${noncharacters.source}`, "g");

/**
 * Text read from outside (a mail server, a file) as the site can keep it: what isStorableText
 * refuses is removed, or marked with `replacement` where a reader should see that something was
 * there (a contact list's cell), and half a character becomes U+FFFD, so one NUL never stops a
 * whole read.
 */
export const storableText = (text: string, replacement = "") =>
  text.replace(unstorableCharacters, replacement).toWellFormed();

export const unstorableTextMessage = "This field contains a control character or a broken character. Please remove it.";

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
