import { jobAlertConfirmDays } from "../careers/job-alerts";
import { salesRetentionMonths } from "./sales-retention";

/*
 * How long each kind of a person's records is kept, in the words a person reads: the page of their
 * own data says it beside each group, and a privacy notice can say the same. Every figure is the
 * one the code deletes by (server/privacy/retention.ts, sales-record-retention.ts and the job
 * alerts' unconfirmed-subscription sweep), so what a person is told cannot drift from what happens.
 */

/** The kinds of record a period is said for, by the key of their group on the person's page. */
export const keptRecordKinds = ["enquiries", "calls", "applications", "jobAlerts", "contact"] as const;
export type KeptRecordKind = (typeof keptRecordKinds)[number];

/** What only the running server knows: the admin sets the applications' period within its limits. */
export type RetentionFacts = { applicationMonths: number };

const months = (count: number) => (count === 1 ? "1 month" : `${count} months`);

/** One sentence or two for each kind of record: how long it is kept and what ends it. */
export function howLongWeKeep({ applicationMonths }: RetentionFacts): Record<KeptRecordKind, string> {
  return {
    enquiries: `We delete an enquiry ${months(salesRetentionMonths.enquiries)} after we receive it. If it becomes a project with us, the project's contract says how long we keep it.`,
    calls: `We delete a demo call ${months(salesRetentionMonths.bookings)} after its time, whether it took place or was cancelled.`,
    applications: `We keep an application while its job is open, and delete it with its resume ${months(applicationMonths)} after the job closes.`,
    jobAlerts: `If you do not confirm your job alerts within ${jobAlertConfirmDays} days, we delete them. Once confirmed, we keep them until you switch them off or unsubscribe.`,
    contact:
      "We keep your contact record while you deal with us; no period deletes it by itself, so it goes when you ask us to erase it.",
  };
}
