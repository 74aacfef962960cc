/**
 * The address a candidate's link may open, or undefined: only a web address becomes a link,
 * so a `javascript:` or `data:` "link" someone typed into the form stays text.
 */
export function webLink(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
}
