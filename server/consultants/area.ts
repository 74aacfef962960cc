import { consultantPagesContext } from "../../contracts/bookings";
import type { Bindings } from "../kernel/runtime/bindings";
import { provide } from "../kernel/runtime/page-service";
import type { ServerArea, SharedResources } from "../kernel/runtime/server-area";
import { calendarReadEveryMinutes, calendarSyncTask, feedPolicyOf } from "./calendar-sync";
import { consultantDesk, consultantPageDesk } from "./consultant-desk";
import { consultantPageServices } from "./consultant-pages";

/**
 * Who takes demo calls and everyone's hours; a member's own consultant page and calendar, and the
 * reading of the consultants' calendars; the consultants' personal booking pages.
 */
export const area = {
  name: "consultants",
  tasks: (deps) => {
    const calendarFeeds = calendarSyncTask({
      db: deps.db,
      clock: deps.clock,
      log: deps.log,
      policy: feedPolicyOf(deps),
      everyMinutes: calendarReadEveryMinutes,
      secretsKey: deps.calendarSecretsKey,
    });
    return { tasks: [calendarFeeds], wakes: { onCalendarSaved: () => calendarFeeds.wake() } };
  },
  pageServices: (deps) => [provide(consultantPagesContext, consultantPageServices(deps))],
  areaDesks: (deps) => ({ consultants: (member) => ({ consultants: consultantDesk(deps, member) }) }),
  ownDesks: (deps, { member }) => ({ consultant: consultantPageDesk(deps, member) }),
} satisfies ServerArea<
  Parameters<typeof consultantPageDesk>[0] & Pick<Bindings, "calendarSecretsKey"> & Pick<SharedResources, "log">
>;
