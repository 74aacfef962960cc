import { randomUUID } from "node:crypto";

import {
  bookingTimeZone,
  callDurationMinutes,
  describeSlot,
  isBookableDate,
  minimumNoticeMinutes,
  offeredSlots,
  slotEnd,
  slotStart,
  type BookingConfirmation,
} from "../../domain/bookings/booking";
import { indiaDayRange, type IsoDate } from "../../domain/time/india-dates";
import type { BookingRequest } from "../../domain/bookings/booking-request";
import { slotIsBlocked } from "../../domain/bookings/blocked-time";
import { consultantIsFree } from "../../domain/consultants/consultant-schedule";
import type { Db, DbOrTransaction } from "../db/db";
import { bookings } from "../db/schema";
import { isUniqueViolation } from "../db/errors";
import { blocksOverlapping, lockCalendarForBooking } from "./blocked-time";
import { bookingEmails } from "./booking-emails";
import { issueManageLink } from "./booking-links";
import { humanReference } from "../kernel/text/human-reference";
import { rememberAnswer, type IdempotencyClaim } from "../kernel/requests/idempotency";
import { queueEmails } from "../outbox/mail-outbox";
import { backOfficeUrl } from "../emails/back-office-links";
import { changing } from "../kernel/changes/public-changes";
import { refuseCallPastMailboxCap } from "./upcoming-calls-cap";
import {
  activeConsultants,
  assignConsultant,
  consultantDays,
  type Assignment,
  type ConsultantChoice,
} from "../consultants/availability";
import { serviceOfDomain } from "../../domain/consultants/call-routing";
import { meetingUrlFor } from "../consultants/meeting-links";
import { defaultJitsiHost } from "../config";
import { audit, type Actor } from "../kernel/audit/audit";
import { contactFor } from "../contacts/contacts";
import { touchOfLeadVisit } from "../analytics/lead-visits";

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

/**
 * The slots of a date offered now at which some consultant is free (their hours, overrides,
 * limits, calls and busy times), outside blocked time; or only `choice.only`'s slots. With them,
 * the next instant the answer changes by the clock alone: a slot going out of someone's notice.
 */
export async function slotsOnOffer(
  db: Db,
  date: IsoDate,
  now: Date,
  choice: ConsultantChoice = {},
): Promise<{ slots: string[]; changesAt: number }> {
  const offered = offeredSlots(date, now);
  if (offered.length === 0) return { slots: [], changesAt: now.getTime() };
  const people = await activeConsultants(db, choice);
  const [days, blocks] = await Promise.all([
    consultantDays(db, people, date),
    blocksOverlapping(db, ...indiaDayRange(date)),
  ]);
  const starts = offered.map((label) => slotStart(date, label)!);
  const slots = offered.filter((_, index) => {
    const start = starts[index]!;
    return (
      !slotIsBlocked(blocks, start) && people.some((person) => consultantIsFree(days.get(person.id)!, date, start, now))
    );
  });
  const notices = [minimumNoticeMinutes, ...people.map((person) => person.minimumNoticeMinutes)];
  const changes = starts
    .flatMap((start) => notices.map((notice) => start.getTime() - notice * 60_000 + 1))
    .filter((instant) => instant > now.getTime());
  return { slots, changesAt: Math.min(...changes, indiaDayRange(date)[1].getTime()) };
}

export const availableSlots = async (db: Db, date: IsoDate, now: Date, choice: ConsultantChoice = {}) =>
  (await slotsOnOffer(db, date, now, choice)).slots;

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

/** Whether a database error is a second confirmed call for one consultant at one instant. */
export const isSlotTaken = (error: unknown) => isUniqueViolation(error, "bookings_consultant_slot_idx");

/** The visitor booking through the site: named so in the audit log. */
const bookingVisitor: Actor = { id: null, email: "visitor (booking form)" };

/** Records who takes a call and why, in the booking's history. */
export async function auditAssignment(
  tx: DbOrTransaction,
  actor: Actor,
  call: { id: string; reference: string; startsAt: Date },
  { consultant, reason }: Assignment,
  now: Date,
): Promise<void> {
  await audit(tx, actor, now, {
    action: "booking.assign",
    subjectType: "booking",
    subjectId: call.id,
    summary: `${call.reference} (${describeSlot(call.startsAt)}) goes to ${consultant.name}: ${reason}`,
    details: { reference: call.reference, consultantId: consultant.id, reason },
  });
}

/**
 * Books a slot with the free consultant the routing rules choose for its domain's service (or the
 * one a personal page names; domain/consultants/call-routing.ts). The
 * consultants' locks and the unique index on each consultant's confirmed start instants decide
 * between concurrent requests: when no consultant is left free, SlotTakenError. A mailbox
 * holding its share of upcoming calls gets TooManyUpcomingCallsError.
 * The call gets its consultant's meeting address (a new Jitsi room on `jitsiHost` for one who
 * meets there). The visitor's confirmation carries it and a link to cancel or move the call
 * themselves; the consultant gets the invite.
 */
export async function createBooking(
  db: Db,
  request: BookingRequest,
  {
    salesEmail,
    publicSiteUrl,
    clientIp,
    now,
    idempotency,
    visitorKey,
    consultant,
    jitsiHost = defaultJitsiHost,
  }: {
    /** The key the visitor's visit was counted under: its first touch is the booking's. */
    visitorKey?: string | undefined;
    salesEmail: string;
    publicSiteUrl: string;
    /** JITSI_HOST (the default one when not given). */
    jitsiHost?: string | undefined;
    clientIp: string;
    now: Date;
    idempotency?: IdempotencyClaim | undefined;
    /** A personal booking page's consultant (an id): the call is theirs or not booked. */
    consultant?: string | undefined;
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
      durationMinutes: callDurationMinutes,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
    };
    const { id, reference } = confirmation;
    try {
      return await changing(db, "calendar", async (tx) => {
        await refuseBlockedSlot(tx, slot);
        await refuseCallPastMailboxCap(tx, request.email, now);
        // Before the consultants' locks: a retry of this request waits here for its first try's answer.
        if (idempotency) await rememberAnswer(tx, idempotency, { statusCode: 201, data: confirmation }, now);
        const service = serviceOfDomain[request.domain];
        const assignment = await assignConsultant(tx, slot, now, { only: consultant, service });
        if (!assignment) throw new SlotTakenError();
        const meetingUrl = meetingUrlFor(assignment.consultant, jitsiHost);
        const firstTouch = await touchOfLeadVisit(tx, { visitorKey, kind: "booking", now });
        const contactId = await contactFor(tx, request, { now, owner: assignment.consultant.staffAccountId });
        await tx.insert(bookings).values({
          ...request,
          ...slot,
          id,
          reference,
          clientIp,
          contactId,
          firstTouch: firstTouch ?? null,
          noticeVersion: request.noticeVersion ?? null,
          noticeLanguage: request.noticeLanguage ?? null,
          consultantId: assignment.consultant.id,
          meetingUrl,
          slotChosenAt: now,
          createdAt: now,
        });
        await auditAssignment(tx, bookingVisitor, { id, reference, startsAt: slot.startsAt }, assignment, now);
        const manageLink = await issueManageLink(tx, id, { publicSiteUrl, now });
        const queuedEmailIds = await queueEmails(
          tx,
          bookingEmails(
            { ...request, reference, startsAt: slot.startsAt, meetingUrl, consultant: assignment.consultant },
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
