import { useController } from "react-hook-form";

import { TextAreaField, TextField } from "~/components/ui/text-field";

import { emptyWorkExperience } from "~domain/applications/empty-application";
import { EntryList } from "./entry-list";
import type { ApplicationFormMethods, StepProps } from "./step-props";

/** The jobs the applicant held (careers specification, section 3). */
export function WorkExperienceEntries({ form }: StepProps) {
  return (
    <EntryList form={form} name="workExperience" blank={emptyWorkExperience} legend="Work experience" noun="experience">
      {(index, field) => (
        <>
          <TextField label="Company" {...field("company")} />
          <TextField label="Job Title" {...field("jobTitle")} />
          <TextField label="Start Date" type="month" {...field("startDate")} />
          <EndDateField control={form.control} index={index} />
          <div className="sm:col-span-2">
            <TextAreaField label="Description" hint="(Optional)" {...field("description")} />
          </div>
        </>
      )}
    </EntryList>
  );
}

/** A month, or "Present" for the job the applicant still holds (careers specification, section 3). */
function EndDateField({ control, index }: { control: ApplicationFormMethods["control"]; index: number }) {
  const { name, value, onChange, onBlur } = useController({ control, name: `workExperience.${index}.endDate` }).field;
  const present = value === "Present";
  return (
    <div>
      <TextField
        label="End Date"
        type="month"
        disabled={present}
        name={name}
        value={present ? "" : (value ?? "")}
        onChange={onChange}
        onBlur={onBlur}
      />
      <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={present}
          onChange={(event) => onChange(event.target.checked ? "Present" : "")}
          className="size-4"
        />
        I currently work here (Present)
      </label>
    </div>
  );
}
