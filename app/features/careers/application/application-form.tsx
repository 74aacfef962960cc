import { Check, CheckCircle2, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { company } from "~/content/company";

import { applicationSteps, type ApplicationStepId } from "~domain/job-application";
import type { Job } from "~domain/job-search";
import { discardDraft, readDraft, saveDraft } from "./application-draft";
import { emptyApplication, validateStep, type ApplicationValues } from "./application-values";
import { submitApplication } from "./submit-application";
import { ProfileStep } from "./profile-step";
import { ReviewStep } from "./review-step";
import { RoleStep } from "./role-step";
import { SelfIdStep } from "./self-id-step";
import type { StepProps } from "./step-props";

/** Success closes the form after 2 s; the saved message shows for 3 s (careers specification, section 9). */
const closeAfterMs = 2000;
const savedMessageMs = 3000;

type Status = { kind: "saved" | "restored"; text: string } | undefined;

/** The four-step application (careers specification, sections 2-5). */
export function ApplicationForm({ job }: { job: Job }) {
  const [values, setValues] = useState<ApplicationValues>(emptyApplication);
  const [resume, setResume] = useState<File>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stepIndex, setStepIndex] = useState(0);
  const [status, setStatus] = useState<Status>();
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const [closed, setClosed] = useState(false);
  const [submissionId, setSubmissionId] = useState(() => crypto.randomUUID());
  const statusTimer = useRef<number>(undefined);
  const step = applicationSteps[stepIndex]!;

  useEffect(() => {
    // A draft saved earlier for this job comes back, with the offer to discard it.
    const draft = readDraft(job.id);
    if (!draft) return;
    const timer = window.setTimeout(() => {
      setValues({ ...emptyApplication(), ...draft });
      setStatus({ kind: "restored", text: "We restored the progress you saved for this job." });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [job.id]);

  // Errors clear as soon as their field changes (careers specification, section 4).
  const clearError = (key: string) =>
    setErrors((current) => {
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });
  const set: StepProps["set"] = (field, value, errorKey) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(errorKey ?? field);
  };

  const goTo = (index: number) => {
    setStepIndex(Math.min(applicationSteps.length - 1, Math.max(0, index)));
    window.scrollTo(0, 0);
  };

  const next = () => {
    const found = validateStep(step.id, values, resume);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementsByName(first)[0]?.scrollIntoView({ behavior: "smooth", block: "center" });
      return;
    }
    goTo(stepIndex + 1);
  };

  const showStatus = (next: Status) => {
    window.clearTimeout(statusTimer.current);
    setStatus(next);
    statusTimer.current = window.setTimeout(() => setStatus(undefined), savedMessageMs);
  };

  const save = () =>
    saveDraft(job.id, values)
      ? showStatus({ kind: "saved", text: "Progress saved!" })
      : showStatus({ kind: "saved", text: "Failed to save progress." });

  const submit = async () => {
    const found = validateStep("reviewAndSubmit", values, resume);
    setErrors(found);
    if (Object.keys(found).length > 0 || !resume || submitting) return;
    setSubmitting(true);
    setSubmitError(undefined);
    const result = await submitApplication({ jobId: job.id, submissionId, values, resume });
    setSubmitting(false);
    if (!result.ok) {
      // An earlier try under this id reached the server with other answers: the next try is a new submission.
      if (result.status === 422) setSubmissionId(crypto.randomUUID());
      setSubmitError(
        `Submission failed: ${result.message ?? `Submission failed with status: ${result.status}`}. Please try again.`,
      );
      return;
    }
    discardDraft(job.id);
    setSubmitted(true);
    window.setTimeout(() => {
      setClosed(true);
      setValues(emptyApplication());
      setResume(undefined);
      setErrors({});
      setStepIndex(0);
      setSubmissionId(crypto.randomUUID());
    }, closeAfterMs);
  };

  if (submitted) {
    return (
      <div role="status" className="rounded-3xl bg-emerald-50 p-10 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
        <h2 className="mt-4 text-2xl font-bold text-brand-900">Application Submitted!</h2>
        <p className="mt-2 text-slate-700">Thank you for your interest in {company.name}. We'll be in touch soon.</p>
        {closed ? <p className="sr-only">The application form has closed.</p> : null}
      </div>
    );
  }

  const hasErrors = Object.keys(errors).length > 0;
  const reviewErrors =
    step.id === "reviewAndSubmit" ? Object.values(validateStep("reviewAndSubmit", values, resume)) : [];

  return (
    <div>
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
        <StepBody
          stepId={step.id}
          values={values}
          errors={errors}
          set={set}
          resume={resume}
          onResume={(file) => {
            setResume(file);
            clearError("resume");
          }}
        />
      </div>

      {step.id === "reviewAndSubmit" && reviewErrors.length > 0 ? (
        <div role="alert" className="mt-6 rounded-2xl border border-red-300 bg-red-50 p-5 text-red-800">
          <p className="font-semibold">Please correct the following errors before submitting:</p>
          <ul className="mt-2 list-disc pl-5">
            {reviewErrors.map((message) => (
              <li key={message}>{message}</li>
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
              className="rounded-full border border-brand-900 px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
            >
              Save
            </button>
          ) : null}
          {step.id !== "reviewAndSubmit" ? (
            <button
              type="button"
              onClick={next}
              disabled={hasErrors}
              className="rounded-full bg-accent-700 px-6 py-2.5 font-semibold text-white hover:bg-accent-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              Next
            </button>
          ) : (
            <button
              type="button"
              onClick={() => void submit()}
              disabled={reviewErrors.length > 0 || submitting}
              className="inline-flex items-center gap-2 rounded-full bg-accent-700 px-6 py-2.5 font-semibold text-white hover:bg-accent-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {submitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
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
                discardDraft(job.id);
                setValues(emptyApplication());
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

function StepBody({ stepId, ...props }: { stepId: ApplicationStepId } & Parameters<typeof ProfileStep>[0]) {
  switch (stepId) {
    case "careerProfile":
      return <ProfileStep {...props} />;
    case "roleInformation":
      return <RoleStep {...props} />;
    case "voluntarySelfIdentification":
      return <SelfIdStep {...props} />;
    case "reviewAndSubmit":
      return <ReviewStep values={props.values} resume={props.resume} />;
    default:
      return <p>Something went wrong. Please refresh the page.</p>;
  }
}
