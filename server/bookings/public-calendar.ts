import { bookableDatesChangeAt, bookingWindowDays, offeredSlots } from "../../domain/bookings/booking";
import { type IsoDate } from "../../domain/time/india-dates";
import type { Db } from "../db/db";
import { AnswerCache, perDatabase } from "../kernel/changes/answer-cache";
import { bookableDatesNow } from "./blocked-time";
import { slotsOnOffer } from "./bookings";
import { onPublicChange } from "../kernel/changes/public-changes";
import { someoneWorksOn, type ConsultantChoice } from "../consultants/availability";

/**
 * The booking calendar as visitors read it (GET /demo/slots, GET /demo/dates), for the whole team
 * or one consultant's personal page, from memory between changes: the writes that change it
 * (bookings, blocks, schedules, calendars read) run through `changing(db, "calendar", …)`.
 */
export type PublicCalendar = {
  slots(date: IsoDate, now: Date, choice?: ConsultantChoice): Promise<readonly string[]>;
  dates(now: Date, choice?: ConsultantChoice): Promise<readonly IsoDate[]>;
};

/** Personal pages kept besides the team's calendar. */
const keptConsultants = 8;

export const publicCalendar = perDatabase((db: Db): PublicCalendar => {
  // Only dates with slots on offer are kept, so at most the booking window's per calendar.
  const slotsByDate = new AnswerCache<string, readonly string[]>(bookingWindowDays * (1 + keptConsultants));
  const bookableDates = new AnswerCache<string, readonly IsoDate[]>(1 + keptConsultants);
  onPublicChange(db, "calendar", () => {
    slotsByDate.invalidate();
    bookableDates.invalidate();
  });
  return {
    slots: (date, now, choice = {}) =>
      slotsByDate.get(`${choice.only ?? "team"} ${date}`, now.getTime(), async () => {
        // A closed day needs no query; not keeping it keeps the cache to real dates whatever is asked.
        if (offeredSlots(date, now).length === 0) return { value: [], expiresAt: now.getTime() };
        const { slots, changesAt } = await slotsOnOffer(db, date, now, choice);
        return { value: slots, expiresAt: changesAt };
      }),
    dates: (now, choice = {}) =>
      bookableDates.get(choice.only ?? "team", now.getTime(), async () => {
        const dates = await bookableDatesNow(db, now);
        const working = await someoneWorksOn(db, dates, choice);
        return { value: dates.filter((date) => working.has(date)), expiresAt: bookableDatesChangeAt(now).getTime() };
      }),
  };
});
