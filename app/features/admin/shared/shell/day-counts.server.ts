import type { SignedIn } from "~contracts/back-office";
import type { NewApplicationsOfJob } from "~contracts/applications";
import type { Assignments } from "~contracts/contacts";

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
};

export async function dayCounts({ areas }: SignedIn): Promise<DayCounts> {
  const [newEnquiries, calls, newApplications, failedEmails, assignments] = await Promise.all([
    areas.enquiries?.enquiries.countNew(),
    areas.bookings?.bookings.callCounts(),
    areas.applications?.applications.newByOpenJob(),
    areas.outbox?.outbox.countFailed(),
    areas.contacts?.contacts.assignments(),
  ]);
  return { newEnquiries, calls, newApplications, failedEmails, assignments };
}

/** The counts shown beside the navigation's entries, by the entry's address; none for zero. */
export function navCounts(counts: DayCounts): Record<string, number> {
  const newApplications = counts.newApplications?.reduce((sum, job) => sum + job.count, 0);
  const entries: [string, number | undefined][] = [
    ["/admin/enquiries", counts.newEnquiries],
    ["/admin/applications", newApplications],
    ["/admin/outbox", counts.failedEmails],
    ["/admin/contacts", counts.assignments?.find((person) => person.id === null)?.openLeads],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0));
}
