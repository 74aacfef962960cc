import type { ServerArea } from "../kernel/back-office/server-area";
import { privacyDesk } from "./privacy-desk";

/** The self-identification counts, the retention periods and erasure on request. */
export const privacyArea: ServerArea<Parameters<typeof privacyDesk>[0]> = {
  areaDesks: (deps) => ({ privacy: (member) => ({ privacy: privacyDesk(deps, member) }) }),
};
