/**
 * What XML 1.0 forbids anywhere in a document (its Char production): the control characters but tab
 * and line breaks, U+FFFE and U+FFFF. Text stored before the forms refused them must not break a
 * feed, so it is left out; half of a surrogate pair becomes U+FFFD.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const forbiddenInXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\uFFFE\uFFFF]/g;
const xmlCharacters = (value: string) => value.toWellFormed().replace(forbiddenInXml, "");

/** Text in an XML element or attribute: the five characters XML gives meaning to, escaped. */
export const escapeXml = (value: string) =>
  xmlCharacters(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/**
 * Text as a CDATA section, which job boards ask for (Indeed reads no HTML entities). A "]]>" in the
 * text would end the section early: it is split across two sections instead.
 */
export const cdata = (value: string) => `<![CDATA[${xmlCharacters(value).replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
