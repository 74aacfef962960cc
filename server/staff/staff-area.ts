import type { ServerArea } from "../kernel/back-office/server-area";
import { passkeyDesk } from "./passkey-desk";
import { accountDesk, auditDesk, staffDesk } from "./staff-desk";

/**
 * Staff accounts, their roles and second factors, and the audit log; to anyone signed in, their own
 * account and passkeys. What the other areas hand over when an account leaves work comes in
 * `accountHandOvers`, gathered by the composition (server/back-office-access.ts).
 */
export const staffArea: ServerArea<Parameters<typeof staffDesk>[0] & Parameters<typeof accountDesk>[0]> = {
  areaDesks: (deps) => ({
    staff: (member) => ({ staff: staffDesk(deps, member) }),
    audit: () => ({ audit: auditDesk(deps) }),
  }),
  ownDesks: (deps, session) => ({ account: accountDesk(deps, session), passkeys: passkeyDesk(deps, session) }),
};
