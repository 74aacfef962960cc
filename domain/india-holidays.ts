import type { IsoDate } from "./booking";

/**
 * India's festivals whose dates follow the lunar calendar, which the `date-holidays` package
 * does not know for India. The office closes on them as on the fixed-date national holidays
 * (Republic Day, Independence Day, Gandhi Jayanti), which come from that package.
 *
 * These dates move every year: extend this table each year from the Government of India's
 * list of holidays for its central offices (published by the Department of Personnel and
 * Training late in the year before). A year missing here previews the fixed-date holidays only.
 */
export const movingFestivals: Readonly<Record<number, readonly { date: IsoDate; name: string }[]>> = {
  2026: [
    { date: "2026-03-04", name: "Holi" },
    { date: "2026-10-20", name: "Dussehra" },
    { date: "2026-11-08", name: "Diwali" },
  ],
  2027: [
    { date: "2027-03-22", name: "Holi" },
    { date: "2027-10-09", name: "Dussehra" },
    { date: "2027-10-29", name: "Diwali" },
  ],
};
