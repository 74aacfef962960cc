import type { BlockedTimeDesk, BlockOutcome, BookingDesk } from "../../contracts/bookings";
import type { Bindings } from "../kernel/bindings";
import { callCounts, cancelBooking, findBooking, listBookings } from "./booking-admin";
import { callAccess, requireCallAccess } from "./call-access";
import {
  addBlock,
  blockHolidays,
  CallsInTheWay,
  holidayPreview,
  listUpcomingBlocks,
  removeBlock,
} from "./blocked-time";
import { RefusedError } from "../kernel/outcome";
import { festivalYear, setFestivalDates } from "./festival-dates";
import { reassignBooking, reassignmentChoices } from "./booking-reassignment";
import { decodeCursor } from "../kernel/keyset";
import { outcomeOf } from "../kernel/outcome";

export function bookingDesk({
  db,
  clock,
  salesEmail,
  publicSiteUrl,
  jitsiHost,
  onEmailsQueued,
}: Pick<Bindings, "db" | "clock" | "salesEmail" | "publicSiteUrl" | "jitsiHost" | "onEmailsQueued">): BookingDesk {
  return {
    list: ({ view, q, after }) => listBookings(db, { view, q, after: decodeCursor(after), now: clock() }),
    async find(id, viewer) {
      const booking = await findBooking(db, id);
      if (!booking) return undefined;
      return (await callAccess(db, viewer, id)) === "none" ? "not yours" : booking;
    },
    callCounts: () => callCounts(db, clock()),
    cancel: (actor, id, reason) =>
      outcomeOf(async () => {
        await requireCallAccess(db, actor, id);
        const queued = await cancelBooking(db, actor, { id, reason, now: clock(), salesEmail, publicSiteUrl });
        onEmailsQueued(queued);
      }),
    reassignmentChoices: (id) => reassignmentChoices(db, id, clock()),
    reassign: (actor, bookingId, consultantId) =>
      outcomeOf(async () => {
        await requireCallAccess(db, actor, bookingId);
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

export function blockedTimeDesk({
  db,
  clock,
  salesEmail,
  publicSiteUrl,
  onEmailsQueued,
}: Pick<Bindings, "db" | "clock" | "salesEmail" | "publicSiteUrl" | "onEmailsQueued">): BlockedTimeDesk {
  return {
    listUpcoming: () => listUpcomingBlocks(db, clock()),
    add: (actor, block, decision) =>
      blockOutcome(async () => {
        const { cancelledCalls, emailIds } = await addBlock(db, actor, block, clock(), {
          decision,
          salesEmail,
          publicSiteUrl,
        });
        onEmailsQueued(emailIds);
        return { cancelledCalls };
      }),
    remove: (actor, id) => outcomeOf(() => removeBlock(db, actor, id, clock())),
    holidays: (year) => holidayPreview(db, year, clock()),
    festivals: (year) => festivalYear(db, year),
    setFestivalDates: (actor, year, dates) => outcomeOf(() => setFestivalDates(db, actor, { year, dates }, clock())),
    blockHolidays: (actor, holidays, decision) =>
      blockOutcome(async () => {
        const { added, cancelledCalls, emailIds } = await blockHolidays(db, actor, holidays, clock(), {
          decision,
          salesEmail,
          publicSiteUrl,
        });
        onEmailsQueued(emailIds);
        return { added, cancelledCalls };
      }),
  };
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
