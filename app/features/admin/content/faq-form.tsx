import { FaqEntryFormSchema, faqLimits } from "~domain/content/faq";

import { TextAreaField, TextField } from "~/components/ui/text-field";
import { bindFields } from "~/features/admin/shared/form-fields";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";

import { OrderedEntryForm, type OrderedEntryFormProps } from "./ordered-entry-form";

export type FaqFormValues = { question: string; answer: string };

export const emptyFaqForm: FaqFormValues = { question: "", answer: "" };

/** Every field as posted, for the form to show again after a refusal. */
export const postedFaq = (fields: Record<string, string>): FaqFormValues => ({ ...emptyFaqForm, ...fields });

/** A question and its answer, in plain text as /faq shows them. */
export function FaqForm({ values, errors, intent, submitLabel, draft }: OrderedEntryFormProps<FaqFormValues>) {
  const form = useCheckedForm(FaqEntryFormSchema, errors);
  const field = bindFields(values, form.errors);
  return (
    <OrderedEntryForm intent={intent} submitLabel={submitLabel} draft={draft} onSubmit={form.onSubmit}>
      <TextField label="Question" {...field(form.names.question)} required maxLength={faqLimits.question} />
      <TextAreaField
        label="Answer"
        hint="(plain text, shown as one paragraph)"
        {...field(form.names.answer)}
        required
        rows={7}
        maxLength={faqLimits.answer}
      />
    </OrderedEntryForm>
  );
}
