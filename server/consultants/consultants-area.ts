import type { ServerArea } from "../kernel/back-office/server-area";
import { consultantDesk, consultantPageDesk } from "./consultant-desk";

/** Who takes demo calls and everyone's hours; a member's own consultant page and calendar. */
export const consultantsArea: ServerArea<Parameters<typeof consultantPageDesk>[0]> = {
  areaDesks: (deps) => ({ consultants: (member) => ({ consultants: consultantDesk(deps, member) }) }),
  ownDesks: (deps, { member }) => ({ consultant: consultantPageDesk(deps, member) }),
};
