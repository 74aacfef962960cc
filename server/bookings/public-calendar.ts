import {
  bookableDatesChangeAt,
  bookableUntil,
  bookingWindowDays,
  offeredSlots,
  slotStart,
  type IsoDate,
} from "../../domain/booking";
import type { Db } from "../db/open-db";
import { AnswerCache, perDatabase } from "../kernel/answer-cache";
import { bookableDatesNow } from "./blocked-time";
import { availableSlots } from "./bookings";
import { onPublicChange } from "../kernel/public-changes";

/**
 * The booking calendar as visitors read it (GET /demo/slots, GET /demo/dates), from memory between
 * changes: the writes that change it run through `changing(db, "calendar", …)`.
 */
export type PublicCalendar = {
  slots(date: IsoDate, now: Date): Promise<readonly string[]>;
  dates(now: Date): Promise<readonly IsoDate[]>;
};

export const publicCalendar = perDatabase((db: Db): PublicCalendar => {
  // Only dates with slots on offer are kept, so at most the booking window's.
  const slotsByDate = new AnswerCache<IsoDate, readonly string[]>(bookingWindowDays);
  const bookableDates = new AnswerCache<"window", readonly IsoDate[]>(1);
  onPublicChange(db, "calendar", () => {
    slotsByDate.invalidate();
    bookableDates.invalidate();
  });
  return {
    slots: (date, now) =>
      slotsByDate.get(date, now.getTime(), async () => {
        const [firstOffered] = offeredSlots(date, now);
        // A closed day needs no query; not keeping it keeps the cache to real dates whatever is asked.
        if (firstOffered === undefined) return { value: [], expiresAt: now.getTime() };
        return {
          value: await availableSlots(db, date, now),
          // The earliest offered slot is the first the clock takes away.
          expiresAt: bookableUntil(slotStart(date, firstOffered)!).getTime() + 1,
        };
      }),
    dates: (now) =>
      bookableDates.get("window", now.getTime(), async () => ({
        value: await bookableDatesNow(db, now),
        expiresAt: bookableDatesChangeAt(now).getTime(),
      })),
  };
});
