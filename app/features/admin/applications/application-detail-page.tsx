import { Mail } from "lucide-react";
import type { ReactNode, SubmitEvent } from "react";
import { Form, Link } from "react-router";

import type { ApplicationDetail, ApplicationInterviews, OfferView } from "~contracts/applications";
import { sourceLabel } from "~domain/applications/application-sources";
import { HireWithoutOfferSchema, RejectionFormSchema } from "~domain/applications/recruiting-board";
import type { AuditEntryView } from "~contracts/staff";
import { noteLimit } from "~domain/forms/list-filters";
import {
  applicationStageLabels,
  applicationStages,
  type RejectionEmailTemplate,
} from "~domain/applications/recruiting";
import { indiaLongDate } from "~domain/time/india-dates";

import { applicationPath, listPath } from "~/features/admin/applications/application-filter";
import { ApplicationSourceCard } from "./application-source-card";
import { CandidateAnswers } from "./candidate-answers";
import { InterviewsCard } from "./interviews-card";
import { TagsCard } from "./tags-card";
import { OfferCard } from "~/features/admin/applications/offers/offer-card";
import { StageBadge } from "~/features/admin/applications/stage-badge";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { SelectField } from "~/components/ui/text-field";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { DownloadLink } from "~/features/admin/shared/ui/download-link";
import { EmailTextFields } from "~/features/admin/shared/ui/email-template-parts";
import { ChoiceForm } from "~/features/admin/shared/ui/choice-form";
import { HistoryCard } from "~/features/admin/shared/ui/history-card";
import { NotesCard } from "~/features/admin/shared/ui/notes-card";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { FirstTouchCard } from "~/features/admin/shared/ui/first-touch-card";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass, SubmitButton } from "~/features/admin/shared/ui/submit-button";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";

export type ApplicationDetailProps = {
  application: ApplicationDetail;
  interviews: ApplicationInterviews;
  offer: OfferView | undefined;
  /** The letter an approved offer would go with, filled in for this candidate. */
  offerLetter?: RejectionEmailTemplate | undefined;
  history: AuditEntryView[];
  /** Hiring with no approved offer: its confirmation step is open. */
  hiring?: boolean | undefined;
  /** The rejection e-mail as it would be sent, and the reasons to choose from: the confirmation step is open. */
  rejection?: { email: RejectionEmailTemplate; reasons: string[] } | undefined;
  /** What the last action did, from the address it redirected to. */
  done?: string | undefined;
  /** The errors of the form last sent, keyed by field ("form" for the whole form). */
  errors?: FormErrors | undefined;
  /** Which form they belong to. */
  intent?: string | undefined;
  /** What the form last sent held, where it is given back to correct. */
  values?: Record<string, string> | undefined;
};

/** The forms whose card shows their own refusal, where the person is looking. */
const cardIntents = ["ask", "remove-interviewer", "make-offer", "send-offer", "reject", "hire", "tag"];

const doneMessages: Record<string, string> = {
  stage: "Stage saved.",
  rejected: "Rejected. The candidate is being e-mailed.",
  note: "Note added.",
  tag: "Tag added.",
  untag: "Tag taken off.",
  ask: "Asked. The interview is on their list.",
  invite: "Invitation sent. The candidate chooses a time from the link in it.",
  "make-offer": "Offer made. Its approvers are being e-mailed.",
  "send-offer": "The offer letter is on its way to the candidate.",
  "remove-interviewer": "Taken off the interview.",
};

