import { TZDate } from "@date-fns/tz";
import { format, set } from "date-fns";

import { bookingTimeZone, indiaNoon, type IsoDate } from "./booking";

/** An instant as the company reads it, in India, whatever the browser's or the server's zone. */
const inIndia = (instant: Date, pattern: string) => format(new TZDate(instant, bookingTimeZone), pattern);

/** "22 Nov 2026, 4:05 PM". */
export const indiaDateTime = (instant: Date) => inIndia(instant, "d MMM yyyy, h:mm a");

/** "Sun, 22 Nov 2026". */
export const indiaDay = (instant: Date) => inIndia(instant, "EEE, d MMM yyyy");

/** "4:05 PM". */
export const indiaTime = (instant: Date) => inIndia(instant, "h:mm a");

/** "16:05": what a time input holds. */
export const indiaClockTime = (instant: Date) => inIndia(instant, "HH:mm");

/** "2026-11-22 16:05:00": sortable, for files such as the CSV export. */
export const indiaTimestamp = (instant: Date) => inIndia(instant, "yyyy-MM-dd HH:mm:ss");

/** 23:59:59 on a date in India: where something "valid through" that date ends. */
export const indiaEndOfDay = (date: IsoDate): Date =>
  new Date(set(new TZDate(indiaNoon(date), bookingTimeZone), { hours: 23, minutes: 59, seconds: 59 }).getTime());
