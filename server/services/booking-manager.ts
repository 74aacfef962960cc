import type { BookingManager } from "../../domain/booking-manage";
import type { Clock } from "../clock";
import type { Db } from "../db/open-db";
import { cancelByVisitor, findManagedBooking, rescheduleByVisitor, type ManageResult } from "./booking-manage";

/** The manage page's view of the services: "now" from the clock, and queued e-mails handed to the outbox. */
export function createBookingManager({
  db,
  clock,
  salesEmail,
  publicSiteUrl,
  onEmailsQueued,
}: {
  db: Db;
  clock: Clock;
  salesEmail: string;
  publicSiteUrl: string;
  onEmailsQueued: (ids: string[]) => void;
}): BookingManager {
  const deps = () => ({ db, now: clock(), salesEmail, publicSiteUrl });
  const sent = ({ outcome, queuedEmailIds }: ManageResult) => {
    onEmailsQueued(queuedEmailIds);
    return outcome;
  };
  return {
    find: (token) => findManagedBooking(db, token, clock()),
    cancel: async (token) => sent(await cancelByVisitor(token, deps())),
    reschedule: async (token, to) => sent(await rescheduleByVisitor(token, to, deps())),
  };
}
