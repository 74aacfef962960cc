import { Form } from "react-router";

import { jobLimits, jobTypes, salaryPeriodLabels, salaryPeriods } from "~domain/recruiting";

import { SelectField, TextAreaField, TextField } from "~/components/ui/text-field";
import { careerOffices, departments } from "~/content/careers";
import type { FormErrors } from "~/features/admin/form-data";
import { SubmitButton } from "~/features/admin/ui/submit-button";

import type { JobFormValues } from "./job-form-values";

// Suggestions, not a choice: the careers search's location filter matches these names exactly.
const locationSuggestions = [...careerOffices.map((office) => office.city), "Remote (India)"];

/**
 * The job's fields, a plain form that posts back to its page (it works without JavaScript).
 * `values` are what the fields hold: the saved job, or what was typed when the server refused it.
 */
export function JobForm({
  values,
  errors = {},
  submitLabel,
}: {
  values: JobFormValues;
  errors?: FormErrors | undefined;
  submitLabel: string;
}) {
  return (
    <Form method="post" className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <TextField
        label="Job title"
        name="title"
        required
        maxLength={jobLimits.title}
        defaultValue={values.title}
        error={errors.title}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Department"
          name="department"
          required
          maxLength={jobLimits.department}
          list="job-departments"
          defaultValue={values.department}
          error={errors.department}
        />
        <TextField
          label="Location"
          name="location"
          required
          maxLength={jobLimits.location}
          list="job-locations"
          defaultValue={values.location}
          error={errors.location}
        />
        <datalist id="job-departments">
          {departments.map((department) => (
            <option key={department.name} value={department.name} />
          ))}
        </datalist>
        <datalist id="job-locations">
          {locationSuggestions.map((location) => (
            <option key={location} value={location} />
          ))}
        </datalist>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Type"
          name="type"
          required
          options={jobTypes}
          placeholder="Choose..."
          defaultValue={values.type}
          error={errors.type}
        />
        <TextField
          label="Valid through"
          hint="(optional: the last day, India time)"
          name="validThrough"
          type="date"
          defaultValue={values.validThrough}
          error={errors.validThrough}
        />
      </div>
      <div>
        <TextAreaField
          label="Description"
          name="description"
          required
          rows={14}
          maxLength={jobLimits.description}
          defaultValue={values.description}
          error={errors.description}
        />
        <p className="mt-1.5 text-sm text-slate-600">
          Markdown: <code>## Heading</code>, <code>**bold**</code>, <code>*italic*</code>, <code>- list item</code>,{" "}
          <code>[link text](https://…)</code>, a blank line between paragraphs. HTML shows as plain text.
        </p>
      </div>
      <TextField
        label="Keywords"
        hint="(comma-separated; the careers search matches them)"
        name="keywords"
        defaultValue={values.keywords}
        error={errors.keywords}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          Salary <span className="font-normal text-slate-600">(optional, in rupees: both ends, or neither)</span>
        </legend>
        <div className="mt-1 grid gap-5 sm:grid-cols-3">
          <TextField
            label="From"
            name="salaryMin"
            inputMode="numeric"
            defaultValue={values.salaryMin}
            error={errors.salaryMin}
          />
          <TextField
            label="To"
            name="salaryMax"
            inputMode="numeric"
            defaultValue={values.salaryMax}
            error={errors.salaryMax}
          />
          <SelectField
            label="Paid"
            name="salaryPeriod"
            options={salaryPeriods}
            labels={salaryPeriodLabels}
            placeholder=""
            defaultValue={values.salaryPeriod}
            error={errors.salaryPeriod}
          />
        </div>
      </fieldset>
      <SubmitButton name="intent" value="save" pendingLabel="Saving...">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
