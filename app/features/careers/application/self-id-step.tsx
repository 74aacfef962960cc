import { RadioGroupField, SelectField, TextField } from "~/components/ui/text-field";

import {
  disabilityOptions,
  genderOptions,
  heardAboutOptions,
  raceEthnicityOptions,
  referredOptions,
  veteranOptions,
} from "~domain/job-application";
import type { StepProps } from "./step-props";

/** Step 3, 'Voluntary self-identification': optional, kept apart from the application. */
export function SelfIdStep({ values, set }: StepProps) {
  return (
    <div className="space-y-6">
      <p className="rounded-2xl bg-brand-50 p-4 text-sm text-slate-700">
        Answering is voluntary. Your answers are stored separately from your application and are not used in hiring
        decisions.
      </p>
      <RadioGroupField
        legend="Were you referred by someone at Nexora?"
        name="referred"
        value={values.referred}
        options={referredOptions}
        onChange={(answer) => set("referred", answer)}
      />
      {values.referred === "Yes" ? (
        <TextField
          label="Referrer's name"
          name="referrerName"
          value={values.referrerName}
          onChange={(event) => set("referrerName", event.target.value)}
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Gender"
          name="gender"
          options={genderOptions}
          value={values.gender}
          onChange={(event) => set("gender", event.target.value)}
        />
        <SelectField
          label="Race/Ethnicity"
          name="raceEthnicity"
          options={raceEthnicityOptions}
          value={values.raceEthnicity}
          onChange={(event) => set("raceEthnicity", event.target.value)}
        />
        <SelectField
          label="Disability Status"
          name="disabilityStatus"
          options={disabilityOptions}
          value={values.disabilityStatus}
          onChange={(event) => set("disabilityStatus", event.target.value)}
        />
        <SelectField
          label="Veteran Status"
          name="veteranStatus"
          options={veteranOptions}
          value={values.veteranStatus}
          onChange={(event) => set("veteranStatus", event.target.value)}
        />
        <SelectField
          label="How did you hear about this role?"
          name="heardAbout"
          options={heardAboutOptions}
          value={values.heardAbout}
          onChange={(event) => set("heardAbout", event.target.value)}
        />
      </div>
    </div>
  );
}
