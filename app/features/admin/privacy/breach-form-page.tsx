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
import { fieldNames, type FieldName } from "~/features/admin/shared/forms/field-names";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { Notice } from "~/features/admin/shared/ui/notice";
import { OptionFieldset } from "~/features/admin/shared/ui/option-fieldset";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

/** What was typed, kept when the form is refused. */
export type BreachFormValues = Record<string, string>;

const names = fieldNames(BreachRecordSchema);

/** One of the breach's fields: its input's attributes, and whether it takes several lines. */
type BreachField = {
  label: string;
  hint?: string;
  name: FieldName<typeof BreachRecordSchema>;
  type?: "date" | "time";
  required?: boolean;
  maxLength?: number;
  lines?: boolean;
};

const whenFound: BreachField[] = [
  { label: "Day it was found", name: names.foundDate, type: "date", required: true },
  { label: "Time it was found (India)", name: names.foundTime, type: "time", required: true },
];

const whatHappened: BreachField[] = [
  { label: "What happened", name: names.whatHappened, required: true, maxLength: breachTextLimit, lines: true },
  { label: "Where: which system, place or supplier", name: names.location, required: true, maxLength: 500 },
  {
    label: "What is known of who or what caused it",
    hint: "(Optional)",
    name: names.cause,
    maxLength: breachTextLimit,
    lines: true,
  },
];

const period: BreachField[] = [
  { label: "First day it covers", name: names.periodFrom, type: "date", required: true },
  { label: "Last day it covers", name: names.periodTo, type: "date", required: true },
];

const whatPeopleAreTold: BreachField[] = [
  {
    label: "What was done, and is being done, about it",
    name: names.measures,
    required: true,
    maxLength: breachTextLimit,
    lines: true,
  },
  {
    label: "Likely consequences for the people affected",
    name: names.consequences,
    required: true,
    maxLength: breachTextLimit,
    lines: true,
  },
  { label: "Whom people can contact about it", name: names.contact, required: true, maxLength: 500 },
];

/** Fields in their order, each showing what was typed in it (empty at first) and why it was refused. */
function BreachFields({
  fields,
  values,
  errors,
}: {
  fields: BreachField[];
  values: BreachFormValues;
  errors: FormErrors;
}) {
  return fields.map(({ lines, ...field }) => {
    const Field = lines ? TextAreaField : TextField;
    return <Field key={field.name} {...field} defaultValue={values[field.name] ?? ""} error={errors[field.name]} />;
  });
}

/**
 * Recording a personal data breach (decision 063): when it was found, what happened and
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
            <BreachFields fields={whenFound} values={values} errors={form.errors} />
          </div>
          <div className="mt-4 flex flex-col gap-4">
            <BreachFields fields={whatHappened} values={values} errors={form.errors} />
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
              <BreachFields fields={period} values={values} errors={form.errors} />
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
            <BreachFields fields={whatPeopleAreTold} values={values} errors={form.errors} />
          </div>
        </SectionCard>
        <div>
          <SubmitButton pendingLabel="Recording...">Record the breach</SubmitButton>
        </div>
      </Form>
    </>
  );
}
