import { describe, expect, it } from "vitest";

import { bookingReducer, initialBookingState, type BookingState } from "./booking-state";
import { isoDate } from "~domain/time/india-dates";

const onForm: BookingState = {
  ...initialBookingState,
  step: "form",
  date: isoDate("2026-11-24"),
  time: "11:00 AM",
  slots: ["11:00 AM"],
  slotsStatus: "loaded",
};

describe("bookingReducer", () => {
  it("goes calendar, time, form as a date and then a time are picked", () => {
    const timeStep = bookingReducer(initialBookingState, { type: "pickDate", date: isoDate("2026-11-24") });
    expect(timeStep).toMatchObject({ step: "time", date: "2026-11-24", slotsStatus: "loading" });
    const loaded = bookingReducer(timeStep, { type: "slotsLoaded", date: isoDate("2026-11-24"), slots: ["10:00 AM"] });
    expect(loaded).toMatchObject({ slots: ["10:00 AM"], slotsStatus: "loaded" });
    expect(bookingReducer(loaded, { type: "pickTime", time: "10:00 AM" })).toMatchObject({
      step: "form",
      time: "10:00 AM",
    });
  });

  it("ignores slots that arrive for a date the visitor has left", () => {
    const moved = bookingReducer(onForm, { type: "pickDate", date: isoDate("2026-11-25") });
    expect(bookingReducer(moved, { type: "slotsLoaded", date: isoDate("2026-11-24"), slots: ["10:00 AM"] })).toBe(
      moved,
    );
  });

  it("goes back from form to time and from time to calendar", () => {
    const time = bookingReducer(onForm, { type: "back" });
    expect(time.step).toBe("time");
    expect(bookingReducer(time, { type: "back" }).step).toBe("calendar");
  });

  it("returns to the calendar and clears date and time when the domain changes", () => {
    expect(bookingReducer(onForm, { type: "changeDomain", domain: "Security" })).toEqual({
      ...initialBookingState,
      domain: "Security",
    });
  });

  it("sends the visitor back to fresh slots when the slot was taken", () => {
    expect(bookingReducer(onForm, { type: "slotTaken", message: "Taken" })).toMatchObject({
      step: "time",
      date: "2026-11-24",
      time: undefined,
      slotsStatus: "loading",
      notice: "Taken",
    });
  });

  it("clears date and time but keeps the domain after a booking", () => {
    const booked = bookingReducer({ ...onForm, domain: "Hosting" }, { type: "reset" });
    expect(booked).toEqual({ ...initialBookingState, domain: "Hosting" });
  });
});
