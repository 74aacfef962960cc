import {
  describeSearch,
  jobAlertConfirmDays,
  jobAlertIntervalHours,
  jobAlertPaths,
  searchPath,
  type JobAlertSearch,
} from "../../domain/job-alerts";
import type { Job } from "../../domain/job-search";
import { careersSender } from "./application-emails";
import type { OutgoingEmail } from "./mail-outbox";

const company = "Nexora Technologies";

/** Where the e-mails' links point and who sends them. */
export type JobAlertMailSettings = { publicSiteUrl: string; careersEmail: string };

/** The record an alert e-mail belongs to: it goes when the subscription goes (unsubscribe, expiry, erasure). */
export const aboutJobAlert = (subscriptionId: string) => `job-alert:${subscriptionId}`;

const signature = ["", `The ${company} hiring team`];

/**
 * The double opt-in e-mail. It quotes nothing the visitor typed, not even the search: the
 * address is only the sender's word, and an e-mail that repeated a stranger's text could
 * carry their message to anyone (docs/security.md, "Job alerts"). The search is shown on
 * the page the link opens.
 */
export function jobAlertConfirmationEmail(
  subscription: { id: string; email: string },
  token: string,
  { publicSiteUrl, careersEmail }: JobAlertMailSettings,
): OutgoingEmail {
  return {
    kind: "job-alert.confirmation",
    about: aboutJobAlert(subscription.id),
    from: careersSender(careersEmail),
    to: { name: "", address: subscription.email },
    subject: `Confirm your job alerts | ${company}`,
    text: [
      "Hello,",
      "",
      `Someone, hopefully you, asked the careers page of ${company} to e-mail this address when new jobs open that match a search.`,
      "",
      "To start the alerts, open this link and press “Confirm job alerts”:",
      `${publicSiteUrl}${jobAlertPaths.confirm(token)}`,
      "",
      `The link works for ${jobAlertConfirmDays} days. If you did not ask for job alerts, ignore this e-mail: without your confirmation we send you nothing more, and we delete your address after ${jobAlertConfirmDays} days.`,
      ...signature,
    ].join("\n"),
  };
}

const jobLines = (job: Job, publicSiteUrl: string) => [
  job.title,
  `${job.location} · ${job.type}`,
  `${publicSiteUrl}/career/apply/${job.id}`,
];

/**
 * One alert: the job that opened, or every job that opened since the last alert (at most one
 * e-mail a day). The List-Unsubscribe headers let the reader's mail program unsubscribe with
 * one click (RFC 8058); the same is a visible link at the end, for everyone else.
 */
export function jobAlertEmail(
  subscription: JobAlertSearch & { id: string; email: string },
  jobs: Job[],
  unsubscribeToken: string,
  { publicSiteUrl, careersEmail }: JobAlertMailSettings,
): OutgoingEmail {
  const search = describeSearch(subscription);
  const [first] = jobs;
  const single = jobs.length === 1 && first;
  return {
    kind: "job-alert.alert",
    about: aboutJobAlert(subscription.id),
    from: careersSender(careersEmail),
    to: { name: "", address: subscription.email },
    subject: single
      ? `New job: ${first.title}, ${first.location} | ${company}`
      : `${jobs.length} new jobs for your search | ${company}`,
    headers: {
      "List-Unsubscribe": `<${publicSiteUrl}${jobAlertPaths.oneClickUnsubscribe(unsubscribeToken)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    text: [
      "Hello,",
      "",
      single
        ? `A new job at ${company} matches your job alert for ${search}:`
        : `${jobs.length} new jobs at ${company} match your job alert for ${search}:`,
      "",
      ...jobs.flatMap((job, index) => [...(index > 0 ? [""] : []), ...jobLines(job, publicSiteUrl)]),
      "",
      "Every open position for this search:",
      `${publicSiteUrl}${searchPath(subscription)}`,
      "",
      `You get this e-mail because you asked for job alerts on our careers page and confirmed your address. We send at most one alert every ${jobAlertIntervalHours} hours.`,
      "",
      "Unsubscribe from these alerts:",
      `${publicSiteUrl}${jobAlertPaths.unsubscribe(unsubscribeToken)}`,
      ...signature,
    ].join("\n"),
  };
}
