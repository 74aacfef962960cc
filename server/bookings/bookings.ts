import { randomUUID } from "node:crypto";

import { and, eq, gte, lt } from "drizzle-orm";

import {
  bookingTimeZone,
  demoDurationMinutes,
  isBookableDate,
  offeredSlots,
  shiftDate,
  slotEnd,
  slotLabels,
  slotStart,
  type BookingConfirmation,
  type IsoDate,
} from "../../domain/booking";
import type { BookingRequest } from "../../domain/booking-request";
import { slotIsBlocked } from "../../domain/blocked-time";
import type { Db, DbOrTransaction } from "../db/open-db";
import { bookings } from "../db/schema";
import { isUniqueViolation } from "../db/errors";
import { blocksOverlapping, lockCalendarForBooking } from "./blocked-time";
import { bookingEmails } from "./booking-emails";
import { issueManageLink } from "./booking-links";
import { humanReference } from "../kernel/human-reference";
import { rememberAnswer, type IdempotencyClaim } from "../kernel/idempotency";
import { queueEmails } from "../outbox/mail-outbox";
import { backOfficeUrl } from "../emails/back-office-links";
import { changing } from "../kernel/public-changes";
import { refuseCallPastMailboxCap } from "./upcoming-calls-cap";

/** The request breaks a booking rule that depends on now (400, with the field at fault). */
export class BookingRuleError extends Error {
  constructor(readonly errors: Record<string, string>) {
    super("This date or time cannot be booked.");
  }
}

const slotNotOffered = () =>
  new BookingRuleError({ time: "This time is no longer offered. Please choose another time." });

/** Someone else holds the slot (409). */
export class SlotTakenError extends Error {
  constructor() {
    super("Sorry, that time was just booked by someone else. Please choose another time.");
  }
}

/** The slots of a date that are offered now and not held by a confirmed booking. */
export async function availableSlots(db: Db, date: IsoDate, now: Date): Promise<string[]> {
  const offered = offeredSlots(date, now);
  if (offered.length === 0) return [];
  const dayStart = slotStart(date, slotLabels[0]!)!;
  const nextDayStart = slotStart(shiftDate(date, 1), slotLabels[0]!)!;
  const held = await db
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      and(eq(bookings.status, "confirmed"), gte(bookings.startsAt, dayStart), lt(bookings.startsAt, nextDayStart)),
    );
  const heldInstants = new Set(held.map((row) => row.startsAt.getTime()));
  const blocks = await blocksOverlapping(db, dayStart, nextDayStart);
  return offered.filter((label) => {
    const start = slotStart(date, label)!;
    return !heldInstants.has(start.getTime()) && !slotIsBlocked(blocks, start);
  });
}

export type BookingOutcome = { confirmation: BookingConfirmation; queuedEmailIds: string[] };

/**
 * The slot's start and end if the rules offer it at `now` (a bookable date, a working-hours
 * slot, enough notice); the database decides the rest (blocked time, other bookings).
 */
export function offeredSlot(
  { date, time }: { date: IsoDate; time: string },
  now: Date,
): { startsAt: Date; endsAt: Date } {
  if (!isBookableDate(date, now)) {
    throw new BookingRuleError({ date: "This date cannot be booked. Please choose a date in the calendar." });
  }
  if (!offeredSlots(date, now).includes(time)) throw slotNotOffered();
  const startsAt = slotStart(date, time)!;
  return { startsAt, endsAt: slotEnd(startsAt) };
}

/**
 * Inside the transaction that takes a slot: blocked time (a holiday, a closed afternoon) is not
 * offered, and the lock makes a block being added at this moment either visible here or wait
 * until this booking is in.
 */
export async function refuseBlockedSlot(tx: DbOrTransaction, { startsAt, endsAt }: { startsAt: Date; endsAt: Date }) {
  await lockCalendarForBooking(tx);
  if ((await blocksOverlapping(tx, startsAt, endsAt)).length > 0) throw slotNotOffered();
}

/** Whether a database error is a second confirmed booking for one start instant. */
export const isSlotTaken = (error: unknown) => isUniqueViolation(error, "bookings_confirmed_slot_idx");

/**
 * Books a slot. The unique index on confirmed start instants decides between
 * concurrent requests: exactly one insert succeeds, the rest get SlotTakenError. A mailbox
 * holding its share of upcoming calls gets TooManyUpcomingCallsError.
 * The visitor's confirmation carries a link to cancel or move the call themselves.
 */
export async function bookDemo(
  db: Db,
  request: BookingRequest,
  {
    salesEmail,
    publicSiteUrl,
    clientIp,
    now,
    idempotency,
  }: {
    salesEmail: string;
    publicSiteUrl: string;
    clientIp: string;
    now: Date;
    idempotency?: IdempotencyClaim | undefined;
  },
): Promise<BookingOutcome> {
  const slot = offeredSlot(request, now);
  for (let attempt = 0; ; attempt += 1) {
    const confirmation: BookingConfirmation = {
      id: randomUUID(),
      reference: humanReference("DEMO"),
      date: request.date,
      time: request.time,
      timeZone: bookingTimeZone,
      domain: request.domain,
      durationMinutes: demoDurationMinutes,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
    };
    const { id, reference } = confirmation;
    try {
      return await changing(db, "calendar", async (tx) => {
        await refuseBlockedSlot(tx, slot);
        await refuseCallPastMailboxCap(tx, request.email, now);
        if (idempotency) await rememberAnswer(tx, idempotency, { statusCode: 201, data: confirmation }, now);
        await tx
          .insert(bookings)
          .values({ ...request, ...slot, id, reference, clientIp, slotChosenAt: now, createdAt: now });
        const manageLink = await issueManageLink(tx, id, { publicSiteUrl, now });
        const queuedEmailIds = await queueEmails(
          tx,
          bookingEmails(
            { ...request, reference, startsAt: slot.startsAt },
            { salesEmail, manageLink, deskLink: backOfficeUrl(publicSiteUrl, `/admin/bookings/${id}`) },
          ),
          now,
        );
        return { confirmation, queuedEmailIds };
      });
    } catch (error) {
      if (isSlotTaken(error)) throw new SlotTakenError();
      // One in a billion: the random reference already exists; draw another.
      if (isUniqueViolation(error, "bookings_reference_unique") && attempt < 3) continue;
      throw error;
    }
  }
}
