import {
  changeNoticeHoursSchema,
  changeNoticeInvalidMessage,
  changeNoticeLimits,
  hoursOf,
} from "../../domain/bookings/booking-manage";
import { mayUse, type StaffMember } from "../../domain/staff/staff";
import type { Db, DbOrTransaction } from "../db/db";
import { RefusedError } from "../kernel/requests/outcome";
import { readSetting, type Setting } from "../kernel/runtime/settings";
import { changeSetting } from "../kernel/audit/audit";

/**
 * The notice before a call within which its visitor's link no longer moves or cancels it. A
 * setting, read at each use rather than kept in memory, so a change made on one instance holds on
 * every other from the next request.
 */
export const changeNoticeSetting: Setting<number> = {
  key: "visitorChangeNoticeHours",
  schema: changeNoticeHoursSchema,
  fallback: changeNoticeLimits.defaultHours,
};

export const changeNoticeHours = (db: DbOrTransaction) => readSetting(db, changeNoticeSetting);

const describeNotice = (hours: number) => (hours === 0 ? "until the call starts" : `${hoursOf(hours)} before the call`);

/**
 * Sets the notice, with its audit entry. The checks repeat the page's: a value the reader's schema
 * refused would be stored and then silently read as no notice at all.
 */
export async function setChangeNotice(db: Db, actor: StaffMember, hours: number, now: Date): Promise<void> {
  if (!mayUse(actor.role, "bookings")) {
    throw new RefusedError("Only sales or an admin can set the notice for visitors' changes.");
  }
  const valid = changeNoticeHoursSchema.safeParse(hours);
  if (!valid.success) throw new RefusedError(valid.error.issues[0]?.message ?? changeNoticeInvalidMessage);
  await db.transaction(async (tx) => {
    const before = await readSetting(tx, changeNoticeSetting);
    if (before === hours) return;
    await changeSetting(tx, actor, changeNoticeSetting, hours, now, {
      action: "booking.change-notice",
      summary: `Visitors may now move or cancel their calls ${describeNotice(hours)} (was ${describeNotice(before)}).`,
      details: { from: before, to: hours },
    });
  });
}
