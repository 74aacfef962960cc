import { and, eq } from "drizzle-orm";

import { describeSlot, type BookingDomain } from "../../domain/bookings/booking";
import { indiaDateOf } from "../../domain/time/india-dates";
import { callJoining } from "../../domain/consultants/consultant-calls";
import { serviceOfDomain } from "../../domain/consultants/call-routing";
import {
  changeNoticePassedMessage,
  changesClosed,
  noMoreMovesMessage,
  visitorMovesAllowed,
  type RescheduleRequest,
} from "../../domain/bookings/booking-manage";
import type { ManagedBooking, ManageOutcome, ManageRefusal } from "../../contracts/bookings";
import { indiaTime } from "../../domain/time/india-dates";
import type { Db, DbOrTransaction } from "../db/db";
import { bookings } from "../db/schema";
import { tryAgainIn, type QuotaAnswer } from "../plugins/rate-limit";
import { cancelLockedBooking, type BookingRow } from "./booking-cancellation";
import { rescheduleEmails } from "./booking-emails";
import { bookingOfLink, issueManageLink } from "./booking-links";
import { withdrawPendingReminders } from "./booking-reminders";
import {
  auditAssignment,
  BookingRuleError,
  isSlotTaken,
  offeredSlot,
  refuseBlockedSlot,
  SlotTakenError,
} from "./bookings";
import { assignConsultant } from "../consultants/availability";
import { findConsultant } from "../consultants/consultant-admin";
import { meetingUrlFor } from "../consultants/meeting-links";
import { defaultJitsiHost } from "../config";
import type { CallConsultant } from "./call-invite";
import { queueEmails } from "../outbox/mail-outbox";
import { backOfficeUrl } from "../emails/back-office-links";
import { audit, type Actor } from "../kernel/audit/audit";
import { changing } from "../kernel/changes/public-changes";
import { changeNoticeHours } from "./change-notice";

/** The visitor acting through their own link: named so in the audit log. */
const visitor: Actor = { id: null, email: "visitor (manage link)" };

const visitorCancelReason = "Cancelled by the visitor with the link in their e-mail.";

export type ManageResult = { outcome: ManageOutcome; queuedEmailIds: string[] };

/** A change refused, with nothing queued. */
const refused = (refusal: ManageRefusal, message: string): ManageResult => ({
  outcome: { ok: false, refusal, message },
  queuedEmailIds: [],
});

const gone = () => refused("gone", "This link has expired or is not valid.");

/** When the view is seen and the notice sales asks for changes, which say whether the link still changes the call. */
type NoticeAt = { now: Date; noticeHours: number };

function managedView(row: BookingRow, consultant: CallConsultant, { now, noticeHours }: NoticeAt): ManagedBooking {
  return {
    reference: row.reference,
    firstName: row.firstName,
    domain: row.domain as BookingDomain,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    date: indiaDateOf(row.startsAt),
    // Slot labels are India times in the same form ("11:30 AM").
    time: indiaTime(row.startsAt),
    movesLeft: Math.max(0, visitorMovesAllowed - row.visitorMoves),
    consultantName: consultant.name,
    joining: callJoining({
      meetingUrl: row.meetingUrl,
      meetingKind: consultant.meetingKind,
      consultantName: consultant.name,
      phone: row.phone,
    }),
    // No notice: nothing to say, and the page reads as it did before there was one.
    changeNotice:
      noticeHours > 0 ? { hours: noticeHours, open: !changesClosed(row.startsAt, now, noticeHours) } : undefined,
  };
}

/**
 * The refusal of a change once the call is within the notice, before anything is written. Callers
 * read the notice in their transaction after locking the booking, so the start checked is the one changed.
 */
const refusedByNotice = (row: BookingRow, { now, noticeHours }: NoticeAt): ManageResult | undefined =>
  changesClosed(row.startsAt, now, noticeHours) ? refused("rule", changeNoticePassedMessage(noticeHours)) : undefined;

/** The call's consultant: the foreign key keeps one for every call. */
const consultantOf = async (db: Parameters<typeof findConsultant>[0], row: BookingRow) =>
  (await findConsultant(db, row.consultantId))!;

/** Spends the quotas a change to the booking `bookingId` costs: the booking's own and its visitor's. */
export type SpendManageQuota = (bookingId: string) => Promise<QuotaAnswer>;

