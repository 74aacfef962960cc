import { isIPv6 } from "node:net";

import { Address6 } from "ip-address";

/** How much of an IPv6 address one home, office or server is given: its holder picks the rest freely. */
const ipv6SitePrefix = 64;

/**
 * The client a quota counts, from the address its request came from. An IPv4 address counts
 * alone. An IPv6 address counts by its /64: whoever holds one address of a /64 can send from
 * 2^64 of them, and would otherwise start a fresh quota with each. An IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.7`, as a dual-stack socket reports an IPv4 client) is the IPv4 address it maps.
 */
export function clientAddressGroup(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  // correctForm() drops a zone (fe80::1%eth0), which the /64 below would not parse.
  const site = new Address6(`${address.correctForm()}/${ipv6SitePrefix}`);
  return `${site.startAddress().correctForm()}/${ipv6SitePrefix}`;
}
