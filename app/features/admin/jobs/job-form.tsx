import type { ComponentProps } from "react";
import { Form } from "react-router";

import { JobFormSchema, jobLimits, jobTypes, salaryPeriodLabels, salaryPeriods } from "~domain/jobs/job-posts";

import { SelectField, TextAreaField, TextField } from "~/components/ui/text-field";
import { careerOffices, departments } from "~/content/careers";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { bindFields } from "~/features/admin/shared/form-fields";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import type { JobFormValues } from "./job-form-values";

// Suggestions, not a choice: the careers search's location filter matches these names exactly.
const locationSuggestions = [...careerOffices.map((office) => office.city), "Remote (India)"];

/** A required field that offers the usual answers as one types, and takes any other. */
function SuggestingTextField({
  suggestions,
  list,
  ...field
}: ComponentProps<typeof TextField> & { list: string; suggestions: string[] }) {
  return (
    <>
      <TextField {...field} required list={list} />
      <datalist id={list}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
}

/**
 * The job's fields, a plain form that posts back to its page (it works without JavaScript).
 * `values` are what the fields hold: the saved job, or what was typed when the server refused it.
 */
export function JobForm({
  values,
  errors,
  submitLabel,
}: {
  values: JobFormValues;
  errors?: FormErrors | undefined;
  submitLabel: string;
}) {
  const form = useCheckedForm(JobFormSchema, errors);
  const { names } = form;
  const bind = bindFields(values, form.errors);
  return (
    <Form
      method="post"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      onSubmit={form.onSubmit}
    >
      <TextField label="Job title" {...bind(names.title)} required maxLength={jobLimits.title} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SuggestingTextField
          label="Department"
          {...bind(names.department)}
          maxLength={jobLimits.department}
          list="job-departments"
          suggestions={departments.map((department) => department.name)}
        />
        <SuggestingTextField
          label="Location"
          {...bind(names.location)}
          maxLength={jobLimits.location}
          list="job-locations"
          suggestions={locationSuggestions}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Type" {...bind(names.type)} required options={jobTypes} placeholder="Choose..." />
        <TextField
          label="Valid through"
          hint="(optional: the last day, India time)"
          {...bind(names.validThrough)}
          type="date"
        />
      </div>
      <div>
        <TextAreaField
          label="Description"
          {...bind(names.description)}
          required
          rows={14}
          maxLength={jobLimits.description}
        />
        <p className="mt-1.5 text-sm text-slate-600">
          Markdown: <code>## Heading</code>, <code>**bold**</code>, <code>*italic*</code>, <code>- list item</code>,{" "}
          <code>[link text](https://…)</code>, a blank line between paragraphs. HTML shows as plain text.
        </p>
      </div>
      <TextField label="Keywords" hint="(comma-separated; the careers search matches them)" {...bind(names.keywords)} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          Salary <span className="font-normal text-slate-600">(optional, in rupees: both ends, or neither)</span>
        </legend>
        <div className="mt-1 grid gap-5 sm:grid-cols-3">
          <TextField label="From" {...bind(names.salaryMin)} inputMode="numeric" />
          <TextField label="To" {...bind(names.salaryMax)} inputMode="numeric" />
          <SelectField
            label="Paid"
            {...bind(names.salaryPeriod)}
            options={salaryPeriods}
            labels={salaryPeriodLabels}
            placeholder=""
          />
        </div>
      </fieldset>
      <SubmitButton name="intent" value="save" pendingLabel="Saving...">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
