import { Form, useNavigation } from "react-router";

import {
  nomineeCircumstanceNames,
  nomineeCircumstances,
  nomineeRequestKindNames,
  nomineeRequestKinds,
  nomineeRequestLimit,
} from "~domain/privacy/nomination";

import { SelectField, TextAreaField, TextField } from "~/components/ui/text-field";

import { PrivateCard } from "./ask-for-link";

/** What the form's post answers: the one message for every request, fields' messages, or a spent quota. */
export type NomineeRequestAnswer =
  | { received: string }
  | { errors: Record<string, string>; values: Record<string, string> }
  | { refused: string; values: Record<string, string> };

/**
 * /privacy/nominee: a nominee asks for the person who named them (issue 61, item 5). The answer is
 * the same whether or not the person or the nomination is known, and nothing of the person is
 * shown here: staff verify the nominee first, then write to them.
 */
export function NomineeRequestPage({ answer }: { answer?: NomineeRequestAnswer | undefined }) {
  const submitting = useNavigation().state === "submitting";
  const values = answer && "values" in answer ? answer.values : {};
  const errors = answer && "errors" in answer ? answer.errors : {};
  return (
    <PrivateCard title="Ask as a nominee">
      <p>
        If someone named you as their nominee with us and has died or cannot act for themselves, you may use their
        rights over their data for them. Tell us who you are and what you ask. We check that you are their nominee
        before we show or do anything, and write to you at the address you give.
      </p>
      {answer && "received" in answer ? (
        <p role="status" className="rounded-xl bg-brand-50 p-4 text-brand-900">
          {answer.received}
        </p>
      ) : (
        <Form method="post" noValidate className="mt-6 space-y-4 text-left">
          <TextField
            label="Your name"
            name="nomineeName"
            autoComplete="name"
            required
            maxLength={120}
            defaultValue={values.nomineeName}
            error={errors.nomineeName}
          />
          <TextField
            label="Your e-mail address"
            name="nomineeEmail"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.nomineeEmail}
            error={errors.nomineeEmail}
          />
          <TextField
            label="The e-mail address the person used with us"
            name="personEmail"
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            defaultValue={values.personEmail}
            error={errors.personEmail}
          />
          <SelectField
            label="Why you act for them"
            name="circumstance"
            required
            options={nomineeCircumstances}
            labels={nomineeCircumstanceNames}
            defaultValue={values.circumstance ?? ""}
            error={errors.circumstance}
          />
          <SelectField
            label="What you ask us to do"
            name="kind"
            required
            options={nomineeRequestKinds}
            labels={nomineeRequestKindNames}
            defaultValue={values.kind ?? ""}
            error={errors.kind}
          />
          <TextAreaField
            label="Tell us more"
            name="request"
            required
            maxLength={nomineeRequestLimit}
            defaultValue={values.request}
            error={errors.request}
          />
          {answer && "refused" in answer ? (
            <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
              {answer.refused}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={submitting}
            className="inline-flex items-center justify-center rounded-full bg-accent-700 px-8 py-3 font-semibold text-white transition-colors hover:bg-accent-800 disabled:opacity-70"
          >
            {submitting ? "Sending…" : "Send my request"}
          </button>
        </Form>
      )}
    </PrivateCard>
  );
}
