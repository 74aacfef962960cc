import { historyOf } from "../kernel/audit/audit-history";
import type { ServerArea } from "../kernel/back-office/server-area";
import { blockedTimeDesk, bookingDesk, callDesk, callOutcomeDesk, festivalDateDesk } from "./booking-desk";
import { handOverCalls } from "./call-handover";

/**
 * The demo calendar: every call, blocked time and the festival dates; a consultant's own calls, and
 * their outcomes on the consultant's page.
 */
export const bookingsArea: ServerArea<Parameters<typeof callDesk>[0]> = {
  areaDesks: (deps) => ({
    bookings: (member) => ({ bookings: bookingDesk(deps), blockedTime: blockedTimeDesk(deps, member) }),
    "festival-dates": (member) => ({ festivalDates: festivalDateDesk(deps, member) }),
  }),
  ownDesks: (deps, { member }) => ({
    calls: { ...callDesk(deps, member), history: historyOf(deps, "booking") },
    consultant: callOutcomeDesk(deps, member),
  }),
  // A disabled account's upcoming calls go to colleagues, after the account's change has committed:
  // the calls' e-mails and calendar locks are the calendar's own.
  accountHandOver: (deps) => ({
    afterCommit: async (actor, { account, to }) => {
      if (to !== null) return;
      const { emailIds } = await handOverCalls(deps.db, actor, account.id, {
        now: deps.clock(),
        salesEmail: deps.salesEmail,
        publicSiteUrl: deps.publicSiteUrl,
        jitsiHost: deps.jitsiHost,
      });
      deps.onEmailsQueued(emailIds);
    },
  }),
};
