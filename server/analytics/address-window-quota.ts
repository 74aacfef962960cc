import type { Clock } from "../clock";
import type { QuotaAnswer } from "../plugins/rate-limit";

/**
 * A fixed window of events per client address group, in this process's memory: the collector's
 * quota, spent on every page event, so no database or Redis round trip.
 *
 * At most `heldGroups` groups are counted one by one in a window (memory stays bounded). Every
 * group past them shares one quota of `perWindow` events until the window ends: left unlimited,
 * they would let one IPv6 /48, which holds 65,536 /64s, fill the table and send without end.
 * Visitors arriving behind such a flood lose some page counts; nobody loses a page.
 */
export function addressWindowQuota({
  clock,
  perWindow,
  windowMs,
  heldGroups,
}: {
  clock: Clock;
  perWindow: number;
  windowMs: number;
  heldGroups: number;
}): (group: string) => QuotaAnswer {
  let windowEndsAt = 0;
  let spent = new Map<string, number>();
  let spentBeyondHeld = 0;
  return (group) => {
    const now = clock().getTime();
    if (now >= windowEndsAt) {
      spent = new Map();
      spentBeyondHeld = 0;
      windowEndsAt = now + windowMs;
    }
    const held = spent.has(group) || spent.size < heldGroups;
    const count = (held ? (spent.get(group) ?? 0) : spentBeyondHeld) + 1;
    if (count > perWindow) return { allowed: false, retryAfterMs: windowEndsAt - now };
    if (held) spent.set(group, count);
    else spentBeyondHeld = count;
    return { allowed: true };
  };
}
