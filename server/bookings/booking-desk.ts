import type {
  BlockedTimeDesk,
  BlockOutcome,
  BookingDesk,
  OwnBookingDesk,
  FestivalDateDesk,
} from "../../contracts/bookings";
import type { ConsultantPageDesk } from "../../contracts/consultants";
import { mayUse, type StaffMember } from "../../domain/staff/staff";
import { consultantOfAccount } from "../consultants/consultant-admin";
import type { Bindings } from "../kernel/runtime/bindings";
import { callCounts, cancelBooking, findBooking, listBookings } from "./booking-admin";
import { bookingAccess, requireBookingAccess } from "./booking-access";
import { recordOutcome } from "./booking-outcomes";
import {
  addBlock,
  blockHolidays,
  CallsInTheWay,
  holidayPreview,
  listUpcomingBlocks,
  removeBlock,
} from "./blocked-time";
import { RefusedError } from "../kernel/requests/outcome";
import { festivalYear, setFestivalDates } from "./festival-dates";
import { changeNoticeHours, setChangeNotice } from "./change-notice";
import { reassignBooking, reassignmentChoices } from "./booking-reassignment";
import { decodeCursor } from "../kernel/lists/keyset";
import { outcomeOf } from "../kernel/requests/outcome";

type BookingBindings = Pick<Bindings, "db" | "clock" | "salesEmail" | "publicSiteUrl" | "jitsiHost" | "onEmailsQueued">;

/** The bookings desk's lists. */
export function bookingDesk({ db, clock }: Pick<Bindings, "db" | "clock">): BookingDesk {
  return {
    list: ({ view, q, after }) => listBookings(db, { view, q, after: decodeCursor(after), now: clock() }),
    callCounts: () => callCounts(db, clock()),
  };
}

/**
 * The outcome of a call, on a consultant's page: the call's consultant records it; sales and admins
 * may for anyone.
 */
export function bookingOutcomeDesk(
  { db, clock }: Pick<Bindings, "db" | "clock">,
  actor: StaffMember,
): Pick<ConsultantPageDesk, "recordOutcome"> {
  return {
    recordOutcome: (bookingId, outcome) =>
      outcomeOf(async () => {
        const own = await consultantOfAccount(db, actor.id);
        const mayRecord = (consultantId: string) => consultantId === own?.id || mayUse(actor.role, "consultants");
        await recordOutcome(db, actor, { bookingId, outcome, mayRecord }, clock());
      }),
  };
}

/** One booking, as `actor` may open and change it (booking-access.ts decides). */
export function ownBookingDesk(
  { db, clock, salesEmail, publicSiteUrl, jitsiHost, onEmailsQueued }: BookingBindings,
  actor: StaffMember,
): OwnBookingDesk {
  return {
    async find(id) {
      const booking = await findBooking(db, id);
      if (!booking) return undefined;
      return (await bookingAccess(db, actor, id)) === "none" ? "not yours" : booking;
    },
    cancel: (id, reason) =>
      outcomeOf(async () => {
        await requireBookingAccess(db, actor, id);
        const queued = await cancelBooking(db, actor, { id, reason, now: clock(), salesEmail, publicSiteUrl });
        onEmailsQueued(queued);
      }),
    reassignmentChoices: async (id) =>
      (await bookingAccess(db, actor, id)) === "none" ? [] : reassignmentChoices(db, id, clock()),
    reassign: (bookingId, consultantId) =>
      outcomeOf(async () => {
        await requireBookingAccess(db, actor, bookingId);
        const queued = await reassignBooking(
          db,
          actor,
          { bookingId, consultantId },
          { now: clock(), salesEmail, publicSiteUrl, jitsiHost },
        );
        onEmailsQueued(queued);
      }),
  };
}

export function blockedTimeDesk(
  { db, clock, salesEmail, publicSiteUrl, onEmailsQueued }: Omit<BookingBindings, "jitsiHost">,
  actor: StaffMember,
): BlockedTimeDesk {
  return {
    listUpcoming: () => listUpcomingBlocks(db, clock()),
    add: (block, decision) =>
      blockOutcome(async () => {
        const { cancelledCalls, emailIds } = await addBlock(db, actor, block, clock(), {
          decision,
          salesEmail,
          publicSiteUrl,
        });
        onEmailsQueued(emailIds);
        return { cancelledCalls };
      }),
    remove: (id) => outcomeOf(() => removeBlock(db, actor, id, clock())),
    holidays: (year) => holidayPreview(db, year, clock()),
    festivals: (year) => festivalYear(db, year),
    blockHolidays: (holidays, decision) =>
      blockOutcome(async () => {
        const { added, cancelledCalls, emailIds } = await blockHolidays(db, actor, holidays, clock(), {
          decision,
          salesEmail,
          publicSiteUrl,
        });
        onEmailsQueued(emailIds);
        return { added, cancelledCalls };
      }),
    changeNotice: () => changeNoticeHours(db),
    setChangeNotice: (hours) => outcomeOf(() => setChangeNotice(db, actor, hours, clock())),
  };
}

/** An admin's festival dates for a year the site's table lacks. */
export function festivalDateDesk({ db, clock }: Pick<Bindings, "db" | "clock">, actor: StaffMember): FestivalDateDesk {
  return { set: (year, dates) => outcomeOf(() => setFestivalDates(db, actor, { year, dates }, clock())) };
}

/** A block's outcome: refused with the reason, or with the calls in the way to decide about. */
async function blockOutcome<Added extends { cancelledCalls: number }>(
  block: () => Promise<Added>,
): Promise<BlockOutcome<Added>> {
  try {
    return { ok: true, value: await block() };
  } catch (error) {
    if (error instanceof CallsInTheWay) return { ok: false, message: error.message, callsInTheWay: error.calls };
    if (error instanceof RefusedError) return { ok: false, message: error.message };
    throw error;
  }
}
