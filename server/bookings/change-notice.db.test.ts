import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import type { BookingManageLink } from "../../contracts/bookings";
import { changeNoticePassedMessage } from "../../domain/bookings/booking-manage";
import type { StaffMember } from "../../domain/staff/staff";
import { auditLog, bookingLinks, bookings, outboxEmails, settings, staffAccounts } from "../db/schema";
import { readSetting } from "../kernel/runtime/settings";
import { databaseClearedBeforeEach } from "../../test-support/cleared-database";
import { bookingNow, sampleBooking, testSiteUrl } from "../../test-support/sample-submissions";
import { insertStaffActor } from "../../test-support/staff-actor";
import { unlimitedQuota } from "../../test-support/unlimited-quota";
import { RefusedError } from "../kernel/requests/outcome";
import { listAudit } from "../kernel/audit/audit";
import { issueManageLink } from "./booking-links";
import { createBooking } from "./bookings";
import { changeNoticeHours, changeNoticeSetting, setChangeNotice } from "./change-notice";
import { manageLinkServices } from "./manage-page-services";
import { isoDate } from "../../domain/time/india-dates";

const hour = 3_600_000;
const salesEmail = "sales@test.example";
const site = { salesEmail, publicSiteUrl: testSiteUrl };
/** The sample call: 24 November 2026, 11:30 AM in India, 26.5 hours after bookingNow. */
const move = { date: isoDate("2026-11-26"), time: "2:00 PM" };

// Each test starts from no calls, e-mails, audit entries or settings.
const database = databaseClearedBeforeEach([outboxEmails, bookings, auditLog, settings, staffAccounts]);

