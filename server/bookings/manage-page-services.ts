import type { BookingManager } from "../../contracts/bookings";
import type { Bindings } from "../kernel/runtime/bindings";
import { linkQuotas, type Quotas } from "../plugins/rate-limit";
import { cancelByVisitor, findManagedBooking, rescheduleByVisitor, type ManageResult } from "./visitor-changes";

/**
 * The manage page's view of the services: "now" from the clock, queued e-mails handed to the
 * outbox, and each change spending the link's two quotas (FORM_RATE_LIMIT in 10 minutes).
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
  const spendQuota = linkQuotas(quotas, "manage");
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
