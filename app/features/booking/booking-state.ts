import { defaultBookingDomain, type BookingDomain } from "~domain/bookings/booking";
import { type IsoDate } from "~domain/time/india-dates";

/** The widget's steps and transitions (marketing specification, section 4, "Demo booking step"). */
export type BookingStep = "calendar" | "time" | "form";

export type BookingState = {
  step: BookingStep;
  domain: BookingDomain;
  date?: IsoDate;
  time?: string;
  slots: string[];
  slotsStatus: "idle" | "loading" | "loaded" | "failed";
  /** A message for the visitor on the time step, e.g. after a slot was taken. */
  notice?: string;
};

export type BookingAction =
  | { type: "pickDate"; date: IsoDate }
  | { type: "slotsLoaded"; date: IsoDate; slots: string[] }
  | { type: "slotsFailed"; date: IsoDate }
  | { type: "pickTime"; time: string }
  | { type: "back" }
  | { type: "changeDomain"; domain: BookingDomain }
  | { type: "slotTaken"; message: string }
  | { type: "reset" };

export const initialBookingState: BookingState = {
  step: "calendar",
  domain: defaultBookingDomain,
  slots: [],
  slotsStatus: "idle",
};

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case "pickDate":
      return { ...state, step: "time", date: action.date, time: undefined, slots: [], slotsStatus: "loading" };
    case "slotsLoaded":
      // A late answer for a date the visitor has already left is dropped.
      return action.date === state.date ? { ...state, slots: action.slots, slotsStatus: "loaded" } : state;
    case "slotsFailed":
      return action.date === state.date ? { ...state, slots: [], slotsStatus: "failed" } : state;
    case "pickTime":
      return { ...state, step: "form", time: action.time, notice: undefined };
    case "back":
      return state.step === "form" ? { ...state, step: "time" } : { ...state, step: "calendar", notice: undefined };
    case "changeDomain":
      return { ...initialBookingState, domain: action.domain };
    case "slotTaken":
      return { ...state, step: "time", time: undefined, slots: [], slotsStatus: "loading", notice: action.message };
    case "reset":
      return { ...initialBookingState, domain: state.domain };
  }
}
