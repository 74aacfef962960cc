import { bookingManageLinkContext } from "../../contracts/bookings";
import type { LeadVisitKey } from "../analytics/lead-visits";
import { calDavEventWriter } from "../consultants/caldav-event-writer";
import { historyOf } from "../kernel/audit/audit-history";
import type { AccountHandOver } from "../kernel/back-office/back-office-parts";
import type { Bindings } from "../kernel/runtime/bindings";
import { provide } from "../kernel/runtime/page-service";
import type { ServerArea, SharedResources } from "../kernel/runtime/server-area";
import { blockedTimeDesk, bookingDesk, ownBookingDesk, bookingOutcomeDesk, festivalDateDesk } from "./booking-desk";
import { createReminderTask } from "./booking-reminders";
import { createBookingSurgeWatch } from "./booking-surge";
import { createBookingWriteTask } from "./caldav-booking-writes";
import { handOverBookings } from "./booking-handover";
import { bookingRoutes } from "./booking-routes";
import { manageLinkServices } from "./manage-page-services";

/**
 * A disabled account's upcoming calls go to colleagues, after the account's change has committed:
 * the calls' e-mails and calendar locks are the calendar's own.
 */
export const bookingHandOver = (
  deps: Pick<Bindings, "db" | "clock" | "salesEmail" | "publicSiteUrl" | "jitsiHost" | "onEmailsQueued">,
): AccountHandOver => ({
  afterCommit: async (actor, { account, to }) => {
    if (to !== null) return;
    const { emailIds } = await handOverBookings(deps.db, actor, account.id, {
      now: deps.clock(),
      salesEmail: deps.salesEmail,
      publicSiteUrl: deps.publicSiteUrl,
      jitsiHost: deps.jitsiHost,
    });
    deps.onEmailsQueued(emailIds);
  },
});

type BookingsDependencies = Bindings &
  Pick<SharedResources, "log" | "quotas" | "metrics"> & {
    /** The visitor key the booking's visit was counted under (decision 048). */
    leadVisitKey: LeadVisitKey;
  };

/**
 * The demo calendar: the public booking and its manage link, every call, blocked time and the
 * festival dates; a consultant's own calls and their outcomes on the consultant's page; the reminders, the calls' writes into the consultants'
 * calendars and the watch on the booking pace.
 */
export const area = {
  name: "bookings",
  routes: (api, deps) => bookingRoutes(api, { ...deps, spendQuota: deps.quotas.form("demo") }),
  tasks: (deps) => ({
    tasks: [
      createReminderTask(deps),
      createBookingWriteTask({
        ...deps,
        calendar: calDavEventWriter({ allowPrivateAddresses: deps.calendarFeedAllowPrivate }),
      }),
      createBookingSurgeWatch({ db: deps.db, clock: deps.clock, log: deps.log, onPace: deps.metrics?.bookingPace }),
    ],
  }),
  pageServices: (deps) => [provide(bookingManageLinkContext, manageLinkServices(deps))],
  areaDesks: (deps) => ({
    bookings: (member) => ({ bookings: bookingDesk(deps), blockedTime: blockedTimeDesk(deps, member) }),
    "festival-dates": (member) => ({ festivalDates: festivalDateDesk(deps, member) }),
  }),
  ownDesks: (deps, { member }) => ({
    booking: { ...ownBookingDesk(deps, member), history: historyOf(deps, "booking") },
    consultant: bookingOutcomeDesk(deps, member),
  }),
  accountHandOver: bookingHandOver,
} satisfies ServerArea<BookingsDependencies>;
