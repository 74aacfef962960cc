import { useState } from "react";

import { SelectField, TextField } from "~/components/ui/text-field";

import { emptyEducation } from "~domain/applications/empty-application";
import { yearChoices } from "~domain/applications/job-application-fields";
import { EntryList } from "./entry-list";
import type { StepProps } from "./step-props";

/** The schools the applicant attended (careers specification, section 3). */
export function EducationEntries({ form }: StepProps) {
  const [years] = useState(() => yearChoices(new Date()));

  return (
    <EntryList form={form} name="education" blank={emptyEducation} legend="Education" noun="education">
      {(index, field) => (
        <>
          <TextField label="School" {...field("school")} />
          <TextField label="Degree" {...field("degree")} />
          <TextField label="Field of Study" {...field("fieldOfStudy")} />
          <div className="grid grid-cols-2 gap-3">
            <SelectField label="Start Year" options={years} {...field("startYear")} />
            <SelectField label="End Year" options={["Present", ...years]} {...field("endYear")} />
          </div>
        </>
      )}
    </EntryList>
  );
}
