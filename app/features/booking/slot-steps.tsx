import { CalendarStep } from "./calendar-step";
import { TimeStep } from "./time-step";
import type { SlotPicker } from "./use-slot-picker";

/** Step 1 or 2 of choosing a time: the month, or the chosen date's free slots. */
export function SlotSteps({ picker, now, disabled }: { picker: SlotPicker; now: Date; disabled: boolean }) {
  const { state, dispatch, bookable, pickDate } = picker;
  return state.step === "time" && state.date ? (
    <TimeStep
      state={{ ...state, date: state.date }}
      now={now}
      onPickDate={pickDate}
      onPickTime={(time) => dispatch({ type: "pickTime", time })}
      bookable={bookable}
    />
  ) : (
    <CalendarStep now={now} selected={state.date} onPick={pickDate} disabled={disabled} bookable={bookable} />
  );
}
