import type { BookingManager } from "../../contracts/bookings";
import { clientAddressGroup } from "../client-address-group";
import type { Bindings } from "../kernel/runtime/bindings";
import type { Quotas } from "../plugins/rate-limit";
import {
  cancelByVisitor,
  findManagedBooking,
  rescheduleByVisitor,
  type ManageResult,
  type SpendManageQuota,
} from "./visitor-changes";

/**
 * The manage page's view of the services: "now" from the clock, queued e-mails handed to the
 * outbox, and each change spending two quotas (FORM_RATE_LIMIT in 10 minutes): the client's (its
 * IPv6 /64), so one client cannot work through many links, and the booking's, so one link cannot
 * be worked from many addresses.
 */
export function manageLinkServices({
  db,
  clock,
  salesEmail,
  publicSiteUrl,
  jitsiHost,
  onEmailsQueued,
  quotas,
}: Pick<Bindings, "db" | "clock" | "salesEmail" | "publicSiteUrl" | "jitsiHost" | "onEmailsQueued"> & {
  quotas: Pick<Quotas, "quota">;
}): BookingManager {
  const byClient = quotas.quota("manage");
  const byBooking = quotas.quota("manage-booking");
  const spendQuota =
    (clientIp: string): SpendManageQuota =>
    async (bookingId) => {
      const answer = await byClient(clientAddressGroup(clientIp));
      return answer.allowed ? byBooking(bookingId) : answer;
    };
  const deps = (clientIp: string) => ({
    db,
    now: clock(),
    salesEmail,
    publicSiteUrl,
    jitsiHost,
    spendQuota: spendQuota(clientIp),
  });
  const sent = ({ outcome, queuedEmailIds }: ManageResult) => {
    onEmailsQueued(queuedEmailIds);
    return outcome;
  };
  return {
    find: (token) => findManagedBooking(db, token, clock()),
    cancel: async (token, clientIp) => sent(await cancelByVisitor(token, deps(clientIp))),
    reschedule: async (token, to, clientIp) => sent(await rescheduleByVisitor(token, to, deps(clientIp))),
  };
}
