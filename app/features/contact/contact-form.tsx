import { lazy, Suspense, useState } from "react";
import { useForm } from "react-hook-form";
import { Toaster, toast } from "sonner";

import { postJson } from "~/api-client";
import { lazyResolver } from "~/components/forms/lazy-resolver";
import { PersonField } from "~/components/forms/person-field";
import { SendButton } from "~/components/forms/send-button";
import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import { useNoticeLanguage } from "~/components/privacy/notice-language-choice";
import { TextAreaField } from "~/components/ui/text-field";
import { useIsClient } from "~/components/use-is-client";

import type { ContactEnquiry, ContactEnquiryInput } from "~domain/enquiries/contact-enquiry";
import { contactEnquiryLimits, honeypotField } from "~domain/enquiries/contact-enquiry-fields";
import { emptyPersonDetails } from "~domain/forms/person-details";
import { noticeShownIn } from "~domain/privacy/notices";
import { useSessionDraft } from "./use-session-draft";

const enquiryRules = lazyResolver(async () => (await import("./contact-enquiry-resolver")).contactEnquiryResolver);

// Needed only once an enquiry is accepted; its download starts when the visitor sends.
const loadThankYouDialog = () => import("./thank-you-dialog");
const ThankYouDialog = lazy(async () => ({ default: (await loadThankYouDialog()).ThankYouDialog }));

type ContactFormProps = {
  /** Recorded with the enquiry: "contact", "testimonials" or "project:<id>". */
  source: string;
  submitLabel?: string;
  title?: string;
};

const emptyEnquiry: ContactEnquiryInput = emptyPersonDetails();

/** The message form of the contact page, the testimonials page and the project case studies. */
export function ContactForm({ source, submitLabel = "Send message", title = "Send us a message" }: ContactFormProps) {
  const form = useForm<ContactEnquiryInput, unknown, ContactEnquiry>({
    resolver: enquiryRules.resolver,
    defaultValues: emptyEnquiry,
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const draft = useSessionDraft(`contact-draft:${source}`, form);
  const [thanked, setThanked] = useState(false);
  const [noticeLanguage, setNoticeLanguage] = useNoticeLanguage();
  // Until this code runs, a press would have the browser send the fields itself, as a GET with the
  // visitor's details in the address (and the server's log); the server's HTML keeps it disabled.
  const ready = useIsClient();

  const send = async (enquiry: ContactEnquiry, trap: string) => {
    void loadThankYouDialog().catch(() => undefined);
    const result = await postJson<{ id: string }>("/contactus/submit", {
      ...enquiry,
      source,
      [honeypotField]: trap,
      ...noticeShownIn(noticeLanguage),
    });
    if (result.ok) {
      draft.clear();
      reset(emptyEnquiry);
      setThanked(true);
      return;
    }
    for (const [field, message] of Object.entries(result.errors ?? {})) {
      if (field in emptyEnquiry) setError(field as keyof ContactEnquiryInput, { message });
    }
    reportFailure(result.message);
  };
  const reportFailure = (description?: string) => toast.error("Error in submitting form", { description });

  return (
    <section
      aria-labelledby={`${source}-form-title`}
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2 id={`${source}-form-title`} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <form
        onSubmit={(event) => {
          // While a submission is in flight, further submits (Enter, double clicks) are ignored.
          if (isSubmitting) return event.preventDefault();
          const trap = String(new FormData(event.currentTarget).get(honeypotField) ?? "");
          handleSubmit((enquiry) => send(enquiry, trap))(event).catch(() => reportFailure());
        }}
        onFocus={enquiryRules.preload}
        className="mt-6"
      >
        <fieldset disabled={isSubmitting} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">Your details</legend>
          <PersonField
            field="firstName"
            required
            maxLength={contactEnquiryLimits.name}
            error={errors.firstName?.message}
            {...register("firstName")}
          />
          <PersonField
            field="lastName"
            required
            maxLength={contactEnquiryLimits.name}
            error={errors.lastName?.message}
            {...register("lastName")}
          />
          <PersonField
            field="email"
            required
            maxLength={contactEnquiryLimits.email}
            error={errors.email?.message}
            {...register("email")}
          />
          <PersonField
            field="phone"
            hint="(Optional)"
            maxLength={contactEnquiryLimits.phone}
            error={errors.phone?.message}
            {...register("phone")}
          />
          <div className="sm:col-span-2">
            <TextAreaField
              label="Message"
              required
              maxLength={contactEnquiryLimits.message}
              placeholder="What would you like to build or improve?"
              error={errors.message?.message}
              {...register("message")}
            />
          </div>
          {/* Only bots fill this in; people never see it. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Website
              <input name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <PrivacyNotice
            form="enquiry"
            language={noticeLanguage}
            onLanguageChange={setNoticeLanguage}
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <SendButton ready={ready} sending={isSubmitting}>
              {submitLabel}
            </SendButton>
          </div>
        </fieldset>
      </form>
      {thanked ? (
        <Suspense>
          <ThankYouDialog open onClose={() => setThanked(false)} />
        </Suspense>
      ) : null}
      <Toaster position="top-center" richColors closeButton />
    </section>
  );
}
