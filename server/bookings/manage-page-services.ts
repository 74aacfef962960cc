import type { BookingManageLink } from "../../contracts/bookings";
import type { Bindings } from "../kernel/runtime/bindings";
import { linkChanges, type LinkChangeBindings } from "../plugins/link-changes";
import { cancelByVisitor, findManagedBooking, rescheduleByVisitor } from "./visitor-changes";

/**
 * The manage page's view of the services: "now" from the clock, queued e-mails handed to the
 * outbox, and each change spending the link's two quotas (FORM_RATE_LIMIT in 10 minutes).
 */
export function manageLinkServices(
  bindings: LinkChangeBindings & Pick<Bindings, "salesEmail" | "publicSiteUrl" | "jitsiHost">,
): BookingManageLink {
  const { db, clock, salesEmail, publicSiteUrl, jitsiHost } = bindings;
  const change = linkChanges(bindings, "manage", { salesEmail, publicSiteUrl, jitsiHost });
  return {
    find: (token) => findManagedBooking(db, token, clock()),
    cancel: (token, clientIp) => change(clientIp, (deps) => cancelByVisitor(token, deps)),
    reschedule: (token, to, clientIp) => change(clientIp, (deps) => rescheduleByVisitor(token, to, deps)),
  };
}
