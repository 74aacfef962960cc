import { format } from "date-fns";
import { CalendarX, LoaderCircle } from "lucide-react";

import { isBookableDate } from "~domain/bookings/booking";
import { indiaNoon, shiftDate, type IsoDate } from "~domain/time/india-dates";
import type { BookingState } from "./booking-state";

type TimeStepProps = {
  state: BookingState & { date: IsoDate };
  now: Date;
  onPickDate: (date: IsoDate) => void;
  onPickTime: (time: string) => void;
  /** The server's bookable dates (blocked days left out); until they arrive, the rules decide. */
  bookable?: readonly IsoDate[] | undefined;
};

const dayButton =
  "flex min-w-0 flex-col items-center rounded-xl border px-1 py-2 text-xs transition-colors disabled:cursor-not-allowed disabled:opacity-40";

/** Step 2: a week strip centred on the chosen date, then that date's free slots. */
export function TimeStep({ state, now, onPickDate, onPickTime, bookable }: TimeStepProps) {
  const loading = state.slotsStatus === "loading";
  const week = [-3, -2, -1, 0, 1, 2, 3].map((offset) => shiftDate(state.date, offset));

  return (
    <div>
      <ul className="grid grid-cols-7 gap-1.5" aria-label="Days around the chosen date">
        {week.map((date) => {
          const day = indiaNoon(date);
          const chosen = date === state.date;
          return (
            <li key={date}>
              <button
                type="button"
                aria-pressed={chosen}
                aria-label={format(day, "EEEE d MMMM")}
                disabled={loading || !(bookable ? bookable.includes(date) : isBookableDate(date, now))}
                onClick={() => onPickDate(date)}
                className={`${dayButton} w-full ${
                  chosen
                    ? "border-brand-900 bg-brand-900 text-white"
                    : "border-slate-200 text-slate-700 hover:border-brand-700"
                }`}
              >
                <span>{format(day, "EEE")}</span>
                <span className="text-base font-semibold">{format(day, "d")}</span>
              </button>
            </li>
          );
        })}
      </ul>

      {state.notice ? (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {state.notice}
        </p>
      ) : null}

      <h3 className="mt-5 text-sm font-semibold text-slate-800">
        {format(indiaNoon(state.date), "EEEE, d MMMM yyyy")}
      </h3>
      {loading ? (
        <p role="status" className="mt-4 flex items-center justify-center gap-2 py-8 text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          Processing...
        </p>
      ) : state.slots.length > 0 ? (
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Available times">
          {state.slots.map((slot) => {
            // Back from the details, the time chosen is marked and no other: the marking a tap leaves
            // is the choice's, not a hover's, which a phone has none of.
            const chosen = slot === state.time;
            return (
              <li key={slot}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => onPickTime(slot)}
                  className={`w-full rounded-xl border px-2 py-2.5 text-sm font-medium ${
                    chosen
                      ? "border-brand-900 bg-brand-900 text-white"
                      : "border-slate-300 text-brand-900 hover:border-accent-700 hover:bg-accent-700 hover:text-white"
                  }`}
                >
                  {slot}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <NoAvailability state={state} onPickDate={onPickDate} />
      )}
    </div>
  );
}

/** Shown when a date has no free slot or the slots could not be loaded (marketing specification, sections 4 and 8). */
function NoAvailability({
  state,
  onPickDate,
}: Pick<TimeStepProps, "onPickDate"> & { state: BookingState & { date: IsoDate } }) {
  return (
    <div className="mt-4 flex flex-col items-center rounded-2xl bg-slate-50 px-4 py-6 text-center">
      <CalendarX aria-hidden="true" className="size-8 text-slate-500" />
      <p className="mt-2 font-semibold text-brand-900">No Availability</p>
      {state.slotsStatus === "failed" ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          Failed to load available time slots. Please try again.
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-600">Try another day</p>
      <div className="mt-4 flex gap-2">
        <button
          type="button"
          onClick={() => onPickDate(shiftDate(state.date, -1))}
          className="rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-white"
        >
          Previous Day
        </button>
        <button
          type="button"
          onClick={() => onPickDate(shiftDate(state.date, 1))}
          className="rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-white"
        >
          Next Day
        </button>
      </div>
    </div>
  );
}