type ManageDependencies = {
  db: Db;
  now: Date;
  salesEmail: string;
  publicSiteUrl: string;
  /** JITSI_HOST, for a call that changes consultant (the default one when not given). */
  jitsiHost?: string | undefined;
  spendQuota: SpendManageQuota;
};

/**
 * A change through a live link spends the quotas before anything is locked or written (a wrong
 * link spends nothing: it opens nothing). Answers the refusal when a quota is used up.
 */
async function refusedByQuota(
  token: string,
  { db, now, spendQuota }: ManageDependencies,
): Promise<ManageResult | undefined> {
  const booking = await bookingOfLink(db, token, { now });
  if (!booking) return gone();
  const answer = await spendQuota(booking.id);
  if (answer.allowed) return undefined;
  return refused("busy", `You have made a lot of changes in a short time. ${tryAgainIn(answer.retryAfterMs)}`);
}

/** The call a link opens, while it has not started. */
export async function findManagedBooking(db: Db, token: string, now: Date): Promise<ManagedBooking | undefined> {
  const row = await bookingOfLink(db, token, { now });
  if (!row) return undefined;
  return managedView(row, await consultantOf(db, row), { now, noticeHours: await changeNoticeHours(db) });
}

/**
 * The visitor cancels their own call: in one transaction it becomes cancelled (SEQUENCE one up),
 * its slot is free at once (the unique index covers confirmed bookings only), reminders not yet
 * sent are withdrawn, and the calendar's CANCEL and the note to sales are queued.
 */
export async function cancelByVisitor(token: string, deps: ManageDependencies): Promise<ManageResult> {
  const { db, now, salesEmail, publicSiteUrl } = deps;
  const quotaRefusal = await refusedByQuota(token, deps);
  if (quotaRefusal) return quotaRefusal;
  return changing(db, "calendar", async (tx) => {
    const current = await bookingOfLink(tx, token, { now, forUpdate: true });
    if (!current) return gone();
    return cancelOwnCall(tx, current, { actor: visitor, reason: visitorCancelReason, now, salesEmail, publicSiteUrl });
  });
}

/**
 * The visitor cancels their own call, locked by the caller: through the link in their e-mail, or
 * from the page of their own data (decision 065), which names another actor and reason. Refused when
 * it is cancelled already or within the notice sales asks for changes.
 */
export async function cancelOwnCall(
  tx: DbOrTransaction,
  current: BookingRow,
  {
    actor,
    reason,
    now,
    salesEmail,
    publicSiteUrl,
  }: { actor: Actor; reason: string; now: Date; salesEmail: string; publicSiteUrl: string },
): Promise<ManageResult> {
  if (current.status === "cancelled") return refused("rule", "This call is already cancelled.");
  const notice = { now, noticeHours: await changeNoticeHours(tx) };
  const noticeRefusal = refusedByNotice(current, notice);
  if (noticeRefusal) return noticeRefusal;
  const { cancelled, consultant, queuedEmailIds } = await cancelLockedBooking(tx, current, {
    actor,
    reason,
    cancelledBy: "visitor",
    publicSiteUrl,
    audited: {
      summary: `The visitor cancelled ${current.reference} (${describeSlot(current.startsAt)}).`,
      details: { reference: current.reference, startsAt: current.startsAt.toISOString() },
    },
    now,
    salesEmail,
  });
  return { outcome: { ok: true, value: managedView(cancelled, consultant, notice) }, queuedEmailIds };
}

/**
 * The visitor corrects their name and phone on a call still to come, from the page of their own data
 * (decision 065); the bookings' trigger queues the new details for its consultant's calendar.
 */
export async function correctVisitorDetails(
  tx: DbOrTransaction,
  bookingId: string,
  details: { firstName: string; lastName: string; phone: string },
): Promise<void> {
  await tx.update(bookings).set(details).where(eq(bookings.id, bookingId));
}

/**
 * The visitor moves their call: in one transaction the booking takes the new slot and frees the
 * old one. The unique index on confirmed start instants still decides a race for the new slot.
 * Reminders start again for the new time; the visitor gets the updated invite (same UID, higher
 * SEQUENCE), sales a note and the consultant theirs. The call keeps its consultant when they are
 * free at the new time, and its meeting link with them; given to another, it gets theirs, and the
 * previous one the calendar's CANCEL. A call moves only `visitorMovesAllowed` times this way.
 */
