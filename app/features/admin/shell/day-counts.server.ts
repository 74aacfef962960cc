import type { BackOffice } from "~contracts/back-office";
import type { NewApplicationsOfJob } from "~contracts/careers";
import { mayUse, type StaffMember } from "~domain/staff";

/**
 * What waits for this person today, counted only in the areas their role may use (undefined
 * elsewhere): the Overview shows it, and the navigation shows the new items beside each entry.
 */
export type DayCounts = {
  newEnquiries?: number;
  calls?: { today: number; thisWeek: number };
  newApplications?: NewApplicationsOfJob[];
  failedEmails?: number;
};

export async function dayCounts(backOffice: BackOffice, { role }: StaffMember): Promise<DayCounts> {
  const [newEnquiries, calls, newApplications, failedEmails] = await Promise.all([
    mayUse(role, "enquiries") ? backOffice.enquiries.countNew() : undefined,
    mayUse(role, "bookings") ? backOffice.bookings.callCounts() : undefined,
    mayUse(role, "applications") ? backOffice.applications.newByOpenJob() : undefined,
    mayUse(role, "outbox") ? backOffice.outbox.countFailed() : undefined,
  ]);
  return { newEnquiries, calls, newApplications, failedEmails };
}

/** The counts shown beside the navigation's entries, by the entry's address; none for zero. */
export function navCounts(counts: DayCounts): Record<string, number> {
  const newApplications = counts.newApplications?.reduce((sum, job) => sum + job.count, 0);
  const entries: [string, number | undefined][] = [
    ["/admin/enquiries", counts.newEnquiries],
    ["/admin/applications", newApplications],
    ["/admin/outbox", counts.failedEmails],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0));
}
