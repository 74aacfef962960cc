import { Check, CheckCircle2, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";

import { useApplicationStepBeacon } from "~/analytics/application-step-beacon";
import { lazyResolver } from "~/components/forms/lazy-resolver";
import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import { useNoticeLanguage } from "~/components/privacy/notice-language-choice";
import { useIsClient } from "~/components/use-is-client";
import { company } from "~domain/company/company";

import type { ApplicationFormInput } from "~domain/applications/job-application";
import { emptyApplication } from "~domain/applications/empty-application";
import { arrivalFromQuery } from "~domain/applications/application-sources";
import {
  applicationSteps,
  preferredLocationsFor,
  type ApplicationStepId,
} from "~domain/applications/job-application-fields";
import type { Job } from "~domain/jobs/job-search";
import { noticeShownIn } from "~domain/privacy/notices";
import { discardApplicationDraft, readApplicationDraft, saveApplicationDraft } from "./application-draft";
import type { ApplicationStepContext } from "./application-step-resolver";
import { errorEntries } from "./error-paths";
import { ProfileStep } from "./profile-step";
import { ReviewStep } from "./review-step";
import { RoleStep } from "./role-step";
import { SelfIdStep } from "./self-id-step";
import { sendApplication } from "./send-application";
import type { StepProps } from "./step-props";
import { useErrorsClearedOnChange } from "./use-errors-cleared-on-change";

const stepRules = lazyResolver(async () => (await import("./application-step-resolver")).applicationStepResolver);

/** Success closes the form after 2 s; the saved message shows for 3 s (careers specification, section 9). */
const closeAfterMs = 2000;
const savedMessageMs = 3000;

type Status = { kind: "saved" | "restored"; text: string } | undefined;

/** What the applicant is told after sending: the reference to quote and where the confirmation went. */
type Submitted = { reference?: string; email: string };

/** The four-step application (careers specification, sections 2-5). */
export function ApplicationForm({ job }: { job: Job }) {
  const [stepIndex, setStepIndex] = useState(0);
  const step = applicationSteps[stepIndex]!;
  const form = useForm<ApplicationFormInput, ApplicationStepContext, ApplicationFormInput>({
    resolver: stepRules.resolver,
    context: { step: step.id },
    defaultValues: emptyApplication(),
    // Messages appear when the visitor asks for the next step or submits, never while typing (section 4).
    reValidateMode: "onSubmit",
  });
  const { trigger, reset, getValues, getErrors, handleSubmit, formState } = form;
  const [status, setStatus] = useState<Status>();
  const [submitError, setSubmitError] = useState<string>();
  const [submitted, setSubmitted] = useState<Submitted>();
  const [closed, setClosed] = useState(false);
  const [submissionId, setSubmissionId] = useState(() => crypto.randomUUID());
  const [noticeLanguage, setNoticeLanguage] = useNoticeLanguage();
  const statusTimer = useRef<number>(undefined);
  const submittedHeading = useRef<HTMLHeadingElement>(null);
  // The code loads after the page has hydrated (deferred-application-form.tsx): until it runs, the
  // server's HTML keeps the buttons that save, step or send disabled, so a press is not lost.
  const ready = useIsClient();
  useErrorsClearedOnChange(form);
  // Where applications are given up: each step reached, gone on from or left, counted for the job.
  useApplicationStepBeacon(job.id, stepIndex, submitted !== undefined);

  useEffect(() => {
    // A draft saved earlier for this job comes back, with the offer to discard it.
    const draft = readApplicationDraft(job.id);
    if (!draft) return;
    const timer = window.setTimeout(() => {
      reset({ ...emptyApplication(), ...draft });
      setStatus({ kind: "restored", text: "We restored the progress you saved for this job." });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [job.id, reset]);

  // The confirmation takes the place of a long form, whose button sat far below it: the view and the
  // focus go to it, or a phone shows the footer and a screen reader stays on the vanished button.
  useEffect(() => {
    if (!submitted) return;
    submittedHeading.current?.focus({ preventScroll: true });
    submittedHeading.current?.scrollIntoView({ block: "center" });
  }, [submitted]);

  // The review step lists every rule the application still breaks (careers specification, section 2).
  useEffect(() => {
    if (step.id === "reviewAndSubmit") void trigger();
  }, [step.id, trigger]);

  const goTo = (index: number) => {
    setStepIndex(Math.min(applicationSteps.length - 1, Math.max(0, index)));
    window.scrollTo(0, 0);
  };

  const next = async () => {
    if (await trigger()) return goTo(stepIndex + 1);
    const [first] = errorEntries(getErrors());
    if (!first) return;
    const field = document.querySelector<HTMLElement>(`[name="${first.path}"], [name^="${first.path}."]`);
    // Focus first: the Next button turns disabled as the messages render, and React then gives the
    // focus back to it, which would scroll the page straight back to the button.
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ behavior: "smooth", block: "center" });
  };

  const showStatus = (next: Status) => {
    window.clearTimeout(statusTimer.current);
    setStatus(next);
    statusTimer.current = window.setTimeout(() => setStatus(undefined), savedMessageMs);
  };

  const save = () =>
    saveApplicationDraft(job.id, getValues())
      ? showStatus({ kind: "saved", text: "Progress saved!" })
      : showStatus({ kind: "saved", text: "Failed to save progress." });

  const submit = handleSubmit(async ({ resume, ...application }) => {
    setSubmitError(undefined);
    const arrival = arrivalFromQuery(new URLSearchParams(window.location.search));
    const result = await sendApplication({
      jobId: job.id,
      submissionId,
      application,
      resume,
      arrival,
      notice: noticeShownIn(noticeLanguage),
    });
    if (!result.ok) {
      // An earlier try under this id reached the server with other answers: the next try is a new submission.
      if (result.status === 422) setSubmissionId(crypto.randomUUID());
      setSubmitError(
        `Submission failed: ${result.message ?? `Submission failed with status: ${result.status}`}. Please try again.`,
      );
      return;
    }
    discardApplicationDraft(job.id);
    setSubmitted({ reference: result.reference, email: application.email });
    window.setTimeout(() => {
      setClosed(true);
      reset(emptyApplication());
      setStepIndex(0);
      setSubmissionId(crypto.randomUUID());
    }, closeAfterMs);
  });

  if (submitted) {
    return (
      <div role="status" className="rounded-3xl bg-emerald-50 px-5 py-10 text-center sm:px-10">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
        <h2 ref={submittedHeading} tabIndex={-1} className="mt-4 text-2xl font-bold text-brand-900 outline-none">
          Application Submitted!
        </h2>
        <p className="mt-2 text-slate-700">Thank you for your interest in {company.name}. We'll be in touch soon.</p>
        {submitted.reference ? (
          <p className="mt-6 text-slate-700">
            Your application reference is{" "}
            <strong className="font-mono text-lg tracking-wider text-brand-900">{submitted.reference}</strong>
          </p>
        ) : null}
        <div className="mx-auto mt-6 max-w-xl rounded-2xl bg-white p-5 text-left sm:p-6">
          <h3 className="font-semibold text-brand-900">What happens next</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>
              A confirmation e-mail is on its way to{" "}
              <strong className="break-words text-brand-900">{submitted.email}</strong>.
            </li>
            <li>Our hiring team reviews every application and will write to you if you are shortlisted.</li>
          </ul>
        </div>
        {closed ? <p className="sr-only">The application form has closed.</p> : null}
      </div>
    );
  }

  const errors = errorEntries(formState.errors);

  return (
    <div onFocus={stepRules.preload}>
      <ol className="grid grid-cols-4 gap-2" aria-label="Application progress">
        {applicationSteps.map((item, index) => {
          const state = index < stepIndex ? "completed" : index === stepIndex ? "current" : "upcoming";
          return (
            <li key={item.id} aria-current={state === "current" ? "step" : undefined} className="flex flex-col gap-2">
              <span className={`h-1.5 rounded-full ${state === "upcoming" ? "bg-slate-200" : "bg-accent-700"}`} />
              {/* Four names do not fit side by side on a phone: there the line below names the current step. */}
              <span className="sr-only flex items-center gap-1 text-sm font-semibold text-brand-900 sm:not-sr-only">
                {state === "completed" ? <Check aria-hidden="true" className="size-4 text-emerald-600" /> : null}
                {item.name}
                <span className="sr-only"> ({state})</span>
              </span>
              {item.time ? <span className="hidden text-xs text-slate-600 sm:block">{item.time}</span> : null}
            </li>
          );
        })}
      </ol>
      <p aria-hidden="true" className="mt-3 text-sm font-semibold text-brand-900 sm:hidden">
        Step {stepIndex + 1} of {applicationSteps.length}: {step.name}
        {step.time ? <span className="block text-xs font-normal text-slate-600">{step.time}</span> : null}
      </p>

      <div className="mt-8">
        <StepBody stepId={step.id} form={form} job={job} />
      </div>
      {step.id === "reviewAndSubmit" ? (
        // Read where the application is sent: what it holds, for how long, and the candidate's rights.
        <PrivacyNotice
          form="application"
          language={noticeLanguage}
          onLanguageChange={setNoticeLanguage}
          className="mt-6"
        />
      ) : null}

      {step.id === "reviewAndSubmit" && errors.length > 0 ? (
        <div role="alert" className="mt-6 rounded-2xl border border-red-300 bg-red-50 p-5 text-red-800">
          <p className="font-semibold">Please correct the following errors before submitting:</p>
          <ul className="mt-2 list-disc pl-5">
            {errors.map(({ path, message }) => (
              <li key={path}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {submitError ? (
        <p role="alert" className="mt-6 rounded-2xl border border-red-300 bg-red-50 p-4 text-red-800">
          {submitError}
        </p>
      ) : null}

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-6">
        <div>
          {stepIndex > 0 ? (
            <button
              type="button"
              onClick={() => goTo(stepIndex - 1)}
              className="rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
            >
              Previous
            </button>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          {step.id !== "reviewAndSubmit" ? (
            <button
              type="button"
              onClick={save}
              disabled={!ready}
              className="rounded-full border border-brand-900 px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              Save
            </button>
          ) : null}
          {step.id !== "reviewAndSubmit" ? (
            <button
              type="button"
              onClick={() => void next()}
              disabled={!ready || errors.length > 0}
              className="rounded-full bg-accent-700 px-6 py-2.5 font-semibold text-white hover:bg-accent-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              Next
            </button>
          ) : (
            <button
              type="button"
              onClick={() => void submit()}
              disabled={!ready || errors.length > 0 || formState.isSubmitting}
              className="inline-flex items-center gap-2 rounded-full bg-accent-700 px-6 py-2.5 font-semibold text-white hover:bg-accent-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {formState.isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
              Submit Application
            </button>
          )}
        </div>
      </div>
      {status ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p role="status" className={status.text === "Failed to save progress." ? "text-red-700" : "text-emerald-700"}>
            {status.text}
          </p>
          {status.kind === "restored" ? (
            <button
              type="button"
              onClick={() => {
                discardApplicationDraft(job.id);
                // The file chosen on this visit stays: its input still shows it.
                reset({ ...emptyApplication(), resume: getValues("resume") });
                setStatus(undefined);
              }}
              className="text-sm font-semibold text-accent-700 underline"
            >
              Discard saved progress
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function StepBody({ stepId, form, job }: StepProps & { stepId: ApplicationStepId; job: Job }) {
  switch (stepId) {
    case "careerProfile":
      return <ProfileStep form={form} />;
    case "roleInformation":
      return <RoleStep form={form} locations={preferredLocationsFor(job.location)} />;
    case "voluntarySelfIdentification":
      return <SelfIdStep form={form} />;
    case "reviewAndSubmit":
      return <ReviewStep form={form} />;
    default:
      return <p>Something went wrong. Please refresh the page.</p>;
  }
}
