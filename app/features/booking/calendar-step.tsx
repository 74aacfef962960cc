import { parseISO, startOfMonth } from "date-fns";
import { useMemo, useState } from "react";
import { DayPicker, type DayProps } from "react-day-picker";

import { bookableDates } from "~domain/bookings/booking";
import { indiaDateOf, isoDateOf, type IsoDate } from "~domain/time/india-dates";
import "./booking-calendar.css";

type CalendarStepProps = {
  now: Date;
  selected?: IsoDate;
  onPick: (date: IsoDate) => void;
  disabled: boolean;
  /** The server's bookable dates (blocked days left out); until they arrive, the rules' own. */
  bookable?: readonly IsoDate[] | undefined;
};

/**
 * The picker's days are local dates of the browser, each standing for the date of
 * the same name in India. Plain dates render the month several times faster than
 * the picker's zoned mode, and the grid comes out the same in any time zone, so
 * the server's HTML and the browser's agree.
 */
const pickerDay = (date: IsoDate) => parseISO(date);

/**
 * A day's cell as the picker draws it, less its role="gridcell": a td in a table whose role is grid
 * is a grid cell already, and HTML forbids a td to say a role there (ARIA in HTML).
 */
function DayCell({ day: _day, modifiers: _modifiers, role: _role, ...cell }: DayProps) {
  return <td {...cell} />;
}

/** The picker's parts this calendar draws itself. */
const pickerParts = { Day: DayCell };

/**
 * Step 1: a month view of dates in India where only bookable dates are enabled.
 * react-day-picker gives the grid its keyboard use (arrow keys, Home/End, Page Up/Down).
 */
export function CalendarStep({ now, selected, onPick, disabled, bookable: fromServer }: CalendarStepProps) {
  const today = indiaDateOf(now);
  // Ninety days of date arithmetic: done once per instant, not on every render and for every day cell.
  const fallback = useMemo(() => bookableDates(now), [now]);
  const bookable = useMemo(() => new Set(fromServer ?? fallback), [fromServer, fallback]);
  const lastDate = fallback.at(-1) ?? today;
  const [month, setMonth] = useState<Date>(() => startOfMonth(pickerDay(selected ?? today)));

  return (
    <div className="flex flex-col items-center">
      <DayPicker
        mode="single"
        today={pickerDay(today)}
        month={month}
        onMonthChange={setMonth}
        startMonth={pickerDay(today)}
        endMonth={pickerDay(lastDate)}
        selected={selected ? pickerDay(selected) : undefined}
        onSelect={(day) => day && onPick(isoDateOf(day))}
        disabled={disabled ? () => true : (day: Date) => !bookable.has(isoDateOf(day))}
        weekStartsOn={1}
        className="booking-calendar"
        components={pickerParts}
        labels={{ labelPrevious: () => "Previous month", labelNext: () => "Next month" }}
      />
      <button
        type="button"
        onClick={() => setMonth(startOfMonth(pickerDay(today)))}
        disabled={disabled}
        className="mt-2 rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
      >
        Today
      </button>
    </div>
  );
}