export function ApplicationDetailPage({
  application,
  interviews,
  offer,
  offerLetter,
  history,
  hiring,
  rejection,
  done,
  errors,
  intent,
  values,
}: ApplicationDetailProps) {
  const resumePath = `${applicationPath(application.id)}/resume`;
  return (
    <>
      <BackLink to={listPath({})}>All applications</BackLink>
      <PageHeader
        title={application.fullName}
        intro={
          <>
            {application.reference} ·{" "}
            <Link to={listPath({ job: application.jobId })} className="underline underline-offset-4">
              {application.jobTitle}
            </Link>{" "}
            · applied <IndiaTime at={application.createdAt} /> (India time)
          </>
        }
        actions={
          <>
            <DownloadLink href={resumePath} tone="primary">
              Download resume
            </DownloadLink>
            <a href={`mailto:${application.email}`} className={buttonClass("secondary")}>
              <Mail aria-hidden="true" className="size-4" />
              E-mail
            </a>
          </>
        }
      />
      {done && doneMessages[done] ? <Notice tone="success">{doneMessages[done]}</Notice> : null}
      {errors?.form && !cardIntents.includes(intent ?? "") ? <Notice tone="error">{errors.form}</Notice> : null}
      <SameJobAgain application={application} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <SectionCard
            id="stage"
            title="Stage"
            aside={<StageBadge stage={application.stage} />}
            intro={
              <>
                Now: <strong className="text-slate-900">{applicationStageLabels[application.stage]}</strong>. One press
                moves it; rejecting, and hiring with no approved offer, ask first.
              </>
            }
          >
            {hiring ? (
              <HireStep application={application} offer={offer} error={intent === "hire" ? errors : undefined} />
            ) : rejection ? (
              <RejectionStep
                application={application}
                {...rejection}
                errors={intent === "reject" ? errors : undefined}
                values={intent === "reject" ? values : undefined}
              />
            ) : (
              <ChoiceForm
                intent="stage"
                name="stage"
                legend="Move to stage"
                choices={applicationStages}
                labels={applicationStageLabels}
                current={application.stage}
                error={intent === "stage" ? errors?.stage : undefined}
                confirmLink={(stage) =>
                  stage === "rejected"
                    ? `${applicationPath(application.id)}?confirm=reject#stage`
                    : stage === "hired" && !offerStandsForHire(offer)
                      ? `${applicationPath(application.id)}?confirm=hire#stage`
                      : undefined
                }
              />
            )}
          </SectionCard>

          <InterviewsCard
            interviews={interviews}
            jobPlanPath={`/admin/jobs/${application.jobId}/interviews`}
            error={intent === "ask" || intent === "remove-interviewer" || intent === "invite" ? errors : undefined}
            invitation={intent === "invite" && errors ? { errors, values: values ?? {} } : undefined}
          />

          <OfferCard
            offer={offer}
            letter={offerLetter}
            errors={intent === "make-offer" || intent === "send-offer" ? errors : undefined}
            values={intent === "make-offer" || intent === "send-offer" ? values : undefined}
          />

          <CandidateAnswers candidate={application} resumePath={resumePath} />

          <NotesCard
            notes={application.notes}
            intro="For the hiring team only; the candidate never sees them."
            maxLength={noteLimit}
            error={intent === "note" ? errors?.body : undefined}
          />
        </div>

        <div className="min-w-0 space-y-6">
          <TagsCard tags={application.tags} error={intent === "tag" ? errors?.tag : undefined} />

          <ApplicationSourceCard {...application} />

          <FirstTouchCard
            touch={application.firstTouch}
            title="The visit they applied from"
            intro="What the site counted of the visit the application was sent from."
          />

          <SectionCard title="Other applications" intro="From the same e-mail address or phone number.">
            {application.otherApplications.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">None.</p>
            ) : (
              <ul className="mt-3 space-y-3 text-sm">
                {application.otherApplications.map((other) => (
                  <li key={other.id} className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <Link
                        to={applicationPath(other.id)}
                        className="font-semibold text-brand-900 underline underline-offset-4"
                      >
                        {other.jobTitle}
                      </Link>
                      <p className="text-xs text-slate-600">
                        {other.reference} · <IndiaTime at={other.createdAt} /> ·{" "}
                        {other.sharedContact === "email" ? "same e-mail" : "same phone"}
                      </p>
                    </div>
                    <StageBadge stage={other.stage} />
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>

          <HistoryCard
            history={history}
            origin={{
              text: `Applied through: ${sourceLabel(application.source, application.sourceName)}.`,
              at: application.createdAt,
            }}
          />
        </div>
      </div>
    </>
  );
}

/**
 * The same address's other applications to this job: kept apart, since the
 * candidate may have sent a newer resume, and named here so neither is read as the only one.
 */
function SameJobAgain({ application }: { application: ApplicationDetail }) {
  const again = application.otherApplications.filter(
    (other) => other.jobId === application.jobId && other.sharedContact === "email",
  );
  return again.map((other) => (
    <Notice key={other.id} tone="info">
      <strong>Applied twice:</strong> this address also applied for this job on{" "}
      <time dateTime={other.createdAt.toISOString()}>{indiaLongDate(other.createdAt)}</time> ({other.reference}) —{" "}
      <Link to={applicationPath(other.id)} className="font-semibold underline underline-offset-4">
        see the other application
      </Link>
      .
    </Notice>
  ));
}

/** An approved offer, or one whose letter went: the candidate can be hired in one press. */
const offerStandsForHire = (offer: OfferView | undefined) => offer?.status === "approved" || offer?.status === "sent";

/**
 * A stage move's second look (hiring with no approved offer, rejecting), posted to the step's own
 * address: a refusal shows the step again, with what was typed.
 */
function StageStepForm({
  application,
  step,
  onSubmit,
  children,
}: {
  application: ApplicationDetail;
  /** The step's `confirm` in the address. */
  step: "hire" | "reject";
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      action={`${applicationPath(application.id)}?confirm=${step}`}
      className="mt-4 space-y-4"
      onSubmit={onSubmit}
    >
      {children}
    </Form>
  );
}

/** A second look's way back: the stage stays as it is. */
function KeepStageLink({ application }: { application: ApplicationDetail }) {
  return (
    <Link to={`${applicationPath(application.id)}#stage`} className={buttonClass("secondary")}>
      Keep in {applicationStageLabels[application.stage]}
    </Link>
  );
}

/**
 * Hiring with no approved offer, second look: Hired is for a candidate who took
 * an approved offer, so the recruiter says plainly that none was made; the history keeps it.
 */
function HireStep({
  application,
  offer,
  error: answered,
}: {
  application: ApplicationDetail;
  offer: OfferView | undefined;
  error?: FormErrors | undefined;
}) {
  const form = useCheckedForm(HireWithoutOfferSchema, answered);
  const error = form.errors;
  return (
    <StageStepForm application={application} step="hire" onSubmit={form.onSubmit}>
      <input type="hidden" name="intent" value="hire" />
      {error?.form ? <Notice tone="error">{error.form}</Notice> : null}
      <p className="text-sm text-slate-700">
        {offer?.status === "pending"
          ? `${application.reference} has an offer waiting for approval. Hire once it is approved.`
          : `${application.reference} has no approved offer. Make one below and have it approved, or, if they were hired without an offer, say so here: the history keeps it.`}
      </p>
      <div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name={form.names.noOffer}
            aria-invalid={error?.noOffer ? true : undefined}
            aria-describedby={error?.noOffer ? "no-offer-error" : undefined}
            className="size-4 accent-brand-900"
          />
          No offer was made: hire without one
        </label>
        {error?.noOffer ? (
          <p id="no-offer-error" className="mt-1 text-sm text-red-700">
            {error.noOffer}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pendingLabel="Hiring...">Hire</SubmitButton>
        <KeepStageLink application={application} />
      </div>
    </StageStepForm>
  );
}

/**
 * Rejecting, second look: the reason, and the e-mail as it will be sent, which can be changed for
 * this candidate alone (the saved template stays as it is).
 */
function RejectionStep({
  application,
  email,
  reasons,
  errors: answered,
  values,
}: {
  application: ApplicationDetail;
  email: RejectionEmailTemplate;
  reasons: string[];
  errors?: FormErrors | undefined;
  values?: Record<string, string> | undefined;
}) {
  const form = useCheckedForm(RejectionFormSchema, answered);
  const { names, errors } = form;
  return (
    <StageStepForm application={application} step="reject" onSubmit={form.onSubmit}>
      <input type="hidden" name="intent" value="reject" />
      {errors?.form ? <Notice tone="error">{errors.form}</Notice> : null}
      <p className="text-sm text-slate-700">
        Rejecting moves {application.reference} to Rejected. Choose why; the reasons are{" "}
        <Link
          to="/admin/applications/rejection-reasons"
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          your team&apos;s list
        </Link>
        .
      </p>
      <SelectField
        label="Reason"
        name={names.reason}
        required
        options={reasons}
        placeholder="Choose a reason"
        defaultValue={values?.reason ?? ""}
        error={errors?.reason}
      />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          name={names.notify}
          defaultChecked={values ? values.notify === "on" : true}
          className="size-4 accent-brand-900"
        />
        Send the candidate this e-mail
      </label>
      <p className="text-sm text-slate-700">
        It goes to {application.email} from the careers address. Change it here for this candidate only, or{" "}
        <Link
          to={`/admin/applications/rejection-email?application=${encodeURIComponent(application.id)}`}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          edit the template
        </Link>{" "}
        for everyone.
      </p>
      <EmailTextFields
        bodyLabel="E-mail"
        limits={{ subject: 200, body: noteLimit }}
        rows={10}
        subject={{ defaultValue: values?.subject ?? email.subject }}
        body={{ defaultValue: values?.body ?? email.body }}
        errors={errors}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton tone="danger" pendingLabel="Rejecting...">
          Reject
        </SubmitButton>
        <KeepStageLink application={application} />
      </div>
    </StageStepForm>
  );
}
