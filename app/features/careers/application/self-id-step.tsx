import { useWatch } from "react-hook-form";

import { SelectField, TextField } from "~/components/ui/text-field";

import {
  disabilityOptions,
  genderOptions,
  heardAboutOptions,
  raceEthnicityOptions,
  referredOptions,
  veteranOptions,
} from "~domain/applications/job-application-fields";
import { ChoiceField } from "./choice-field";
import type { StepProps } from "./step-props";

/** Step 3, 'Voluntary self-identification': optional, kept apart from the application. */
export function SelfIdStep({ form }: StepProps) {
  const { control, register } = form;
  const referred = useWatch({ control, name: "referred" });
  return (
    <div className="space-y-6">
      <p className="rounded-2xl bg-brand-50 p-4 text-sm text-slate-700">
        Answering is voluntary. Your answers are stored separately from your application and are not used in hiring
        decisions.
      </p>
      <ChoiceField
        control={control}
        name="referred"
        legend="Were you referred by someone at Nexora?"
        options={referredOptions}
      />
      {referred === "Yes" ? <TextField label="Referrer's name" {...register("referrerName")} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Gender" options={genderOptions} {...register("gender")} />
        <SelectField label="Race/Ethnicity" options={raceEthnicityOptions} {...register("raceEthnicity")} />
        <SelectField label="Disability Status" options={disabilityOptions} {...register("disabilityStatus")} />
        <SelectField label="Veteran Status" options={veteranOptions} {...register("veteranStatus")} />
        <SelectField
          label="How did you hear about this role?"
          options={heardAboutOptions}
          {...register("heardAbout")}
        />
      </div>
    </div>
  );
}
