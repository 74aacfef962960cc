import type { ServerArea } from "../kernel/back-office/server-area";
import { privacyDesk } from "./privacy-desk";
import { privacyRequestDesk } from "./requests/request-desk";
import { breachDesk } from "./breaches/breach-desk";

/** The self-identification counts, the retention periods, erasure on request and personal data breaches. */
export const privacyArea: ServerArea<
  Parameters<typeof privacyDesk>[0] & Parameters<typeof privacyRequestDesk>[0] & Parameters<typeof breachDesk>[0]
> = {
  areaDesks: (deps) => ({
    privacy: (member) => ({
      privacy: privacyDesk(deps, member),
      requests: privacyRequestDesk(deps, member),
      breaches: breachDesk(deps, member),
    }),
  }),
};
