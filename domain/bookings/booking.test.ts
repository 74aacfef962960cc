import { describe, expect, it } from "vitest";

import {
  bookableDates,
  bookableDatesChangeAt,
  minimumNoticeMinutes,
  describeSlot,
  isBookableDate,
  offeredSlots,
  slotLabels,
  slotStart,
} from "./booking";
import { indiaDateOf, indiaTodayAndWeek, isIsoDate, isoDate, nextIndiaMidnight, shiftDate } from "../time/india-dates";
import { BookingRequestSchema } from "./booking-request";

/** An instant given as India time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe("slot labels", () => {
  it("covers Monday-Saturday 10:00 to 18:00 in 30-minute slots", () => {
    expect(slotLabels).toHaveLength(16);
    expect(slotLabels[0]).toBe("10:00 AM");
    expect(slotLabels[3]).toBe("11:30 AM");
    expect(slotLabels[4]).toBe("12:00 PM");
    expect(slotLabels.at(-1)).toBe("5:30 PM");
  });

  it("starts a slot at its India time, whatever the machine's zone", () => {
    expect(slotStart(isoDate("2026-11-23"), "10:00 AM")?.toISOString()).toBe("2026-11-23T04:30:00.000Z");
    expect(slotStart(isoDate("2026-11-23"), "5:30 PM")?.toISOString()).toBe("2026-11-23T12:00:00.000Z");
    expect(slotStart(isoDate("2026-11-23"), "6:00 PM")).toBeUndefined();
    expect(describeSlot(slotStart(isoDate("2026-11-23"), "2:30 PM")!)).toBe("Monday, 23 November 2026, 2:30 PM IST");
  });
});

describe("dates", () => {
  it("recognises real calendar dates only", () => {
    expect(isIsoDate("2026-11-23")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("23-11-2026")).toBe(false);
    expect(isIsoDate("2026-11-23T00:00")).toBe(false);
    // Every day of the month's end, and the century rule of leap years.
    expect(["2026-04-30", "2026-04-31", "2026-12-31", "2026-12-32", "2026-00-10", "2026-05-00"].map(isIsoDate)).toEqual(
      [true, false, true, false, false, false],
    );
    expect(["2000-02-29", "2100-02-29", "2024-02-29", "2024-02-30"].map(isIsoDate)).toEqual([true, false, true, false]);
  });

  it("takes today from India, not from UTC", () => {
    // 19:00 UTC on the 21st is 00:30 on Sunday the 22nd in India.
    const now = new Date("2026-11-21T19:00:00Z");
    expect(indiaDateOf(now)).toBe("2026-11-22");
    expect(isBookableDate(isoDate("2026-11-21"), now)).toBe(false);
    expect(isBookableDate(isoDate("2026-11-22"), now)).toBe(false);
    expect(isBookableDate(isoDate("2026-11-23"), now)).toBe(true);
  });

  it("offers today and the next 89 days but not day 90, and never a Sunday", () => {
    const now = ist("2026-11-23T09:00:00"); // a Monday
    expect(isBookableDate(isoDate("2026-11-23"), now)).toBe(true);
    expect(shiftDate(isoDate("2026-11-23"), 89)).toBe("2027-02-20"); // a Saturday
    expect(isBookableDate(isoDate("2027-02-20"), now)).toBe(true);
    expect(isBookableDate(isoDate("2027-02-21"), now)).toBe(false); // day 90
    expect(isBookableDate(isoDate("2027-02-22"), now)).toBe(false);
    expect(isBookableDate(isoDate("2026-11-22"), now)).toBe(false); // yesterday
    expect(isBookableDate(isoDate("2026-11-29"), now)).toBe(false); // a Sunday

    const dates = bookableDates(now);
    expect(dates[0]).toBe("2026-11-23");
    expect(dates.at(-1)).toBe("2027-02-20");
    expect(dates).toHaveLength(90 - 12); // twelve whole weeks and six days: 12 Sundays
    expect(dates.every((date) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 0)).toBe(true);
  });

  it("offers today only while one of its slots can still be booked", () => {
    const lastCall = ist("2026-11-23T17:30:00"); // Monday's last slot
    const beforeItsNotice = new Date(lastCall.getTime() - minimumNoticeMinutes * 60_000);
    expect(bookableDates(beforeItsNotice)[0]).toBe("2026-11-23");
    expect(bookableDatesChangeAt(beforeItsNotice)).toEqual(new Date(beforeItsNotice.getTime() + 1));
    const after = new Date(beforeItsNotice.getTime() + 1);
    expect(bookableDates(after)[0]).toBe("2026-11-24");
    expect(bookableDatesChangeAt(after)).toEqual(ist("2026-11-24T00:00:00"));
  });

  it("crosses from December into January", () => {
    const now = ist("2026-12-30T11:00:00");
    expect(shiftDate(isoDate("2026-12-31"), 1)).toBe("2027-01-01");
    expect(bookableDates(now).slice(0, 4)).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
  });
});

describe("nextIndiaMidnight", () => {
  it("is the next midnight in India, whatever the UTC date says", () => {
    // 1:30 AM on the 23rd in India is still the 22nd in UTC.
    expect(nextIndiaMidnight(new Date("2026-11-22T20:00:00Z")).toISOString()).toBe("2026-11-23T18:30:00.000Z");
    expect(nextIndiaMidnight(new Date("2026-11-23T18:29:59.999Z")).toISOString()).toBe("2026-11-23T18:30:00.000Z");
    expect(nextIndiaMidnight(new Date("2026-11-23T18:30:00Z")).toISOString()).toBe("2026-11-24T18:30:00.000Z");
  });
});

describe("offered slots", () => {
  it("offers every slot on a future working day", () => {
    expect(offeredSlots(isoDate("2026-11-24"), ist("2026-11-23T09:00:00"))).toEqual(slotLabels);
  });

  it("keeps 60 minutes of notice: a slot exactly an hour away is offered, one 59 minutes away is not", () => {
    expect(offeredSlots(isoDate("2026-11-23"), ist("2026-11-23T15:30:00"))).toEqual(["4:30 PM", "5:00 PM", "5:30 PM"]);
    expect(offeredSlots(isoDate("2026-11-23"), ist("2026-11-23T15:31:00"))).toEqual(["5:00 PM", "5:30 PM"]);
  });

  it("offers nothing today after 16:30, so before 17:30 there is still the last slot and after it none", () => {
    expect(offeredSlots(isoDate("2026-11-23"), ist("2026-11-23T16:29:00"))).toEqual(["5:30 PM"]);
    expect(offeredSlots(isoDate("2026-11-23"), ist("2026-11-23T17:30:00"))).toEqual([]);
    expect(offeredSlots(isoDate("2026-11-24"), ist("2026-11-23T17:30:00"))).toEqual(slotLabels);
  });

  it("offers nothing on Sundays, outside the window or on impossible dates", () => {
    const now = ist("2026-11-23T09:00:00");
    expect(offeredSlots(isoDate("2026-11-29"), now)).toEqual([]);
    expect(offeredSlots(isoDate("2027-02-21"), now)).toEqual([]);
    expect(offeredSlots("2026-02-30", now)).toEqual([]);
  });
});

describe("BookingRequestSchema", () => {
  const valid = {
    firstName: "Vikram",
    email: "vikram@example.in",
    phone: "+91 99999 00000",
    domain: "Cloud services",
    date: "2026-11-24",
    time: "11:30 AM",
  };

  it("needs first name, e-mail and phone; last name and message are optional", () => {
    expect(BookingRequestSchema.parse(valid)).toEqual({ ...valid, lastName: "", message: "" });
    const result = BookingRequestSchema.safeParse({ date: "2026-11-24", time: "11:30 AM" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["firstName", "email", "phone"]);
  });

  it.each([
    ["", "Please enter your phone number."],
    ["12345", "Please enter a valid phone number (digits, spaces and + - ( ) only)."],
    ["call me maybe", "Please enter a valid phone number (digits, spaces and + - ( ) only)."],
    ["9".repeat(31), "Please enter a valid phone number (digits, spaces and + - ( ) only)."],
  ])("refuses the phone %j with %j", (phone, message) => {
    expect(BookingRequestSchema.safeParse({ ...valid, phone }).error?.issues[0]?.message).toBe(message);
  });

  it("bounds the message at 2000 characters", () => {
    expect(BookingRequestSchema.safeParse({ ...valid, message: "a".repeat(2000) }).success).toBe(true);
    expect(BookingRequestSchema.safeParse({ ...valid, message: "a".repeat(2001) }).error?.issues[0]?.message).toBe(
      "Your message can be at most 2000 characters.",
    );
  });

  it("defaults the domain to Web development and rejects unknown ones", () => {
    const { domain: _domain, ...withoutDomain } = valid;
    expect(BookingRequestSchema.parse(withoutDomain).domain).toBe("Web development");
    expect(BookingRequestSchema.safeParse({ ...valid, domain: "Plumbing" }).success).toBe(false);
  });

  it("rejects a time that is not a slot and a date that does not exist", () => {
    expect(BookingRequestSchema.safeParse({ ...valid, time: "6:00 PM" }).success).toBe(false);
    expect(BookingRequestSchema.safeParse({ ...valid, date: "2026-11-31" }).success).toBe(false);
  });
});

describe("today and the next seven days in India", () => {
  it("start at India's midnight, whatever the hour in UTC", () => {
    // 20:00 UTC on 3 March is 01:30 on 4 March in India.
    const { today, week } = indiaTodayAndWeek(new Date("2031-03-03T20:00:00Z"));
    expect(today.map((instant) => instant.toISOString())).toEqual([
      "2031-03-03T18:30:00.000Z",
      "2031-03-04T18:30:00.000Z",
    ]);
    expect(week.map((instant) => instant.toISOString())).toEqual([
      "2031-03-03T18:30:00.000Z",
      "2031-03-10T18:30:00.000Z",
    ]);
  });
});
