import { eq } from "drizzle-orm";

import type { CalendarFeedSaved } from "../../contracts/consultants";
import { calendarFeedAddressSchema, calendarFeedHostOf } from "../../domain/consultants/calendar-feed-address";
import type { Db } from "../db/db";
import { calendarEventWrites, consultantBusyTimes, consultantCalDav, consultants } from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";
import { changing } from "../kernel/changes/public-changes";
import { audit, type Actor } from "../kernel/audit/audit";

export type CalendarFeedChange = CalendarFeedSaved["change"];

/**
 * Connects, replaces or (null) disconnects a consultant's calendar feed (decision 038). The
 * address is a secret: the audit entry names its host only. A new address drops the busy times
 * read from the old one and is due at once (the calendar task reads it); disconnecting drops them
 * and the last error. Through `changing`: the busy times are the public calendar's.
 * `allowPlainHttp` follows the feed policy's allowPrivateAddresses (a test feed on this machine).
 */
export async function saveCalendarFeed(
  db: Db,
  actor: Actor,
  consultantId: string,
  url: string | null,
  now: Date,
  { allowPlainHttp = false }: { allowPlainHttp?: boolean } = {},
): Promise<CalendarFeedChange> {
  const parsed = calendarFeedAddressSchema({ allowPlainHttp }).safeParse(url ?? "");
  if (!parsed.success) throw new RefusedError(parsed.error.issues[0]!.message);
  const address = parsed.data;
  return changing(db, "calendar", async (tx) => {
    const [consultant] = await tx
      .select({ id: consultants.id, name: consultants.name, calendarFeedUrl: consultants.calendarFeedUrl })
      .from(consultants)
      .where(eq(consultants.id, consultantId))
      .for("update");
    if (!consultant) throw new RefusedError("This consultant no longer exists.");
    const previous = consultant.calendarFeedUrl;
    if (address === null && previous === null) return "none";
    const change: CalendarFeedChange =
      address === null
        ? "disconnected"
        : previous === null
          ? "connected"
          : previous === address
            ? "saved again"
            : "replaced";

    // One calendar source at a time: a feed takes the place of a CalDAV account (caldav-admin.ts).
    if (address !== null) {
      const dropped = await tx
        .delete(consultantCalDav)
        .where(eq(consultantCalDav.consultantId, consultantId))
        .returning({ consultantId: consultantCalDav.consultantId });
      if (dropped.length > 0) {
        await tx.delete(calendarEventWrites).where(eq(calendarEventWrites.consultantId, consultantId));
        await tx.delete(consultantBusyTimes).where(eq(consultantBusyTimes.consultantId, consultantId));
      }
    }
    // The same address keeps what was read from it; it is read again all the same, and at once.
    const fresh = change !== "saved again";
    if (fresh) await tx.delete(consultantBusyTimes).where(eq(consultantBusyTimes.consultantId, consultantId));
    await tx
      .update(consultants)
      .set({
        calendarFeedUrl: address,
        calendarCheckedAt: null,
        ...(fresh ? { calendarReadAt: null } : {}),
        calendarError: null,
        calendarFailures: 0,
        calendarRetryAt: null,
        updatedAt: now,
      })
      .where(eq(consultants.id, consultantId));

    const host = address === null ? null : calendarFeedHostOf(address);
    await audit(tx, actor, now, {
      action: "consultant.calendar",
      subjectType: "consultant",
      subjectId: consultantId,
      summary: `${consultant.name}: calendar ${change}${host ? ` (${host})` : ""}`,
      details: { change, host },
    });
    return change;
  });
}
