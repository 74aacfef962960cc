/**
 * The mailbox an address delivers to, for counting what one inbox is sent: addresses that differ
 * only in ways the mail provider ignores come out the same. Never used to send, nor shown.
 *
 * - Case: no provider delivers "Meera@" and "meera@" to different people.
 * - `+tags`: Gmail, Outlook, iCloud, Proton, Fastmail and the usual mail servers (Postfix,
 *   Exchange, Google Workspace) deliver "name+anything@" to "name@". They are cut for every
 *   domain: two people who share a cap by mistake lose nothing but a sixth confirmation that day,
 *   while a tag left uncut would be a fresh inbox for every request.
 * - Gmail ignores dots in the name, and googlemail.com is gmail.com.
 */
const gmail = "gmail.com";
const gmailDomains = new Set([gmail, "googlemail.com"]);

export function canonicalMailbox(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  const domain = lower.slice(at + 1);
  const name = lower.slice(0, at).split("+", 1)[0]!;
  return gmailDomains.has(domain) ? `${name.replaceAll(".", "")}@${gmail}` : `${name}@${domain}`;
}

/**
 * The inbox an address surely reaches, for joining a person's addresses (not for counting): Gmail's
 * own spellings of one inbox (dots, +tags, googlemail.com) are one, since Gmail documents them; any
 * other address is itself, lower case, as other providers may deliver a +tag elsewhere.
 */
export const gmailInbox = (address: string): string => {
  const lower = address.trim().toLowerCase();
  return gmailDomains.has(lower.slice(lower.lastIndexOf("@") + 1)) ? canonicalMailbox(lower) : lower;
};

/** The domains whose addresses can reach the mailbox `canonical` names: where to look for its other spellings. */
export const domainsOfMailbox = (canonical: string): string[] => {
  const domain = canonical.slice(canonical.lastIndexOf("@") + 1);
  return domain === gmail ? [...gmailDomains] : [domain];
};
