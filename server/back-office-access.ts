import type { AreaDesks, BackOffice, SignedIn } from "../contracts/back-office";
import type { StaffSession } from "../contracts/staff";
import { backOfficeAreas, areasOf, type BackOfficeArea } from "../domain/staff/staff";
import type { IsoDate } from "../domain/time/india-dates";
import { serverAreas, type AreaDependencies } from "./areas";
import { availableSlots } from "./bookings/bookings";
import type { AccountHandOver, AreaDeskMakers, OwnDesks, OwnDeskParts } from "./kernel/back-office/back-office-parts";
import { backOfficeDoors } from "./staff/area";
import { resolveSession } from "./staff/sessions";

/** What the areas hand in to each other for the back office. */
type HandIns = Pick<AreaDependencies, "slotsWith" | "calendarReadQuota" | "accountHandOvers">;

/**
 * The areas' dependencies with what they hand in to each other, composed here: the consultants'
 * page offers the times the calendar (which builds on the consultants) has, and the staff desk
 * runs every area's hand-over when an account leaves work (the list is filled from the areas just below).
 */
export function withHandIns(deps: Omit<AreaDependencies, keyof HandIns>): AreaDependencies {
  const accountHandOvers: AccountHandOver[] = [];
  const composed = {
    ...deps,
    slotsWith: (consultantId: string, date: IsoDate, now: Date) =>
      availableSlots(deps.db, date, now, { only: consultantId }),
    calendarReadQuota: deps.quotas.quota("calendar-read"),
    accountHandOvers,
  };
  accountHandOvers.push(...serverAreas.flatMap((area) => area.accountHandOver?.(composed) ?? []));
  return composed;
}

/**
 * The back office the pages read (`backOfficeContext`): the staff area's doors, and the sessions, each
 * signed-in one with the desks `signedInDesks` gives it.
 */
export function backOffice(deps: AreaDependencies): BackOffice {
  const signedIn = signedInDesks(deps);
  return {
    ...backOfficeDoors(deps),
    now: deps.clock,
    async session(token) {
      const session = await resolveSession(deps.db, token, deps.clock());
      if (!session) return undefined;
      const { member, sessionId, pendingStep } = session;
      return pendingStep === null ? signedIn({ member, sessionId, pendingStep }) : { member, sessionId, pendingStep };
    },
  };
}

/**
 * Who may do what in the back office, in one place. Which areas each role opens is domain/staff/staff.ts's
 * table; each server area makes the desks of the table's areas it holds for one member, bound to
 * them, and a signed-in session gets those of its role's areas and no others. What anyone signed in
 * may do (their account, and the calls, contacts and follow-ups that are theirs) comes with every
 * session; the areas that own those records decide which are theirs. The authorisation table
 * (docs/authorisation.md) and docs/manual.md's roles are written from the same table (scripts/write-access-docs.ts).
 */
function signedInDesks(deps: AreaDependencies): (session: StaffSession & { pendingStep: null }) => SignedIn {
  const deskMakers = desksOfEveryArea(serverAreas.map((area) => area.areaDesks?.(deps) ?? {}));

  return (session) => {
    const { member } = session;
    const desks: Partial<AreaDesks> = {};
    for (const area of areasOf(member.role)) Object.assign(desks, { [area]: deskMakers[area](member) });
    return {
      member,
      sessionId: session.sessionId,
      pendingStep: null,
      now: deps.clock,
      ...ownDesks(serverAreas.map((area) => area.ownDesks?.(deps, session) ?? {})),
      areas: desks,
    };
  };
}

/** Every area of the table with the one server area that makes its desks: a missing or doubled one stops the start. */
function desksOfEveryArea(makers: AreaDeskMakers[]): Required<AreaDeskMakers> {
  const all: AreaDeskMakers = {};
  for (const maker of makers) {
    for (const area of Object.keys(maker) as BackOfficeArea[]) {
      if (all[area]) throw new Error(`Two server areas make the desks of the back office's ${area} area.`);
      Object.assign(all, { [area]: maker[area] });
    }
  }
  const missing = backOfficeAreas.filter((area) => !all[area]);
  if (missing.length > 0) throw new Error(`No server area makes the desks of ${missing.join(", ")}.`);
  // Every area of the table was checked just above.
  return all as Required<AreaDeskMakers>;
}

/** The own desks the areas bring, a desk's parts from several areas put together (the account and its daily e-mail). */
function ownDesks(parts: OwnDeskParts[]): OwnDesks {
  const desks: Record<string, object> = {};
  for (const part of parts) {
    for (const [name, desk] of Object.entries(part)) desks[name] = { ...desks[name], ...desk };
  }
  return desks as OwnDesks;
}
