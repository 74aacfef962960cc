import type { BackOffice } from "../../contracts/back-office";
import type { ServerArea } from "../kernel/runtime/server-area";
import { passkeyDesk, passkeySignIn } from "./passkey-desk";
import { singleSignOnDesk } from "./single-sign-on-desk";
import { accountDesk, auditDesk, secondFactorSteps, staffDesk, staffDoors } from "./staff-desk";

type StaffDependencies = Parameters<typeof staffDesk>[0] &
  Parameters<typeof accountDesk>[0] &
  Parameters<typeof staffDoors>[0] &
  Parameters<typeof singleSignOnDesk>[0];

/**
 * The back office's ways in before anyone is known: signing in and its second steps. The composition
 * puts them beside the sessions in the back office the pages read (server/back-office-access.ts).
 */
export const backOfficeDoors = (deps: StaffDependencies): Omit<BackOffice, "now" | "session"> => ({
  doors: staffDoors(deps),
  secondFactorSteps: secondFactorSteps(deps),
  singleSignOn: singleSignOnDesk(deps),
  passkeySignIn: passkeySignIn(deps),
});

/**
 * Staff accounts, their roles and second factors, and the audit log; the back office's doors
 * (`backOfficeDoors`); to anyone signed in, their own account and passkeys. What the other areas hand
 * over when an account leaves work comes in `accountHandOvers`, gathered by the composition
 * (server/back-office-access.ts).
 */
export const area = {
  name: "staff",
  areaDesks: (deps) => ({
    staff: (member) => ({ staff: staffDesk(deps, member) }),
    audit: () => ({ audit: auditDesk(deps) }),
  }),
  ownDesks: (deps, session) => ({ account: accountDesk(deps, session), passkeys: passkeyDesk(deps, session) }),
} satisfies ServerArea<StaffDependencies>;
