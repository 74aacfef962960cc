import { zodResolver } from "@hookform/resolvers/zod";
import { BellRing, LoaderCircle, MailCheck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";

import { postJson } from "~/api-client";
import { TextField } from "~/components/ui/text-field";
import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import { useNoticeLanguage } from "~/components/privacy/notice-language-choice";

import { JobAlertRequestSchema, type JobAlertRequest, type JobAlertRequestInput } from "~domain/jobs/job-alert-request";
import { describeSearch, jobAlertLimits, type JobAlertSearch } from "~domain/jobs/job-alerts";
import { noticeShownIn } from "~domain/privacy/notices";

const resolver = zodResolver(JobAlertRequestSchema);

/**
 * What the alerts checkbox of the results sidebar reveals: the address to send the current
 * search's new jobs to (docs/decisions/015-job-alerts.md). Loaded when the box is first ticked.
 * The server answers every address alike, so the page says the same whatever happened to it.
 */
export function JobAlertSignup(search: JobAlertSearch) {
  const form = useForm<JobAlertRequestInput, unknown, JobAlertRequest>({
    resolver,
    defaultValues: { email: "", ...search },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [noticeLanguage, setNoticeLanguage] = useNoticeLanguage();
  const confirmation = useRef<HTMLParagraphElement>(null);
  const searchId = useId();

  // The form and its button are gone: the message takes the focus, so the keyboard stays here.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const send = async (request: JobAlertRequest) => {
    setFailure(undefined);
    const result = await postJson<object>("/api/job-alerts", { ...request, ...noticeShownIn(noticeLanguage) });
    if (result.ok) return setSent(true);
    if (result.errors?.email) setError("email", { message: result.errors.email }, { shouldFocus: true });
    else
      setFailure(
        result.errors?.keyword ??
          result.errors?.location ??
          result.message ??
          "We could not save your job alert. Please check your connection and try again.",
      );
  };
  const searchError = errors.keyword?.message ?? errors.location?.message;

  return (
    <div className="mt-4">
      {sent ? null : (
        <form
          noValidate
          aria-label="Job alerts for this search"
          aria-describedby={searchId}
          onSubmit={(event) => {
            if (isSubmitting) return event.preventDefault();
            handleSubmit(send)(event).catch(() => setFailure("We could not save your job alert. Please try again."));
          }}
          className="rounded-2xl bg-slate-50 p-4"
        >
          <p id={searchId} className="text-sm text-slate-700">
            New jobs for <span className="font-semibold text-brand-900">{describeSearch(search)}</span>, by e-mail, at
            most once a day.
          </p>
          <fieldset disabled={isSubmitting} className="mt-3">
            <legend className="sr-only">Your details</legend>
            <TextField
              label="Your email address"
              type="email"
              required
              autoComplete="email"
              maxLength={jobAlertLimits.email}
              error={errors.email?.message}
              {...register("email")}
            />
            <PrivacyNotice
              form="jobAlerts"
              language={noticeLanguage}
              onLanguageChange={setNoticeLanguage}
              className="mt-3"
            />
            <button
              type="submit"
              className="mt-3 inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-900 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
            >
              {isSubmitting ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <BellRing aria-hidden="true" className="size-4" />
              )}
              {isSubmitting ? "Subscribing..." : "Subscribe"}
            </button>
          </fieldset>
        </form>
      )}
      <div role="status">
        {sent ? (
          <p
            ref={confirmation}
            tabIndex={-1}
            className="flex gap-2 rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-900 focus:outline-none"
          >
            <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Check your inbox: we sent you a link to confirm job alerts for this search. Alerts start once you confirm.
            </span>
          </p>
        ) : null}
      </div>
      {failure || searchError ? (
        <p role="alert" className="mt-3 rounded-2xl bg-red-50 p-4 text-sm text-red-800">
          {failure ?? searchError}
        </p>
      ) : null}
    </div>
  );
}
