import type { UseFormReturn } from "react-hook-form";

import { PersonField } from "~/components/forms/person-field";
import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import { TextAreaField } from "~/components/ui/text-field";

import type { NoticeLanguage } from "~domain/privacy/notice-languages";
import type { BookingContactDetails, BookingContactDetailsInput } from "./booking-contact-details";

type BookingFormStepProps = {
  form: UseFormReturn<BookingContactDetailsInput, unknown, BookingContactDetails>;
  submitting: boolean;
  error?: string;
  /** The language the privacy notice is read in, sent with the booking. */
  noticeLanguage: NoticeLanguage;
  onNoticeLanguageChange: (language: NoticeLanguage) => void;
};

/** Step 3: who is booking. First name, e-mail and phone are required (marketing specification, section 5). */
export function BookingFormStep({
  form,
  submitting,
  error,
  noticeLanguage,
  onNoticeLanguageChange,
}: BookingFormStepProps) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <fieldset disabled={submitting} className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">Your details</legend>
      {error ? (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2"
        >
          {error}
        </p>
      ) : null}
      <PersonField field="firstName" required error={errors.firstName?.message} {...register("firstName")} />
      <PersonField field="lastName" error={errors.lastName?.message} {...register("lastName")} />
      <PersonField field="email" required error={errors.email?.message} {...register("email")} />
      <PersonField field="phone" required error={errors.phone?.message} {...register("phone")} />
      <div className="sm:col-span-2">
        <TextAreaField
          label="Message"
          hint="(Optional)"
          rows={3}
          placeholder="Anything we should prepare for the call?"
          error={errors.message?.message}
          {...register("message")}
        />
      </div>
      <PrivacyNotice
        form="booking"
        language={noticeLanguage}
        onLanguageChange={onNoticeLanguageChange}
        className="sm:col-span-2"
      />
    </fieldset>
  );
}
