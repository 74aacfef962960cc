import ipaddr from "ipaddr.js";

/**
 * Where the server may connect for a member (a calendar feed, a CalDAV server, an IMAP mailbox):
 * a member types the address, so an address inside the company's network (a database, a metadata
 * service) must be refused, or the form would reach what the internet cannot. Tests allow
 * loopback and private addresses to reach the servers they start (CALENDAR_FEED_ALLOW_PRIVATE).
 */
export type OutboundPolicy = { allowPrivateAddresses: boolean };

/** Never a place to connect to, whatever the policy. */
const neverRanges = new Set(["unspecified", "multicast", "broadcast"]);
/** The only IPv6 block handed out for public use; ipaddr.js calls e.g. ::7f00:1 (IPv4-compatible) "unicast". */
const globalUnicast6 = ipaddr.parseCIDR("2000::/3");

/** Whether the policy lets the server connect to this IP address. */
export function isAllowedAddress(address: string, policy: OutboundPolicy): boolean {
  // process() turns an IPv4-mapped IPv6 address (::ffff:10.0.0.1) into the IPv4 address it maps.
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (neverRanges.has(range)) return false;
  if (policy.allowPrivateAddresses) return true;
  if (parsed instanceof ipaddr.IPv4) return range === "unicast";
  return range === "unicast" && parsed.match(globalUnicast6);
}
