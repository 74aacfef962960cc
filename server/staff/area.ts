import type { ServerArea } from "../kernel/runtime/server-area";
import { passkeyDesk, passkeySignIn } from "./passkey-desk";
import { singleSignOnDesk } from "./single-sign-on-desk";
import { accountDesk, auditDesk, secondFactorSteps, staffDesk, staffDoors } from "./staff-desk";

/**
 * Staff accounts, their roles and second factors, and the audit log; the back office's doors (signing
 * in and its second steps); to anyone signed in, their own account and passkeys. What the other areas hand over when an account leaves work comes in
 * `accountHandOvers`, gathered by the composition (server/back-office-access.ts).
 */
export const area = {
  name: "staff",
  pageServices: (deps) => ({
    backOffice: {
      doors: staffDoors(deps),
      secondFactorSteps: secondFactorSteps(deps),
      singleSignOn: singleSignOnDesk(deps),
      passkeySignIn: passkeySignIn(deps),
    },
  }),
  areaDesks: (deps) => ({
    staff: (member) => ({ staff: staffDesk(deps, member) }),
    audit: () => ({ audit: auditDesk(deps) }),
  }),
  ownDesks: (deps, session) => ({ account: accountDesk(deps, session), passkeys: passkeyDesk(deps, session) }),
} satisfies ServerArea<
  Parameters<typeof staffDesk>[0] &
    Parameters<typeof accountDesk>[0] &
    Parameters<typeof staffDoors>[0] &
    Parameters<typeof singleSignOnDesk>[0]
>;
