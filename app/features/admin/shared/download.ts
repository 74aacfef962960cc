import { plainFileName } from "~domain/forms/file-names";

/**
 * A file the back office hands out (an export, a resume): always saved, never shown by the
 * browser, and never cached.
 */

/** The characters RFC 8187 lets stand unencoded in `filename*`; encodeURIComponent leaves a few more. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the file's name twice (RFC 6266): `filename*` in UTF-8 for browsers, which
 * prefer it, and a plain ASCII `filename` for the rest. Only the name's last path part is kept,
 * and control characters, quotes and backslashes never reach the header.
 */
export function contentDisposition(fileName: string): string {
  const name = plainFileName(fileName, { fallback: "download", maxLength: 255 });
  const ascii = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

/** `bytes`, when known, is sent as Content-Length: a streamed body has no length of its own. */
export function downloadResponse(
  body: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
  { fileName, mediaType, bytes }: { fileName: string; mediaType: string; bytes?: number },
) {
  return new Response(body, {
    headers: {
      ...(bytes === undefined ? {} : { "content-length": String(bytes) }),
      "content-type": mediaType,
      "content-disposition": contentDisposition(fileName),
      // The stored type is the type: a browser never guesses another (and runs it as a page).
      "x-content-type-options": "nosniff",
      // Opened anyway, the file runs nothing and loads nothing.
      "content-security-policy": "default-src 'none'; sandbox",
      // Personal data: no cache keeps a copy.
      "cache-control": "no-store",
    },
  });
}
