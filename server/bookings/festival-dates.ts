import type { FestivalYearView } from "../../contracts/bookings";
import { holidayYearSchema } from "../../domain/bookings/blocked-time";
import { indiaDateOf } from "../../domain/time/india-dates";
import {
  festivalDatesSchema,
  movingFestivalNames,
  movingFestivals,
  type FestivalDates,
  type MovingFestivalName,
} from "../../domain/bookings/india-holidays";
import { mayUse, type StaffMember } from "../../domain/staff/staff";
import { RefusedError } from "../kernel/requests/outcome";
import type { Db, DbOrTransaction } from "../db/db";
import { readSetting, type Setting } from "../kernel/runtime/settings";
import { changeSetting } from "../kernel/audit/audit";

/** The dates an admin entered for one year; a stored value that no longer fits the year reads as not known. */
const festivalDatesSetting = (year: number): Setting<FestivalDates | null> => ({
  key: `festivalDates.${year}`,
  schema: festivalDatesSchema(year),
  fallback: null,
});

/** A year's moving festivals: the site's table first, then the dates an admin entered for a year it lacks. */
export async function festivalYear(db: DbOrTransaction, year: number): Promise<FestivalYearView> {
  const table = movingFestivals[year];
  if (table) return { year, source: "table", dates: table };
  const entered = await readSetting(db, festivalDatesSetting(year));
  return entered ? { year, source: "entered", dates: entered } : { year, source: "unknown" };
}

const describeDates = (dates: FestivalDates) => movingFestivalNames.map((name) => `${name} ${dates[name]}`).join(", ");

const sameDates = (a: FestivalDates, b: FestivalDates) => movingFestivalNames.every((name) => a[name] === b[name]);

/**
 * Stores (or corrects) the festival dates of a year the table lacks, with its audit entry.
 * The checks repeat the page's: a value the reader's schema refused would be stored and then
 * silently read as "not known".
 */
export async function setFestivalDates(
  db: Db,
  actor: StaffMember,
  { year, dates }: { year: number; dates: Record<MovingFestivalName, string> },
  now: Date,
): Promise<void> {
  if (!mayUse(actor.role, "festival-dates")) throw new RefusedError("Only an admin can enter the festival dates.");
  const thisYear = Number(indiaDateOf(now).slice(0, 4));
  const validYear = holidayYearSchema(thisYear).safeParse(year);
  if (!validYear.success) throw new RefusedError(validYear.error.issues[0]!.message);
  if (movingFestivals[year]) {
    throw new RefusedError(`The festival dates of ${year} come with the site; they cannot be changed here.`);
  }
  const valid = festivalDatesSchema(year).safeParse(dates);
  if (!valid.success) throw new RefusedError(valid.error.issues[0]!.message);

  const setting = festivalDatesSetting(year);
  await db.transaction(async (tx) => {
    const before = await readSetting(tx, setting);
    if (before && sameDates(before, valid.data)) return;
    await changeSetting(tx, actor, setting, valid.data, now, {
      action: "blocked-time.festival-dates",
      summary: before
        ? `Corrected the festival dates of ${year}: ${describeDates(valid.data)} (were ${describeDates(before)}).`
        : `Entered the festival dates of ${year}: ${describeDates(valid.data)}.`,
      details: { year, from: before, to: valid.data },
    });
  });
}
