import type { TestimonialRecord } from "~contracts/content-entries";
import {
  placementLabels,
  testimonialAvatars,
  TestimonialFormSchema,
  testimonialLimits,
  testimonialPlacements,
  type TestimonialPlacement,
} from "~domain/content/testimonials";
import { noticeVersion, testimonialNoticeSection } from "~domain/privacy/notices";
import { noticeLanguageNames, noticeLanguages } from "~domain/privacy/notice-languages";

import { SelectField, TextAreaField, TextField } from "~/components/ui/text-field";
import { bindFields } from "~/features/admin/shared/form-fields";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";

import { OrderedEntryForm, type OrderedEntryFormProps } from "./ordered-entry-form";

export type TestimonialFormValues = {
  placement: string;
  quote: string;
  shownName: string;
  shownRole: string;
  avatar: string;
  consentNote: string;
  consentDate: string;
  noticeVersion: string;
  noticeLanguage: string;
};

export const emptyTestimonialForm: TestimonialFormValues = {
  placement: "page",
  quote: "",
  shownName: "",
  shownRole: "",
  avatar: testimonialAvatars[0]!,
  consentNote: "",
  consentDate: "",
  noticeVersion,
  // Chosen by the editor: the language the customer was sent the notice in.
  noticeLanguage: "",
};

/** A testimonial's form; one agreed before notices asks which notice was sent the next time it is saved. */
export const testimonialFormValuesOf = (record: TestimonialRecord): TestimonialFormValues => ({
  ...record,
  noticeVersion: record.noticeVersion ?? noticeVersion,
  noticeLanguage: record.noticeLanguage ?? "",
});

/** Each language by its own name, as the notice's choice labels it. */
const noticeLanguageLabels = Object.fromEntries(
  noticeLanguages.map((code) => [code, noticeLanguageNames[code].ownName]),
);

/** Every field as posted, for the form to show again after a refusal. */
export const postedTestimonial = (fields: Record<string, string>): TestimonialFormValues => ({
  ...emptyTestimonialForm,
  ...fields,
});

/**
 * A testimonial's quote, what the page shows of the customer, and the record of their agreement
 * to it ("testimonials name only what the customer agreed to show").
 */
export function TestimonialForm({
  values,
  errors,
  intent,
  submitLabel,
  draft,
}: OrderedEntryFormProps<TestimonialFormValues>) {
  const form = useCheckedForm(TestimonialFormSchema, errors);
  const { names } = form;
  const field = bindFields(values, form.errors);
  return (
    <OrderedEntryForm intent={intent} submitLabel={submitLabel} draft={draft} onSubmit={form.onSubmit}>
      <SelectField
        label="Shown on"
        {...field(names.placement)}
        required
        options={testimonialPlacements}
        labels={placementLabels satisfies Record<TestimonialPlacement, string>}
        placeholder=""
      />
      <div>
        <TextAreaField label="Quote" {...field(names.quote)} required rows={6} maxLength={testimonialLimits.quote} />
        <p className="mt-1.5 text-sm text-slate-600">
          Plain text. Put <code>**</code> before and after the words to show in bold:{" "}
          <code>**Returns fell by half.**</code>
        </p>
      </div>
      <fieldset className="space-y-5 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-brand-900">What the customer agreed to show</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Name shown"
            hint="(as agreed: a full name, or a first name and initial)"
            {...field(names.shownName)}
            required
            maxLength={testimonialLimits.shownName}
          />
          <TextField
            label="Role and company shown"
            hint="(optional: empty if they agreed to their name only)"
            {...field(names.shownRole)}
            maxLength={testimonialLimits.shownRole}
          />
        </div>
        <TextAreaField
          label="Consent note"
          hint="(who agreed, to what, and how: e-mail, signed form…)"
          {...field(names.consentNote)}
          required
          rows={3}
          maxLength={testimonialLimits.consentNote}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Agreed on" {...field(names.consentDate)} type="date" required />
          <SelectField
            label="Privacy notice sent in"
            {...field(names.noticeLanguage)}
            required
            options={noticeLanguages}
            labels={noticeLanguageLabels}
            placeholder="Choose the language"
          />
        </div>
        <input type="hidden" name={names.noticeVersion} value={values.noticeVersion} />
        <p className="text-sm text-slate-600">
          Before the customer agrees, send them the privacy notice for testimonials:{" "}
          <a
            href={`${testimonialNoticeSection.path}#${testimonialNoticeSection.anchor}`}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-accent-700 underline"
          >
            “{testimonialNoticeSection.title}” on the privacy page
          </a>{" "}
          (version of {values.noticeVersion}, in English or Hindi).
        </p>
      </fieldset>
      <AvatarChoice name={names.avatar} current={values.avatar} error={form.errors.avatar} />
    </OrderedEntryForm>
  );
}

/** The site's avatars as pictures to choose from: the card shows the one chosen. */
function AvatarChoice({ name, current, error }: { name: string; current: string; error?: string | undefined }) {
  return (
    <fieldset aria-describedby={error ? "avatar-error" : undefined}>
      <legend className="block text-sm font-medium text-slate-800">Avatar</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {testimonialAvatars.map((avatar, index) => (
          <label
            key={avatar}
            className="cursor-pointer rounded-full p-0.5 ring-2 ring-transparent has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
          >
            <input type="radio" name={name} value={avatar} defaultChecked={avatar === current} className="sr-only" />
            <img src={avatar} alt={`Avatar ${index + 1}`} width={40} height={40} className="size-10 rounded-full" />
          </label>
        ))}
      </div>
      {error ? (
        <p id="avatar-error" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
