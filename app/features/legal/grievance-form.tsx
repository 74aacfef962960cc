import { useState } from "react";
import { useForm } from "react-hook-form";

import { postJson } from "~/api-client";
import { lazyResolver } from "~/components/forms/lazy-resolver";
import { PersonField } from "~/components/forms/person-field";
import { SendButton } from "~/components/forms/send-button";
import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import { useNoticeLanguage } from "~/components/privacy/notice-language-choice";
import { TextAreaField, TextField } from "~/components/ui/text-field";
import { useIsClient } from "~/components/use-is-client";

import { privacyRequestTextLimits } from "~domain/privacy/privacy-requests";
import {
  grievancePath,
  type Grievance,
  type GrievanceInput,
  type GrievanceReceived,
} from "~domain/privacy/privacy-requests-forms";
import { noticeShownIn } from "~domain/privacy/notices";
import { indiaLongDate } from "~domain/time/india-dates";

const grievanceRules = lazyResolver(async () => (await import("./grievance-resolver")).grievanceResolver);

const emptyGrievance: GrievanceInput = { name: "", email: "", message: "" };

/**
 * The complaint form of the privacy policy (DPDP Act s. 13): it goes to the Grievance Officer's
 * register, and the answer names its reference and the date we answer by. Like the contact form,
 * it sends JSON from the browser; until the script runs, its button stays disabled.
 */
export function GrievanceForm() {
  const { register, handleSubmit, reset, setError, formState } = useForm<GrievanceInput, unknown, Grievance>({
    resolver: grievanceRules.resolver,
    defaultValues: emptyGrievance,
  });
  const { errors, isSubmitting } = formState;
  const [received, setReceived] = useState<GrievanceReceived | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ready = useIsClient();
  const [noticeLanguage, setNoticeLanguage] = useNoticeLanguage();

  const send = async (grievance: Grievance) => {
    setFailure(null);
    const result = await postJson<GrievanceReceived>(grievancePath, { ...grievance, ...noticeShownIn(noticeLanguage) });
    if (result.ok) {
      reset(emptyGrievance);
      setReceived(result.data);
      return;
    }
    for (const [field, message] of Object.entries(result.errors ?? {}))
      if (field in emptyGrievance) setError(field as keyof GrievanceInput, { message });
    setFailure(result.message ?? "Please try again in a moment.");
  };

  return (
    <section
      id="grievance"
      aria-labelledby="grievance-title"
      className="mt-12 scroll-mt-24 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="grievance-title" className="text-2xl font-bold text-brand-900">
        Raise a grievance
      </h2>
      <p className="mt-2 leading-relaxed text-slate-700">
        Tell our Grievance Officer what went wrong with your data. We e-mail you a reference at once and answer within
        the period above, never later than 90 days. We use these details only to answer you.
      </p>
      {received ? (
        <div role="status" className="mt-6 rounded-2xl bg-emerald-50 p-4 text-emerald-900">
          <p className="font-semibold">
            Thank you. We have your grievance, reference <span className="whitespace-nowrap">{received.reference}</span>
            .
          </p>
          <p className="mt-1">
            We will answer by {indiaLongDate(new Date(received.dueAt))}. An e-mail with the reference is on its way to
            you.
          </p>
        </div>
      ) : null}
      <form
        onSubmit={(event) => {
          if (isSubmitting) return event.preventDefault();
          handleSubmit(send)(event).catch(() => setFailure("Please try again in a moment."));
        }}
        onFocus={grievanceRules.preload}
        className="mt-6"
      >
        <fieldset disabled={isSubmitting} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">Your details</legend>
          <TextField
            label="Name"
            hint="(Optional)"
            autoComplete="name"
            maxLength={privacyRequestTextLimits.name}
            error={errors.name?.message}
            {...register("name")}
          />
          <PersonField field="email" required maxLength={254} error={errors.email?.message} {...register("email")} />
          <div className="sm:col-span-2">
            <TextAreaField
              label="What is it about?"
              required
              rows={5}
              maxLength={privacyRequestTextLimits.summary}
              error={errors.message?.message}
              {...register("message")}
            />
          </div>
          <PrivacyNotice
            form="grievance"
            language={noticeLanguage}
            onLanguageChange={setNoticeLanguage}
            className="sm:col-span-2"
          />
          {failure ? (
            <p role="alert" className="text-red-700 sm:col-span-2">
              {failure}
            </p>
          ) : null}
          <div className="sm:col-span-2">
            <SendButton ready={ready} sending={isSubmitting}>
              Send to the Grievance Officer
            </SendButton>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
