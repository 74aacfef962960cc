import { z } from "zod";

import { isIsoDate, isoDate, type IsoDate } from "../time/india-dates";
import "../forms/zod-setup";

/**
 * India's festivals whose dates follow the lunar calendar, which the `date-holidays` package
 * does not know for India. The office closes on them as on the fixed-date national holidays
 * (Republic Day, Independence Day, Gandhi Jayanti), which come from that package.
 */
export const movingFestivalNames = ["Holi", "Dussehra", "Diwali"] as const;
export type MovingFestivalName = (typeof movingFestivalNames)[number];

/** One year's date of each moving festival. */
export type FestivalDates = Record<MovingFestivalName, IsoDate>;

/**
 * The dates that come with the site. They move every year: extend this table each year from
 * the Government of India's list of holidays for its central offices (published by the
 * Department of Personnel and Training late in the year before). For a year missing here, an
 * admin enters the dates on the blocked-time page; until then that year's holidays are the
 * fixed-date ones only, and the page says so.
 */
export const movingFestivals: Readonly<Record<number, FestivalDates>> = {
  2026: { Holi: isoDate("2026-03-04"), Dussehra: isoDate("2026-10-20"), Diwali: isoDate("2026-11-08") },
  2027: { Holi: isoDate("2027-03-22"), Dussehra: isoDate("2027-10-09"), Diwali: isoDate("2027-10-29") },
};

/** The festivals as holidays. */
export const festivalsOf = (dates: FestivalDates): { date: IsoDate; name: MovingFestivalName }[] =>
  movingFestivalNames.map((name) => ({ date: dates[name], name }));

const festivalDate = (year: number, name: MovingFestivalName) =>
  z
    .string({ error: `Please choose the date of ${name}.` })
    .trim()
    .refine((value) => value !== "", `Please choose the date of ${name}.`)
    .refine(isIsoDate, `Please give the date of ${name} as a real date (YYYY-MM-DD).`)
    .refine((value) => value.startsWith(`${year}-`), `Please choose a date in ${year}: these are ${year}'s festivals.`);

/** A year's festival dates as an admin enters them, and as they are stored: all three, each inside that year. */
export const festivalDatesSchema = (year: number): z.ZodType<FestivalDates> =>
  z.object({
    Holi: festivalDate(year, "Holi"),
    Dussehra: festivalDate(year, "Dussehra"),
    Diwali: festivalDate(year, "Diwali"),
  });
