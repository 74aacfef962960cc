import { Form } from "react-router";

import type { ErasureCounts, RetentionRun } from "~contracts/privacy";
import { countOf } from "~domain/forms/counting";
import { indiaDateTime } from "~domain/time/india-dates";
import { jobAlertConfirmDays } from "~domain/jobs/job-alerts";
import { unsubscribedKeepMonths } from "~domain/newsletter/newsletter";
import { ErasureRequestSchema, retentionLimits, RetentionSettingSchema } from "~domain/applications/recruiting";
import { rawEventKeepDays } from "~domain/analytics/analytics";
import { salesRetentionMonths } from "~domain/privacy/sales-retention";
import { AnalyticsRetentionSchema, analyticsRetentionLimits } from "~domain/analytics/roll-up-retention";

import { TextField } from "~/components/ui/text-field";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { DataTable, bodyCell } from "~/features/admin/shared/ui/data-table";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { HiddenFieldsForm } from "~/features/admin/shared/ui/hidden-fields-form";
import { Notice } from "~/features/admin/shared/ui/notice";
import { NumberForm } from "~/features/admin/shared/ui/number-form";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

export type PrivacyIntent = "retention" | "analytics-retention" | "own-view-notes" | "run" | "preview" | "erase";

export type PrivacyActionData = {
  intent: PrivacyIntent;
  errors?: Record<string, string>;
  message?: string;
  /** The address looked up, and what erasing it would delete. */
  preview?: { email: string; counts: ErasureCounts };
};

type PageProps = {
  months: number;
  /** Months the site's hourly analytics totals are kept. */
  analyticsMonths: number;
  /** Whether a person's own view shows the text of staff's notes about them (decision 060). */
  showsStaffNotes: boolean;
  runs: RetentionRun[];
  done?: string | undefined;
  result?: PrivacyActionData | undefined;
};

const doneMessages: Record<string, string> = {
  retention: "The retention period is saved. The next run follows it.",
  "analytics-retention": "The analytics totals' period is saved. The next run follows it.",
  "notes-shown": "A person's own view now shows the text of staff's notes and scorecards about them.",
  "notes-named": "A person's own view now names staff's notes and scorecards by their dates only.",
  run: "The retention task ran. Its counts are at the top of the list below.",
  erased: "Everything held about that address is erased. The audit log keeps the counts, not the address.",
};

/** The periods the page sets, each a whole number of months within its limits. */
const periods = {
  retention: { label: "Months after a job closes", limits: retentionLimits },
  analytics: { label: "Analytics totals kept (months)", limits: analyticsRetentionLimits },
};

/** "2 applications with their resumes, 1 enquiry, ..." */
const describeErasure = (counts: ErasureCounts) => [
  `${countOf(counts.applications, "application")} with their resumes, notes and self-identification answers`,
  countOf(counts.enquiries, "enquiry", "enquiries"),
  countOf(counts.bookings, "demo booking"),
  `${countOf(counts.jobAlerts, "job alert subscription")} with their alert history`,
  countOf(counts.newsletter, "newsletter subscription"),
  `${countOf(counts.contacts, "sales contact")} with their notes, tasks, deal and replies`,
  `${countOf(counts.emails, "e-mail")} to, from or about them`,
];

