import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

import { bookingTimeZone } from "./booking";

/** "22 Nov 2026, 4:05 PM": an instant as the company reads it, in India, whatever the browser's zone. */
export const indiaDateTime = (instant: Date) => format(new TZDate(instant, bookingTimeZone), "d MMM yyyy, h:mm a");

/** "Sun, 22 Nov 2026". */
export const indiaDay = (instant: Date) => format(new TZDate(instant, bookingTimeZone), "EEE, d MMM yyyy");

/** "4:05 PM". */
export const indiaTime = (instant: Date) => format(new TZDate(instant, bookingTimeZone), "h:mm a");
