/** Text in an XML element or attribute: the five characters XML gives meaning to, escaped. */
export const escapeXml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/**
 * Text as a CDATA section, which job boards ask for (Indeed reads no HTML entities). A "]]>" in the
 * text would end the section early: it is split across two sections instead.
 */
export const cdata = (value: string) => `<![CDATA[${value.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
