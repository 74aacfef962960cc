import { TZDate } from "@date-fns/tz";
import { useState } from "react";
import { DayPicker } from "react-day-picker";

import {
  bookableDates,
  bookingTimeZone,
  indiaDateOf,
  indiaNoon,
  isBookableDate,
  type IsoDate,
} from "../../../domain/booking";

type CalendarStepProps = {
  now: Date;
  selected?: IsoDate;
  onPick: (date: IsoDate) => void;
  disabled: boolean;
};

const firstOfMonth = (date: IsoDate) => new TZDate(`${date.slice(0, 7)}-01T12:00:00`, bookingTimeZone);

/**
 * Step 1: a month view in India time where only bookable dates are enabled.
 * react-day-picker gives the grid its keyboard use (arrow keys, Home/End, Page Up/Down).
 */
export function CalendarStep({ now, selected, onPick, disabled }: CalendarStepProps) {
  const today = indiaDateOf(now);
  const lastDate = bookableDates(now).at(-1) ?? today;
  const [month, setMonth] = useState<Date>(() => firstOfMonth(selected ?? today));

  return (
    <div className="flex flex-col items-center">
      <DayPicker
        mode="single"
        timeZone={bookingTimeZone}
        month={month}
        onMonthChange={setMonth}
        startMonth={firstOfMonth(today)}
        endMonth={firstOfMonth(lastDate)}
        selected={selected ? indiaNoon(selected) : undefined}
        onSelect={(day) => day && onPick(indiaDateOf(day))}
        disabled={disabled ? () => true : (day: Date) => !isBookableDate(indiaDateOf(day), now)}
        weekStartsOn={1}
        className="booking-calendar"
        labels={{ labelPrevious: () => "Previous month", labelNext: () => "Next month" }}
      />
      <button
        type="button"
        onClick={() => setMonth(firstOfMonth(today))}
        disabled={disabled}
        className="mt-2 rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
      >
        Today
      </button>
    </div>
  );
}