export async function rescheduleByVisitor(
  token: string,
  to: RescheduleRequest,
  deps: ManageDependencies,
): Promise<ManageResult> {
  const { db, now, salesEmail, publicSiteUrl, jitsiHost = defaultJitsiHost } = deps;
  let slot: ReturnType<typeof offeredSlot>;
  try {
    slot = offeredSlot(to, now);
  } catch (error) {
    if (error instanceof BookingRuleError) return refused("rule", Object.values(error.errors).join(" "));
    throw error;
  }
  const quotaRefusal = await refusedByQuota(token, deps);
  if (quotaRefusal) return quotaRefusal;
  try {
    return await changing(db, "calendar", async (tx) => {
      const current = await bookingOfLink(tx, token, { now, forUpdate: true });
      if (!current) return gone();
      if (current.status === "cancelled") {
        return refused("rule", "This call is cancelled, so it cannot be moved. Please book a new one.");
      }
      const notice = { now, noticeHours: await changeNoticeHours(tx) };
      const noticeRefusal = refusedByNotice(current, notice);
      if (noticeRefusal) return noticeRefusal;
      if (current.visitorMoves >= visitorMovesAllowed) return refused("rule", noMoreMovesMessage);
      if (current.startsAt.getTime() === slot.startsAt.getTime()) {
        return refused("rule", "Your call is already at this time.");
      }
      await refuseBlockedSlot(tx, slot);
      const assignment = await assignConsultant(tx, slot, now, {
        except: current.id,
        prefer: current.consultantId,
        // Should its consultant be busy then, the call goes to a colleague who covers its service.
        service: serviceOfDomain[current.domain as BookingDomain],
      });
      if (!assignment) throw new SlotTakenError();
      const { consultant } = assignment;
      const changedHands = consultant.id !== current.consultantId;
      if (changedHands) await auditAssignment(tx, visitor, { ...current, startsAt: slot.startsAt }, assignment, now);
      const previous = changedHands
        ? { consultant: await consultantOf(tx, current), meetingUrl: current.meetingUrl }
        : undefined;
      // Its consultant's link stays with the call; one who had none for it (they had not chosen) gives theirs now.
      const meetingUrl = (!changedHands && current.meetingUrl) || meetingUrlFor(consultant, jitsiHost);
      const [moved] = await tx
        .update(bookings)
        .set({
          ...slot,
          consultantId: consultant.id,
          meetingUrl,
          sequence: current.sequence + 1,
          visitorMoves: current.visitorMoves + 1,
          slotChosenAt: now,
          lastReminder: null,
        })
        .where(and(eq(bookings.id, current.id), eq(bookings.status, "confirmed")))
        .returning();
      await withdrawPendingReminders(tx, current.id);
      const manageLink = await issueManageLink(tx, current.id, { publicSiteUrl, now });
      const queuedEmailIds = await queueEmails(
        tx,
        rescheduleEmails(
          { ...moved!, consultant },
          {
            salesEmail,
            manageLink,
            previousStartsAt: current.startsAt,
            deskLink: backOfficeUrl(publicSiteUrl, `/admin/bookings/${current.id}`),
            previous,
          },
        ),
        now,
      );
      await audit(tx, visitor, now, {
        action: "booking.reschedule",
        subjectType: "booking",
        subjectId: current.id,
        summary: `The visitor moved ${current.reference} from ${describeSlot(current.startsAt)} to ${describeSlot(slot.startsAt)}.`,
        details: {
          reference: current.reference,
          from: current.startsAt.toISOString(),
          to: slot.startsAt.toISOString(),
        },
      });
      return { outcome: { ok: true, value: managedView(moved!, consultant, notice) }, queuedEmailIds };
    });
  } catch (error) {
    // Blocked time found inside the transaction, or another booking holding the slot.
    if (error instanceof BookingRuleError) return refused("taken", Object.values(error.errors).join(" "));
    if (isSlotTaken(error) || error instanceof SlotTakenError) return refused("taken", new SlotTakenError().message);
    throw error;
  }
}
