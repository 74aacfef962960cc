import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { isSunday, slotLabels } from "../../domain/bookings/booking";
import { shiftDate, type IsoDate } from "../../domain/time/india-dates";
import type { BookingDomain } from "../../domain/bookings/booking";
import { createBooking } from "../bookings/bookings";
import { auditLog, bookings, consultantBusyTimes, consultants, outboxEmails } from "../db/schema";
import { commandLine } from "../kernel/audit/audit";
import { bookingNow, sampleBooking, testSiteUrl } from "../../test-support/sample-submissions";
import { databaseClearedBeforeEach } from "../../test-support/cleared-database";
import { consultantTeam } from "../../test-support/consultant-team";
import type { Consultant } from "./availability";
import { saveRouting, stopTakingCalls } from "./consultant-admin";
import { consultantDesk } from "./consultant-desk";

/**
 * Routing by service and the weighted rotation (decision 044): Aarav,
 * Bhavna and Chetan with the specification's hours; `bookingNow` is a Monday, 9:00 AM IST.
 */
const now = bookingNow;
const firstDate = "2026-11-24";
const deps = { salesEmail: "sales@test.example", publicSiteUrl: testSiteUrl, clientIp: "::1", now };
const database = databaseClearedBeforeEach([outboxEmails, bookings, consultantBusyTimes, auditLog]);
let team: [Consultant, Consultant, Consultant];
let visitors = 0;

const book = (date: IsoDate, time: string, domain: BookingDomain) => {
  visitors += 1;
  return createBooking(
    database.db,
    { ...sampleBooking, date, time, domain, email: `visitor${visitors}@example.in` },
    deps,
  );
};

const ownerOf = async (id: string) =>
  (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.consultantId;

/** Every slot of the working days from the first date on, in order. */
function* slots(): Generator<[IsoDate, string]> {
  for (let date = firstDate as IsoDate; ; date = shiftDate(date, 1)) {
    if (isSunday(date)) continue;
    for (const time of slotLabels) yield [date, time];
  }
}

const route = (person: Consultant, services: string[], weight = 100, priority = 1) =>
  saveRouting(
    database.db,
    commandLine,
    person.id,
    { services: services as never, weight, priority: priority as 0 | 1 | 2 },
    now,
  );

beforeAll(async () => {
  const [seeded] = await database.db.select().from(consultants);
  await stopTakingCalls(database.db, commandLine, seeded!.id, now);
  team = await consultantTeam(database.db, now);
});

describe("routing calls by service", () => {
  it("gives Web development calls only to those who cover it, and a call nobody covering it is free for to anyone", async () => {
    const [aarav, bhavna, chetan] = team;
    await route(aarav, ["website-development"]);
    await route(bhavna, ["website-development", "crm"]);
    await route(chetan, ["erp"]);
    const times = slots();
    const owners = [];
    for (let n = 0; n < 6; n += 1) {
      const [date, time] = times.next().value!;
      owners.push(await ownerOf((await book(date, time, "Web development")).confirmation.id));
    }
    expect(new Set(owners)).toEqual(new Set([aarav.id, bhavna.id]));

    // Both who cover it are taken at one time: the third visitor still gets that time, with Chetan.
    const [date, time] = times.next().value!;
    const taken = [];
    for (let n = 0; n < 3; n += 1) taken.push((await book(date, time, "Web development")).confirmation.id);
    expect(await ownerOf(taken[2]!)).toBe(chetan.id);
    const [fellBack] = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, taken[2]!));
    expect(fellBack!.summary).toContain("Nobody who covers Website Development was free");
  });

  it("offers calls first to the consultant sales puts first, while they are free", async () => {
    const [aarav, bhavna, chetan] = team;
    for (const person of team) await route(person, ["website-development"]);
    await route(chetan, ["website-development"], 100, 2);
    const times = slots();
    const [date, time] = times.next().value!;
    expect(await ownerOf((await book(date, time, "Hosting")).confirmation.id)).toBe(chetan.id);
    const [nextDate, nextTime] = times.next().value!;
    expect(await ownerOf((await book(nextDate, nextTime, "Hosting")).confirmation.id)).toBe(chetan.id);
    // Taken at this time, the next is whoever else is furthest below their share.
    expect([aarav.id, bhavna.id]).toContain(await ownerOf((await book(nextDate, nextTime, "Hosting")).confirmation.id));
  });

  it("keeps 100 calls in proportion to the weights (40, 40 and 20, within 2 each), and the list shows each share", async () => {
    const [aarav, bhavna, chetan] = team;
    await route(aarav, ["crm"]);
    await route(bhavna, ["crm"]);
    await route(chetan, ["crm"], 50);
    const times = slots();
    const counts = new Map<string, number>();
    for (let n = 0; n < 100; n += 1) {
      const [date, time] = times.next().value!;
      const owner = await ownerOf((await book(date, time, "Web development")).confirmation.id);
      counts.set(owner, (counts.get(owner) ?? 0) + 1);
    }
    expect(Math.abs(counts.get(aarav.id)! - 40)).toBeLessThanOrEqual(2);
    expect(Math.abs(counts.get(bhavna.id)! - 40)).toBeLessThanOrEqual(2);
    expect(Math.abs(counts.get(chetan.id)! - 20)).toBeLessThanOrEqual(2);

    // Once they are held (a month later, none recorded as a no-show), the list compares each share with its weight's.
    const later = new Date(now.getTime() + 14 * 24 * 60 * 60_000);
    const sales = { id: aarav.staffAccountId!, email: "aarav@nexoratech.in", name: aarav.name, role: "sales" as const };
    const desk = consultantDesk({ db: database.db, clock: () => later }, sales);
    const listed = await desk.list();
    const half = listed.find((row) => row.id === chetan.id)!;
    expect(half.callWeight).toBe(50);
    expect(half.share.target).toBe(20);
    expect(Math.abs(half.share.actual! - 20)).toBeLessThanOrEqual(2);
    expect(half.heldCalls).toBe(counts.get(chetan.id));
  });
});
