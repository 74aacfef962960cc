import { useCallback, useEffect, useReducer, useRef, useState } from "react";

import type { IsoDate } from "~domain/time/india-dates";
import { bookingReducer, initialBookingState } from "./booking-state";
import { fetchBookableDates } from "./fetch-bookable-dates";
import { fetchSlots } from "./fetch-slots";

/**
 * The calendar and slot steps' state, shared by booking a call and moving one: the server's
 * bookable dates, and the free slots of the chosen date (a late answer for a date the visitor
 * has left is dropped by the reducer). A consultant's personal page asks for their calendar only.
 */
export function useSlotPicker(consultant?: string) {
  const [state, dispatch] = useReducer(bookingReducer, initialBookingState);
  const slotRequest = useRef<AbortController>(undefined);
  // The server's bookable dates leave out days blocked in the back office; until they arrive
  // (or if the request fails) the calendar offers the rules' dates and the slots request decides.
  const [bookable, setBookable] = useState<IsoDate[]>();
  useEffect(() => {
    const controller = new AbortController();
    fetchBookableDates(controller.signal, consultant).then(setBookable, () => undefined);
    return () => controller.abort();
  }, [consultant]);

  const loadSlots = useCallback(
    (date: IsoDate) => {
      slotRequest.current?.abort();
      const controller = new AbortController();
      slotRequest.current = controller;
      fetchSlots(date, controller.signal, consultant).then(
        (slots) => dispatch({ type: "slotsLoaded", date, slots }),
        (error: unknown) => {
          if (!controller.signal.aborted) dispatch({ type: "slotsFailed", date });
          return error;
        },
      );
    },
    [consultant],
  );

  const pickDate = useCallback(
    (date: IsoDate) => {
      dispatch({ type: "pickDate", date });
      loadSlots(date);
    },
    [loadSlots],
  );

  return { state, dispatch, bookable, loadSlots, pickDate };
}

export type SlotPicker = ReturnType<typeof useSlotPicker>;