function ErasurePreview({ email, counts }: { email: string; counts: ErasureCounts }) {
  const nothing = Object.values(counts).every((count) => count === 0);
  if (nothing) return <Notice tone="info">Nothing is held about {email}: there is nothing to erase.</Notice>;
  return (
    <div className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950">
      <p className="font-semibold">
        Erasing <span className="break-all">{email}</span> deletes, for good:
      </p>
      <ul className="mt-2 list-disc pl-5">
        {describeErasure(counts).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-2">Audit entries about these records stay, without their wording. This cannot be undone.</p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="email" value={email} />
        <SubmitButton tone="danger" name="intent" value="erase" pendingLabel="Erasing...">
          Erase everything about this address
        </SubmitButton>
      </Form>
    </div>
  );
}

export function PrivacyPage({ months, analyticsMonths, showsStaffNotes, runs, done, result }: PageProps) {
  const errorsFor = (intent: PrivacyIntent) => (result?.intent === intent ? (result.errors ?? {}) : {});
  // Running the task now sends the period's form unchecked, as the server reads none of its fields.
  const retention = useCheckedForm(
    (sent) => (sent.get("intent") === "retention" ? RetentionSettingSchema : undefined),
    errorsFor("retention"),
  );
  const analytics = useCheckedForm(AnalyticsRetentionSchema, errorsFor("analytics-retention"));
  const lookupError = errorsFor("preview").email ?? errorsFor("erase").email;
  const lookup = useCheckedForm(ErasureRequestSchema, lookupError === undefined ? undefined : { email: lookupError });
  const success = done ? doneMessages[done] : undefined;
  return (
    <>
      <PageHeader
        title="Candidates' data"
        intro="How long applications are kept, and erasing a person's data when they ask (India's DPDP Act; GDPR for applicants abroad)."
      />
      {success ? <Notice tone="success">{success}</Notice> : null}
      {result?.message ? <Notice tone="error">{result.message}</Notice> : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard
          title="Retention period"
          intro={`Applications, their resumes, self-identification answers and queued e-mails are deleted ${countOf(months, "month")} after their job closes; enquiries, ${countOf(salesRetentionMonths.enquiries, "month")} after they came in, unless their contact's deal was won; demo bookings, ${countOf(salesRetentionMonths.bookings, "month")} after the call; job alerts and newsletter subscriptions nobody confirmed, after ${countOf(jobAlertConfirmDays, "day")}; newsletter addresses that unsubscribed, ${countOf(unsubscribedKeepMonths, "month")} after; the records of merged contacts kept for their undo, after 7 days. The task runs every hour.`}
        >
          <NumberForm {...periods.retention} name={retention.names.months} value={months} form={retention}>
            <div className="flex flex-wrap gap-2">
              <SubmitButton name="intent" value="retention" pendingLabel="Saving...">
                Save the period
              </SubmitButton>
              <SubmitButton tone="secondary" name="intent" value="run" pendingLabel="Running...">
                Run the task now
              </SubmitButton>
            </div>
          </NumberForm>
        </SectionCard>

        <SectionCard
          title="Analytics totals"
          intro={`The site's visit counts per hour (no person's data: no address, no visitor key) are kept ${countOf(analyticsMonths, "month")}, then deleted by the same hourly task; the raw visits behind them go after ${countOf(rawEventKeepDays, "day")}.`}
        >
          <NumberForm
            {...periods.analytics}
            name={analytics.names.analyticsMonths}
            value={analyticsMonths}
            form={analytics}
          >
            <div>
              <SubmitButton name="intent" value="analytics-retention" pendingLabel="Saving...">
                Save how long totals are kept
              </SubmitButton>
            </div>
          </NumberForm>
        </SectionCard>

        <SectionCard
          title="A person's own view"
          intro={`Anyone can open everything held about them at /privacy/your-data, from a link e-mailed to them. Staff's notes and interview scorecards about them are listed there by date; their text is ${showsStaffNotes ? "shown too" : "not shown"}. Notes carry colleagues' opinions and sometimes other people's details, so their text is left out unless you choose otherwise.`}
        >
          <HiddenFieldsForm intent="own-view-notes" fields={{ shown: showsStaffNotes ? "no" : "yes" }} className="mt-4">
            {showsStaffNotes ? "Name notes by date only" : "Show the notes' text"}
          </HiddenFieldsForm>
        </SectionCard>

        <SectionCard
          title="Erase a person's data"
          intro="When someone asks: every application, resume, enquiry, booking, job alert, newsletter subscription and e-mail under their e-mail address and every other address of their contact. You see what would go before anything is deleted. Their enquiries and calls booked stay in the reports' counts of leads as anonymous counts, with nothing of them."
        >
          <Form method="post" className="mt-4 flex flex-col gap-4" onSubmit={lookup.onSubmit}>
            <TextField
              label="Their e-mail address"
              name={lookup.names.email}
              type="email"
              autoComplete="off"
              required
              maxLength={254}
              defaultValue={result?.preview?.email}
              error={lookup.errors.email}
            />
            <div>
              <SubmitButton tone="secondary" name="intent" value="preview" pendingLabel="Looking...">
                Find what we hold
              </SubmitButton>
            </div>
          </Form>
          {result?.preview ? <ErasurePreview {...result.preview} /> : null}
        </SectionCard>
      </div>

      <section aria-labelledby="runs-heading" className="mt-8">
        <h2 id="runs-heading" className="mb-2 text-lg font-semibold text-brand-900">
          Latest retention runs
        </h2>
        {runs.length === 0 ? (
          <EmptyState title="No run has deleted anything yet.">
            Runs that delete nothing are only logged; runs started here are always listed.
          </EmptyState>
        ) : (
          <DataTable
            caption="Retention runs, newest first"
            columns={[
              "When (IST)",
              "Applications",
              "Enquiries",
              "Bookings",
              "Unconfirmed job alerts",
              "Newsletter subscriptions",
              "E-mails",
              "Repeat-submission records",
            ]}
          >
            {runs.map((run) => (
              <tr key={run.at.toISOString()}>
                <td className={bodyCell}>{indiaDateTime(run.at)}</td>
                <td className={bodyCell}>{run.applications}</td>
                <td className={bodyCell}>{run.enquiries}</td>
                <td className={bodyCell}>{run.bookings}</td>
                <td className={bodyCell}>{run.jobAlerts}</td>
                <td className={bodyCell}>{run.newsletter}</td>
                <td className={bodyCell}>{run.emails}</td>
                <td className={bodyCell}>{run.idempotencyRecords}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </>
  );
}
