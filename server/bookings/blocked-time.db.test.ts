import { describe, expect, it } from "vitest";

import { blockFromDays, blockFromHours } from "../../domain/bookings/blocked-time";
import { auditLog, blockedTimes, bookings, outboxEmails } from "../db/schema";
import { bookingNow, sampleBooking, testSiteUrl } from "../../test-support/sample-submissions";
import { databaseClearedBeforeEach } from "../../test-support/cleared-database";
import {
  addBlock,
  blockHolidays,
  CallsInTheWay,
  bookableDatesNow,
  holidayPreview,
  indiaHolidays,
  listUpcomingBlocks,
  removeBlock,
} from "./blocked-time";
import { BookingRuleError, availableSlots, createBooking } from "./bookings";
import { listAudit } from "../kernel/audit/audit";
import { isoDate, type IsoDate } from "../../domain/time/india-dates";

const blockMail = { salesEmail: "sales@test.example", publicSiteUrl: "https://nexora.test" };

const now = bookingNow; // Monday 23 November 2026, 9:00 AM in India
const actor = { id: null, email: "sales.person@nexoratech.in" };
const request = sampleBooking;

describe("blocked time", () => {
  const database = databaseClearedBeforeEach([outboxEmails, bookings, blockedTimes, auditLog]);

  /** Sales blocks the time `now`, with no calls in its way to decide about. */
  const addBlockNow = (times: Parameters<typeof addBlock>[2]) => addBlock(database.db, actor, times, now, blockMail);

  const book = (date: IsoDate, time: string) =>
    createBooking(
      database.db,
      { ...request, date, time },
      {
        salesEmail: "sales@test.example",
        publicSiteUrl: testSiteUrl,
        clientIp: "::1",
        now,
      },
    );

  it("a block of hours takes its slots off, createBooking refuses them, and the day stays on the calendar", async () => {
    await addBlockNow(
      blockFromHours({ date: isoDate("2026-11-24"), fromTime: "11:00", toTime: "13:00", reason: "Team meeting" }),
    );
    const slots = await availableSlots(database.db, isoDate("2026-11-24"), now);
    expect(slots).toHaveLength(12);
    expect(slots).not.toContain("11:00 AM");
    expect(slots).not.toContain("12:30 PM");
    expect(slots).toContain("10:30 AM");
    expect(slots).toContain("1:00 PM");

    await expect(book(isoDate("2026-11-24"), "11:30 AM")).rejects.toThrow(BookingRuleError);
    await expect(book(isoDate("2026-11-24"), "11:30 AM")).rejects.toMatchObject({
      errors: { time: "This time is no longer offered. Please choose another time." },
    });
    await expect(book(isoDate("2026-11-24"), "1:00 PM")).resolves.toBeDefined();

    expect(await bookableDatesNow(database.db, now)).toContain("2026-11-24");
  });

  it("a whole-day block empties the day and takes it off the calendar; removing it brings both back", async () => {
    await addBlockNow(
      blockFromDays({ fromDate: isoDate("2026-11-25"), toDate: isoDate("2026-11-26"), reason: "Office move" }),
    );
    expect(await availableSlots(database.db, isoDate("2026-11-25"), now)).toEqual([]);
    expect(await availableSlots(database.db, isoDate("2026-11-26"), now)).toEqual([]);
    expect(await availableSlots(database.db, isoDate("2026-11-27"), now)).toHaveLength(16);
    await expect(book(isoDate("2026-11-26"), "10:00 AM")).rejects.toThrow(BookingRuleError);
    const dates = await bookableDatesNow(database.db, now);
    expect(dates).not.toContain("2026-11-25");
    expect(dates).not.toContain("2026-11-26");
    expect(dates).toContain("2026-11-24");
    expect(dates).toContain("2026-11-27");

    const [block] = await listUpcomingBlocks(database.db, now);
    expect(block).toMatchObject({ reason: "Office move", createdBy: actor.email });
    expect(block!.startsAt.toISOString()).toBe("2026-11-24T18:30:00.000Z");
    expect(block!.endsAt.toISOString()).toBe("2026-11-26T18:30:00.000Z");

    // A minute later: entries of one instant have no order between them in the log.
    await removeBlock(database.db, actor, block!.id, new Date(now.getTime() + 60_000));
    expect(await availableSlots(database.db, isoDate("2026-11-25"), now)).toHaveLength(16);
    expect(await bookableDatesNow(database.db, now)).toContain("2026-11-25");

    const history = await listAudit(database.db, { subject: { type: "blocked-time", id: block!.id } });
    expect(history.rows.map((row) => row.action)).toEqual(["blocked-time.remove", "blocked-time.add"]);
    await expect(removeBlock(database.db, actor, block!.id, now)).rejects.toThrow("This block no longer exists.");
  });

  it("a block covering the working hours only also takes the day off the calendar", async () => {
    await addBlockNow(
      blockFromHours({ date: isoDate("2026-11-28"), fromTime: "10:00", toTime: "18:00", reason: "Offsite" }),
    );
    expect(await bookableDatesNow(database.db, now)).not.toContain("2026-11-28");
  });

  it("previews India's holidays with the moving festivals, skips blocked days, and blocks the chosen ones", async () => {
    const holidays2027 = await indiaHolidays(database.db, 2027);
    expect(holidays2027).toEqual(
      expect.arrayContaining([
        { date: "2027-01-26", name: "Republic Day" },
        { date: "2027-08-15", name: "Independence Day" },
        { date: "2027-10-02", name: "Gandhi Jayanti" },
        { date: "2027-03-22", name: "Holi" },
        { date: "2027-10-09", name: "Dussehra" },
        { date: "2027-10-29", name: "Diwali" },
      ]),
    );
    expect(holidays2027.map((holiday) => holiday.date)).toEqual([...holidays2027.map((h) => h.date)].sort());

    // 2026 from 23 November: Diwali (8 November) has passed; Christmas is still to come.
    const preview2026 = await holidayPreview(database.db, 2026, now);
    expect(preview2026.map((holiday) => holiday.name)).toEqual(["Christmas Day"]);

    await addBlockNow(
      blockFromDays({ fromDate: isoDate("2027-01-26"), toDate: isoDate("2027-01-26"), reason: "Republic Day" }),
    );
    const preview = await holidayPreview(database.db, 2027, now);
    expect(preview.find((holiday) => holiday.name === "Republic Day")?.alreadyBlocked).toBe(true);
    expect(preview.find((holiday) => holiday.name === "Holi")?.alreadyBlocked).toBe(false);

    const added = await blockHolidays(
      database.db,
      actor,
      [
        { date: isoDate("2027-01-26"), name: "Republic Day" },
        { date: isoDate("2027-03-22"), name: "Holi" },
      ],
      now,
      blockMail,
    );
    expect(added).toMatchObject({ added: 1, cancelledCalls: 0 });
    const after = await holidayPreview(database.db, 2027, now);
    expect(after.find((holiday) => holiday.name === "Holi")?.alreadyBlocked).toBe(true);
    expect(after.find((holiday) => holiday.name === "Diwali")?.alreadyBlocked).toBe(false);
  });

  it("refuses a block that has already ended", async () => {
    await expect(
      addBlockNow({
        startsAt: new Date("2026-11-01T00:00:00Z"),
        endsAt: new Date("2026-11-02T00:00:00Z"),
        reason: "x",
      }),
    ).rejects.toThrow("This time has already passed.");
  });

  describe("over confirmed calls", () => {
    const afternoon = blockFromHours({
      date: isoDate("2026-11-25"),
      fromTime: "14:00",
      toTime: "16:00",
      reason: "Offsite",
    });

    it("lists the calls before anything is saved, then cancels them with the block, e-mailing each visitor", async () => {
      const call = (await book(isoDate("2026-11-25"), "2:30 PM")).confirmation;
      const asked = addBlockNow(afternoon);
      await expect(asked).rejects.toBeInstanceOf(CallsInTheWay);
      await expect(asked).rejects.toMatchObject({ calls: [{ id: call.id, reference: call.reference }] });
      expect(await database.db.select().from(blockedTimes)).toEqual([]);

      await database.db.delete(outboxEmails);
      const added = await addBlock(database.db, actor, afternoon, now, {
        ...blockMail,
        decision: { calls: "cancel", shownCallIds: [call.id] },
      });
      expect(added.cancelledCalls).toBe(1);
      const [booking] = await database.db.select().from(bookings);
      expect(booking).toMatchObject({ status: "cancelled", cancelReason: "Offsite" });
      const mails = await database.db.select().from(outboxEmails);
      expect(mails.map((mail) => mail.toAddress).sort()).toEqual([request.email, "sales@test.example"].sort());
    });

    it("keeps the calls when asked to, and asks again about a call booked after the list was shown", async () => {
      const first = (await book(isoDate("2026-11-25"), "2:30 PM")).confirmation;
      const second = (await book(isoDate("2026-11-25"), "3:00 PM")).confirmation;
      await expect(
        addBlock(database.db, actor, afternoon, now, {
          ...blockMail,
          decision: { calls: "keep", shownCallIds: [first.id] },
        }),
      ).rejects.toMatchObject({ calls: [{ id: first.id }, { id: second.id }] });

      const kept = await addBlock(database.db, actor, afternoon, now, {
        ...blockMail,
        decision: { calls: "keep", shownCallIds: [first.id, second.id] },
      });
      expect(kept.cancelledCalls).toBe(0);
      const statuses = await database.db.select({ status: bookings.status }).from(bookings);
      expect(statuses).toEqual([{ status: "confirmed" }, { status: "confirmed" }]);
    });

    it("asks about the calls on holidays blocked together, and cancels each with its holiday's name", async () => {
      const onHoliday = (await book(isoDate("2026-11-25"), "11:00 AM")).confirmation;
      const onWorkingDay = (await book(isoDate("2026-11-26"), "11:00 AM")).confirmation;
      const holidays = [
        { date: isoDate("2026-11-25"), name: "Guru Nanak Jayanti" },
        { date: isoDate("2026-11-27"), name: "Company day" },
      ];
      const asked = blockHolidays(database.db, actor, holidays, now, blockMail);
      await expect(asked).rejects.toMatchObject({ calls: [{ id: onHoliday.id }] });
      expect(await database.db.select().from(blockedTimes)).toEqual([]);

      const added = await blockHolidays(database.db, actor, holidays, now, {
        ...blockMail,
        decision: { calls: "cancel", shownCallIds: [onHoliday.id] },
      });
      expect(added).toMatchObject({ added: 2, cancelledCalls: 1 });
      const calls = await database.db.select().from(bookings).orderBy(bookings.startsAt);
      expect(calls.map((call) => [call.id, call.status, call.cancelReason])).toEqual([
        [onHoliday.id, "cancelled", "Guru Nanak Jayanti"],
        [onWorkingDay.id, "confirmed", null],
      ]);
    });
  });

  it("refuses a time already blocked and a block of Sundays only, saying why", async () => {
    await addBlockNow(
      blockFromDays({ fromDate: isoDate("2026-11-26"), toDate: isoDate("2026-11-27"), reason: "Offsite" }),
    );
    await expect(
      addBlockNow(blockFromDays({ fromDate: isoDate("2026-11-26"), toDate: isoDate("2026-11-27"), reason: "Again" })),
    ).rejects.toThrow("This time is already blocked: ");
    await expect(
      addBlockNow(
        blockFromHours({ date: isoDate("2026-11-27"), fromTime: "10:00", toTime: "11:00", reason: "Inside" }),
      ),
    ).rejects.toThrow("(Offsite)");
    await expect(
      addBlockNow(blockFromDays({ fromDate: isoDate("2026-11-29"), toDate: isoDate("2026-11-29"), reason: "Sunday" })),
    ).rejects.toThrow("Sundays are never offered to visitors, so there is nothing to block.");
    expect(await database.db.select().from(blockedTimes)).toHaveLength(1);
  });
});
