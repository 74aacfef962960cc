import {
  describeSearch,
  jobAlertConfirmDays,
  jobAlertIntervalHours,
  jobAlertPaths,
  searchPath,
  type JobAlertSearch,
} from "../../domain/jobs/job-alerts";
import { company } from "../../domain/company/company";
import type { Job } from "../../domain/jobs/job-search";
import { applySourceParameter, jobAlertSourceName } from "../../domain/applications/application-sources";
import { composeEmail } from "../emails/compose-email";
import { button, details, finePrint, paragraph, signOff, type EmailBlock } from "../emails/email-content";
import { oneClickUnsubscribeHeaders } from "../emails/unsubscribe-headers";
import { careersSender } from "./careers-sender";
import { aboutJobAlert } from "../outbox/about";
import type { OutgoingEmail } from "../outbox/mail-outbox";

/** Where the e-mails' links point and who sends them. */
export type JobAlertMailSettings = { publicSiteUrl: string; careersEmail: string };

const signature = signOff(`The ${company.name} hiring team`);

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
    ...composeEmail({
      subject: `Confirm your job alerts | ${company.name}`,
      preview: `One click starts the job alerts you asked for on the ${company.name} careers page.`,
      heading: "Confirm your job alerts",
      blocks: [
        paragraph("Hello,"),
        paragraph(
          `Someone, hopefully you, asked the careers page of ${company.name} to e-mail this address when new jobs open that match a search.`,
        ),
        paragraph("To start the alerts, open this link and press “Confirm job alerts”:"),
        button("Confirm job alerts", `${publicSiteUrl}${jobAlertPaths.confirm(token)}`),
        finePrint(
          `The link works for ${jobAlertConfirmDays} days. If you did not ask for job alerts, ignore this e-mail: without your confirmation we send you nothing more, and we delete your address after ${jobAlertConfirmDays} days.`,
        ),
        signature,
      ],
    }),
  };
}

/** A job as the alert lists it: what, where, and the link to apply. */
const jobBlocks = (job: Job, publicSiteUrl: string): EmailBlock[] => [
  details([
    ["Job", job.title],
    ["Where", `${job.location} · ${job.type}`],
  ]),
  button(
    `View and apply: ${job.title}`,
    `${publicSiteUrl}/career/apply/${job.id}?${applySourceParameter}=${jobAlertSourceName}`,
  ),
];

/**
 * One alert to one address: the job that opened, or every job that opened since the last alert
 * (at most one e-mail a day), whichever of the address's searches each matched. The
 * List-Unsubscribe headers let the reader's mail program unsubscribe with one click (RFC 8058);
 * the same is a visible link at the end, for everyone else.
 */
export function jobAlertEmail(
  recipient: { id: string; address: string },
  { searches, jobs }: { searches: JobAlertSearch[]; jobs: Job[] },
  unsubscribeToken: string,
  { publicSiteUrl, careersEmail }: JobAlertMailSettings,
): OutgoingEmail {
  const [first] = jobs;
  const single = jobs.length === 1 && first;
  return {
    kind: "job-alert.alert",
    about: aboutJobAlert(recipient.id),
    from: careersSender(careersEmail),
    to: { name: "", address: recipient.address },
    headers: oneClickUnsubscribeHeaders(`${publicSiteUrl}${jobAlertPaths.oneClickUnsubscribe(unsubscribeToken)}`),
    ...composeEmail({
      subject: single
        ? `New job: ${first.title}, ${first.location} | ${company.name}`
        : `${jobs.length} new jobs for your job alerts | ${company.name}`,
      preview: single
        ? `${first.title} in ${first.location} matches your job alerts.`
        : `${jobs.length} new jobs match your job alerts.`,
      heading: single ? "A new job for you" : `${jobs.length} new jobs for you`,
      blocks: [
        paragraph("Hello,"),
        paragraph(
          single
            ? `A new job at ${company.name} matches your job alerts:`
            : `${jobs.length} new jobs at ${company.name} match your job alerts:`,
        ),
        ...jobs.flatMap((job) => jobBlocks(job, publicSiteUrl)),
        paragraph(
          searches.length === 1
            ? "Your job alert, and every open position for it:"
            : "Your job alerts, and every open position for each:",
        ),
        ...searches.map((search) => button(describeSearch(search), `${publicSiteUrl}${searchPath(search)}`)),
        finePrint(
          `You get this e-mail because you asked for job alerts on our careers page and confirmed your address. We send at most one alert every ${jobAlertIntervalHours} hours.`,
        ),
        button(
          searches.length === 1 ? "Unsubscribe from these alerts" : "Unsubscribe from all of these alerts",
          `${publicSiteUrl}${jobAlertPaths.unsubscribe(unsubscribeToken)}`,
        ),
        signature,
      ],
    }),
  };
}
