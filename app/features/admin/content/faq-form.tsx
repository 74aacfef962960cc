import { Form } from "react-router";

import { faqLimits } from "~domain/content/faq";

import { TextAreaField, TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

export type FaqFormValues = { question: string; answer: string };

export const emptyFaqForm: FaqFormValues = { question: "", answer: "" };

/** A question and its answer, in plain text as /faq shows them. */
export function FaqForm({
  values,
  errors = {},
  intent,
  submitLabel,
}: {
  values: FaqFormValues;
  errors?: FormErrors | undefined;
  intent: "create" | "save";
  submitLabel: string;
}) {
  return (
    <Form method="post" className="mt-4 space-y-5">
      <TextField
        label="Question"
        name="question"
        defaultValue={values.question}
        error={errors.question}
        required
        maxLength={faqLimits.question}
      />
      <TextAreaField
        label="Answer"
        hint="(plain text, shown as one paragraph)"
        name="answer"
        defaultValue={values.answer}
        error={errors.answer}
        required
        rows={7}
        maxLength={faqLimits.answer}
      />
      <SubmitButton name="intent" value={intent} pendingLabel="Saving…">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
