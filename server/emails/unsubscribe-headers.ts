/**
 * The header lines that let the reader's mail program unsubscribe them with one click (RFC 8058):
 * it POSTs to `url` on its own, with no page in between (server/plugins/one-click-unsubscribe.ts).
 */
export const oneClickUnsubscribeHeaders = (url: string): Record<string, string> => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
