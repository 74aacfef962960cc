import { Form } from "react-router";

import {
  BreachRecordSchema,
  breachDataKindNames,
  breachDataKinds,
  breachKindField,
  breachScopeNames,
  breachScopes,
  breachTextLimit,
} from "~domain/privacy/breach";

import { TextAreaField, TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { Notice } from "~/features/admin/shared/ui/notice";
import { OptionFieldset } from "~/features/admin/shared/ui/option-fieldset";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

/** What was typed, kept when the form is refused. */
export type BreachFormValues = Record<string, string>;

/**
 * Recording a personal data breach (issue 61, item 6): when it was found, what happened and
 * where, what it touched, the period, what was done, the likely consequences and whom people may
 * contact. Its people, the notices and the Board's report follow on the breach's page.
 */
export function BreachFormPage({
  errors,
  values = {},
}: {
  errors?: FormErrors | undefined;
  values?: BreachFormValues;
}) {
  const form = useCheckedForm(BreachRecordSchema, errors);
  const { names } = form;
  const text = (name: keyof BreachFormValues) => values[name] ?? "";
  return (
    <>
      <BackLink to="/admin/privacy/breaches">All breaches</BackLink>
      <PageHeader
        title="Record a data breach"
        intro="The Board must have the report within 72 hours of the breach being found, and each person affected a notice without delay. Record what is known now; the people affected are listed from the data on the next page."
      />
      {form.errors.form ? <Notice tone="error">{form.errors.form}</Notice> : null}
      <Form method="post" className="flex flex-col gap-6" onSubmit={form.onSubmit} noValidate>
        <SectionCard title="What happened">
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField
              label="Day it was found"
              name={names.foundDate}
              type="date"
              required
              defaultValue={text("foundDate")}
              error={form.errors.foundDate}
            />
            <TextField
              label="Time it was found (India)"
              name={names.foundTime}
              type="time"
              required
              defaultValue={text("foundTime")}
              error={form.errors.foundTime}
            />
          </div>
          <div className="mt-4 flex flex-col gap-4">
            <TextAreaField
              label="What happened"
              name={names.whatHappened}
              required
              maxLength={breachTextLimit}
              defaultValue={text("whatHappened")}
              error={form.errors.whatHappened}
            />
            <TextField
              label="Where: which system, place or supplier"
              name={names.location}
              required
              maxLength={500}
              defaultValue={text("location")}
              error={form.errors.location}
            />
            <TextAreaField
              label="What is known of who or what caused it"
              hint="(Optional)"
              name={names.cause}
              maxLength={breachTextLimit}
              defaultValue={text("cause")}
              error={form.errors.cause}
            />
          </div>
        </SectionCard>

        <SectionCard title="What it touched">
          <div className="mt-4 flex flex-col gap-5">
            <fieldset aria-describedby={form.errors.kinds ? "breach-kinds-error" : undefined}>
              <legend className="text-sm font-medium text-slate-800">Kinds of record</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {breachDataKinds.map((kind) => (
                  <label key={kind} className="flex items-start gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      name={breachKindField(kind)}
                      value="yes"
                      defaultChecked={values[breachKindField(kind)] === "yes"}
                      className="mt-0.5 accent-brand-700"
                    />
                    {breachDataKindNames[kind]}
                  </label>
                ))}
              </div>
              {form.errors.kinds ? (
                <p id="breach-kinds-error" className="mt-1.5 text-sm text-red-700">
                  {form.errors.kinds}
                </p>
              ) : null}
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="First day it covers"
                name={names.periodFrom}
                type="date"
                required
                defaultValue={text("periodFrom")}
                error={form.errors.periodFrom}
              />
              <TextField
                label="Last day it covers"
                name={names.periodTo}
                type="date"
                required
                defaultValue={text("periodTo")}
                error={form.errors.periodTo}
              />
            </div>
            <OptionFieldset
              legend="Which records of the period"
              type="radio"
              name={names.scope}
              options={breachScopes.map((scope) => ({ value: scope, label: breachScopeNames[scope] }))}
              checked={(scope) => (values.scope ?? "created") === scope}
              error={form.errors.scope}
            />
          </div>
        </SectionCard>

        <SectionCard
          title="What people are told"
          intro="These words go into each person's notice and the Board's report."
        >
          <div className="mt-4 flex flex-col gap-4">
            <TextAreaField
              label="What was done, and is being done, about it"
              name={names.measures}
              required
              maxLength={breachTextLimit}
              defaultValue={text("measures")}
              error={form.errors.measures}
            />
            <TextAreaField
              label="Likely consequences for the people affected"
              name={names.consequences}
              required
              maxLength={breachTextLimit}
              defaultValue={text("consequences")}
              error={form.errors.consequences}
            />
            <TextField
              label="Whom people can contact about it"
              name={names.contact}
              required
              maxLength={500}
              defaultValue={text("contact")}
              error={form.errors.contact}
            />
          </div>
        </SectionCard>
        <div>
          <SubmitButton pendingLabel="Recording...">Record the breach</SubmitButton>
        </div>
      </Form>
    </>
  );
}