describe("the notice for visitors' changes through their links", () => {
  let clockNow = bookingNow;
  const queued: string[] = [];
  let manager: BookingManageLink;
  let sales: StaffMember;

  beforeAll(() => {
    // The manage page's own services, as its loader and action call them, on the test's clock.
    manager = manageLinkServices({
      db: database.db,
      clock: () => clockNow,
      ...site,
      jitsiHost: "meet.jit.si",
      onEmailsQueued: (ids) => queued.push(...ids),
      quotas: { quota: () => unlimitedQuota },
    });
  });

  /** Books the sample call at bookingNow; answers its start and a link's token. */
  async function callWithLink() {
    clockNow = bookingNow;
    queued.length = 0;
    const account = await insertStaffActor(database.db, bookingNow, {
      email: "sales@test.example",
      name: "Sales Desk",
      role: "sales",
    });
    sales = { id: account.id!, email: account.email, name: "Sales Desk", role: "sales" };
    const { confirmation } = await createBooking(database.db, sampleBooking, {
      ...site,
      clientIp: "192.0.2.1",
      now: bookingNow,
    });
    const link = await issueManageLink(database.db, confirmation.id, { publicSiteUrl: testSiteUrl, now: bookingNow });
    return { startsAt: new Date(confirmation.startsAt), token: link.slice(link.lastIndexOf("/") + 1) };
  }

  /** Everything a refused change must leave as it was: the call, its links, the e-mails, the log. */
  const state = async () =>
    JSON.stringify({
      bookings: await database.db.select().from(bookings),
      links: await database.db.select().from(bookingLinks).orderBy(bookingLinks.tokenHash),
      outbox: await database.db.select().from(outboxEmails).orderBy(outboxEmails.id),
      audit: await database.db.select().from(auditLog).orderBy(auditLog.id),
    });

  it("is 0 by default: changes are open until the call starts and the page says nothing of a notice", async () => {
    const { startsAt, token } = await callWithLink();
    expect(await changeNoticeHours(database.db)).toBe(0);
    clockNow = new Date(startsAt.getTime() - 60_000);
    const view = await manager.find(token);
    expect(view).toBeDefined();
    expect(view!.changeNotice).toBeUndefined();
    expect(await manager.cancel(token, "192.0.2.1")).toMatchObject({ ok: true, value: { status: "cancelled" } });
    expect(queued.length).toBeGreaterThan(0);
  });

  it("is saved by sales with an audit entry; the same value again writes nothing", async () => {
    await callWithLink();
    await setChangeNotice(database.db, sales, 24, bookingNow);
    expect(await readSetting(database.db, changeNoticeSetting)).toBe(24);
    const [stored] = await database.db.select().from(settings).where(eq(settings.key, changeNoticeSetting.key));
    expect(stored).toMatchObject({ value: 24, updatedBy: "sales@test.example", updatedAt: bookingNow });

    await setChangeNotice(database.db, sales, 24, bookingNow);
    await setChangeNotice(database.db, sales, 0, new Date(bookingNow.getTime() + 1000));
    const log = await listAudit(database.db, { subject: { type: "setting", id: changeNoticeSetting.key } });
    expect(log.rows.map((row) => [row.action, row.actorEmail, row.summary, row.details])).toEqual([
      [
        "booking.change-notice",
        "sales@test.example",
        "Visitors may now move or cancel their calls until the call starts (was 24 hours before the call).",
        { from: 24, to: 0 },
      ],
      [
        "booking.change-notice",
        "sales@test.example",
        "Visitors may now move or cancel their calls 24 hours before the call (was until the call starts).",
        { from: 0, to: 24 },
      ],
    ]);
  });

  it("refuses a value out of range, or a role without the bookings desk, and changes nothing", async () => {
    await callWithLink();
    const editor = { ...sales, role: "editor" as const };
    const before = await state();
    const settingsBefore = JSON.stringify(await database.db.select().from(settings));
    for (const [actor, hours, message] of [
      [sales, 169, "A notice can be at most 168 hours (a week)."],
      [sales, -1, "Please enter a whole number of hours from 0 to 168."],
      [sales, 1.5, "Please enter a whole number of hours from 0 to 168."],
      [editor, 24, "Only sales or an admin can set the notice for visitors' changes."],
    ] as const) {
      await expect(setChangeNotice(database.db, actor, hours, bookingNow)).rejects.toThrow(new RefusedError(message));
    }
    expect(await state()).toBe(before);
    expect(JSON.stringify(await database.db.select().from(settings))).toBe(settingsBefore);
    expect(await changeNoticeHours(database.db)).toBe(0);
  });

  it("inside the notice refuses a move and a cancel with the page's message, writing and mailing nothing", async () => {
    const { startsAt, token } = await callWithLink();
    await setChangeNotice(database.db, sales, 24, bookingNow);
    clockNow = new Date(startsAt.getTime() - 23 * hour);
    queued.length = 0;
    const before = await state();
    const refusal = { ok: false, refusal: "rule", message: changeNoticePassedMessage(24) };
    expect(refusal.message).toBe(
      "Your call starts in less than 24 hours, so it can no longer be moved or cancelled here. To change it, please reply to your confirmation e-mail.",
    );

    expect(await manager.reschedule(token, move, "192.0.2.1")).toEqual(refusal);
    expect(await manager.cancel(token, "192.0.2.1")).toEqual(refusal);
    expect(queued).toEqual([]);
    expect(await state()).toBe(before);
    // The page offers no changes: it shows the call and says why.
    expect(await manager.find(token)).toMatchObject({
      status: "confirmed",
      changeNotice: { hours: 24, open: false },
    });
  });

  it("outside the notice takes a move, then a cancel; the notice counts from the call's new time", async () => {
    const { startsAt, token } = await callWithLink();
    await setChangeNotice(database.db, sales, 24, bookingNow);
    // The notice's first instant is still outside it: "up to 24 hours before".
    clockNow = new Date(startsAt.getTime() - 24 * hour);
    expect(await manager.find(token)).toMatchObject({ changeNotice: { hours: 24, open: true } });
    const moved = await manager.reschedule(token, move, "192.0.2.1");
    expect(moved).toMatchObject({ ok: true, value: { ...move, changeNotice: { hours: 24, open: true } } });
    expect(queued.length).toBeGreaterThan(0);

    // The same link goes on working for the moved call, until 24 hours before its new time.
    const newStart = new Date((moved as { value: { startsAt: string } }).value.startsAt);
    queued.length = 0;
    clockNow = new Date(newStart.getTime() - 24 * hour - 1);
    expect(await manager.cancel(token, "192.0.2.1")).toMatchObject({ ok: true, value: { status: "cancelled" } });
    expect(queued.length).toBeGreaterThan(0);
    const [call] = await database.db.select().from(bookings);
    expect(call).toMatchObject({ status: "cancelled", visitorMoves: 1 });
  });

  it("a notice set later closes changes at once on a call already booked", async () => {
    const { startsAt, token } = await callWithLink();
    clockNow = new Date(startsAt.getTime() - 3 * hour);
    expect((await manager.find(token))!.changeNotice).toBeUndefined();
    await setChangeNotice(database.db, sales, 4, clockNow);
    expect(await manager.find(token)).toMatchObject({ changeNotice: { hours: 4, open: false } });
    expect(await manager.cancel(token, "192.0.2.1")).toMatchObject({
      ok: false,
      message:
        "Your call starts in less than 4 hours, so it can no longer be moved or cancelled here. To change it, please reply to your confirmation e-mail.",
    });
    const [call] = await database.db.select().from(bookings);
    expect(call!.status).toBe("confirmed");
  });
});
