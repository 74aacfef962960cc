import type { AreaDesks, SignedIn } from "../contracts/back-office";
import type { StaffSession } from "../contracts/staff";
import { backOfficeAreas, areasOf, type BackOfficeArea } from "../domain/staff/staff";
import type { IsoDate } from "../domain/time/india-dates";
import { analyticsArea } from "./analytics/analytics-area";
import { applicationsArea } from "./applications/applications-area";
import { bookingsArea } from "./bookings/bookings-area";
import { availableSlots } from "./bookings/bookings";
import { consultantsArea } from "./consultants/consultants-area";
import { contactsArea } from "./contacts/contacts-area";
import type { ContactImportDependencies } from "./contacts/imports/import-desk";
import { contentArea } from "./content/content-area";
import { enquiriesArea } from "./enquiries/enquiries-area";
import { jobsArea } from "./jobs/jobs-area";
import { newsletterArea } from "./newsletter/newsletter-area";
import type {
  AccountHandOver,
  AreaDeskMakers,
  OwnDesks,
  OwnDeskParts,
  ServerArea,
} from "./kernel/back-office/server-area";
import type { Bindings } from "./kernel/runtime/bindings";
import type { FileStore } from "./kernel/storage/file-store";
import { outboxArea } from "./outbox/outbox-area";
import type { Quotas } from "./plugins/rate-limit";
import { privacyArea } from "./privacy/privacy-area";
import type { PlaceOf } from "./staff/places";
import { staffArea } from "./staff/staff-area";

export type BackOfficeDependencies = Bindings &
  Pick<ContactImportDependencies, "contactImportFiles" | "onContactImportQueued"> & {
    /** Where resumes are stored. */
    resumes: FileStore;
    /** Where editors' images are stored. */
    images: FileStore;
    /** The approximate place of a staff session's address. */
    placeOf: PlaceOf;
    /** Wakes the mailbox reading: a mailbox was connected. */
    onMailboxConnected: () => void;
    /** The quotas of what a member may ask of a server not ours (a calendar read now). */
    quotas: Pick<Quotas, "quota">;
  };

/** The server's areas, each bringing its desks, what is a member's own in it, and its hand-overs. */
const serverAreas = [
  enquiriesArea,
  bookingsArea,
  consultantsArea,
  contactsArea,
  analyticsArea,
  jobsArea,
  applicationsArea,
  contentArea,
  newsletterArea,
  privacyArea,
  outboxArea,
  staffArea,
] as const;

/**
 * Who may do what in the back office, in one place. Which areas each role opens is domain/staff/staff.ts's
 * table; each server area makes the desks of the table's areas it holds for one member, bound to
 * them, and a signed-in session gets those of its role's areas and no others. What anyone signed in
 * may do (their account, and the calls, contacts and follow-ups that are theirs) comes with every
 * session; the areas that own those records decide which are theirs. The authorisation table
 * (docs/authorisation.md) and docs/manual.md's roles are written from the same table (scripts/write-access-docs.ts).
 */
export function signedInDesks(
  deps: BackOfficeDependencies,
): (session: StaffSession & { pendingStep: null }) => SignedIn {
  // What the areas hand in to each other, composed here: the consultants' page offers the times
  // the calendar (which builds on the consultants) has, and the staff desk runs every area's
  // hand-over when an account leaves work (the list is filled from the areas just below).
  const accountHandOvers: AccountHandOver[] = [];
  const composed = {
    ...deps,
    slotsWith: (consultantId: string, date: IsoDate, now: Date) =>
      availableSlots(deps.db, date, now, { only: consultantId }),
    calendarReadQuota: deps.quotas.quota("calendar-read"),
    accountHandOvers,
  };
  // Checked, not cast: each area's dependencies are a part of what the composition hands in.
  const areas: readonly ServerArea<typeof composed>[] = serverAreas;
  accountHandOvers.push(...areas.flatMap((area) => area.accountHandOver?.(composed) ?? []));
  const deskMakers = desksOfEveryArea(areas.map((area) => area.areaDesks?.(composed) ?? {}));

  return (session) => {
    const { member } = session;
    const desks: Partial<AreaDesks> = {};
    for (const area of areasOf(member.role)) Object.assign(desks, { [area]: deskMakers[area](member) });
    return {
      member,
      sessionId: session.sessionId,
      pendingStep: null,
      now: deps.clock,
      ...ownDesks(areas.map((area) => area.ownDesks?.(composed, session) ?? {})),
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
