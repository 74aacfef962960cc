/**
 * WhatsApp's click-to-chat address for a phone number as a visitor typed it, or
 * undefined when the number cannot make one. wa.me takes the full international number as digits
 * only, so the country code has to be known: one written with "+" (or "00") keeps its own; a
 * number without one is taken as Indian, the site's market: ten digits get 91, and the trunk "0"
 * people write before them ("098100 12345") is dropped. Anything else is left to a phone call
 * rather than opening a chat with a stranger's number.
 */
export function whatsAppLink(phone: string): string | undefined {
  const written = phone.replace(/[\s\-()]/g, "");
  const international = written.match(/^(?:\+|00)(\d+)$/)?.[1];
  const digits = international ?? (/^\d+$/.test(written) ? indianNumber(written) : undefined);
  // E.164: a country code never starts with 0, and a whole number has at most 15 digits.
  if (!digits || !/^[1-9]\d{7,14}$/.test(digits)) return undefined;
  return `https://wa.me/${digits}`;
}

/** An Indian number written without "+91": its ten digits, after a trunk 0 or a bare 91. */
function indianNumber(digits: string): string | undefined {
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith("0")) return `91${digits.slice(1)}`;
  if (digits.length === 12 && digits.startsWith("91")) return digits;
  return undefined;
}
