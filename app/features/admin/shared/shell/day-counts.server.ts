import type { SignedIn } from "~contracts/back-office";
import type { NewApplicationsOfJob } from "~contracts/applications";
import type { Assignments } from "~contracts/contacts";
import type { OpenPrivacyRequests } from "~contracts/privacy-requests";
import { boardClock } from "~domain/privacy/breach";

/**
 * What waits for this person today, counted only in the areas their role may use (undefined
 * elsewhere): the Overview shows it, and the navigation shows the new items beside each entry.
 */
export type DayCounts = {
  newEnquiries?: number;
  calls?: { today: number; thisWeek: number };
  newApplications?: NewApplicationsOfJob[];
  failedEmails?: number;
  /** Open leads and follow-ups per person, and the leads nobody owns yet. */
  assignments?: Assignments[];
  /** Privacy requests still to be answered, and the nearest due date. */
  privacyRequests?: OpenPrivacyRequests;
  /** Breaches whose report to the Board is not sent, and the 72-hour clock of the one found first. */
  boardReports?: BoardReports;
};

export type BoardReports = {
  count: number;
  first: { breachId: string; clock: ReturnType<typeof boardClock> } | null;
};

/** Counted only where the role may open the privacy area: the access table gives only those roles its desks. */
async function boardReportsOf({ areas, now }: SignedIn): Promise<BoardReports | undefined> {
  const due = await areas.privacy?.breaches.boardReportsDue();
  if (!due) return undefined;
  const { count, first } = due;
  return { count, first: first && { breachId: first.id, clock: boardClock(first.foundAt, now()) } };
}

export async function dayCounts(signedIn: SignedIn): Promise<DayCounts> {
  const { areas } = signedIn;
  const [newEnquiries, calls, newApplications, failedEmails, assignments, privacyRequests, boardReports] =
    await Promise.all([
      areas.enquiries?.enquiries.countNew(),
      areas.bookings?.bookings.callCounts(),
      areas.applications?.applications.newByOpenJob(),
      areas.outbox?.outbox.countFailed(),
      areas.contacts?.contacts.assignments(),
      areas.privacy?.requests.open(),
      boardReportsOf(signedIn),
    ]);
  return { newEnquiries, calls, newApplications, failedEmails, assignments, privacyRequests, boardReports };
}

/** A count beside a navigation entry, and what it counts for a screen reader: "3 new". */
export type NavCount = { count: number; what: string };

/** The counts shown beside the navigation's entries, by the entry's address; none for zero. */
export function navCounts(counts: DayCounts): Record<string, NavCount> {
  const newApplications = counts.newApplications?.reduce((sum, job) => sum + job.count, 0);
  const entries: [string, number | undefined, string][] = [
    ["/admin/enquiries", counts.newEnquiries, "new"],
    ["/admin/applications", newApplications, "new"],
    ["/admin/outbox", counts.failedEmails, "new"],
    ["/admin/contacts", counts.assignments?.find((person) => person.id === null)?.openLeads, "new"],
    ["/admin/privacy/requests", counts.privacyRequests?.count, "open"],
    ["/admin/privacy/breaches", counts.boardReports?.count, "due to the Board"],
  ];
  return Object.fromEntries(entries.flatMap(([to, count, what]) => (count ? [[to, { count, what }] as const] : [])));
}
