import { useWatch, type FieldPathByValue } from "react-hook-form";

import { SelectField, TextAreaField, TextField } from "~/components/ui/text-field";

import type { ApplicationFormInput } from "~domain/applications/job-application";
import { countryOptions, defaultCountry } from "~domain/applications/job-application-fields";
import { bindField } from "./bind-field";
import { EducationEntries } from "./education-entries";
import type { StepProps } from "./step-props";
import { WorkExperienceEntries } from "./work-experience-entries";

/** Step 1, 'Careers profile' (careers specification, sections 3 and 5). */
export function ProfileStep({ form }: StepProps) {
  const { control, register, setValue, getValues, formState } = form;
  const resume = useWatch({ control, name: "resume" });
  const text = (field: FieldPathByValue<ApplicationFormInput, string | undefined>) => bindField(form, field);

  return (
    <div className="space-y-8">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold text-brand-900">About you</legend>
        <TextField label="Full Name" required autoComplete="name" {...text("fullName")} />
        <TextField label="Email" type="email" required autoComplete="email" {...text("email")} />
        <TextField label="Phone Number" type="tel" required autoComplete="tel" {...text("phone")} />
        {/* A required choice starts with an empty option, as HTML asks; India stands chosen from the
            server's HTML on, before this code arrives. */}
        <SelectField
          label="Country"
          required
          options={countryOptions}
          defaultValue={defaultCountry}
          {...register("country")}
        />
        <TextField label="City" required autoComplete="address-level2" {...text("city")} />
        <TextField
          label="Current Address"
          hint="(Optional)"
          // The street's line: the city and the country have fields of their own (street-address is for a textarea).
          autoComplete="address-line1"
          {...text("currentAddress")}
        />
        <TextField label="Preferred Pronouns" hint="(Optional)" {...text("preferredPronouns")} />
        <div>
          <TextField
            label="Resume"
            hint="(PDF, DOC or DOCX, up to 10MB)"
            required
            type="file"
            name="resume"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            error={formState.errors.resume?.message}
            onChange={(event) => setValue("resume", event.target.files?.[0])}
            // A file chosen in the server's HTML, before this code arrived, raised no change this
            // form saw: the input still holds it, and so does the application from now on.
            ref={(input) => {
              const chosen = input?.files?.[0];
              if (chosen && !getValues("resume")) setValue("resume", chosen);
            }}
          />
          {resume ? <p className="mt-1 text-sm text-slate-600">Selected: {resume.name}</p> : null}
        </div>
        <div className="sm:col-span-2">
          <TextAreaField label="Cover Letter" hint="(Optional)" {...text("coverLetter")} />
        </div>
      </fieldset>

      <EducationEntries form={form} />
      <WorkExperienceEntries form={form} />

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold text-brand-900">Links</legend>
        <TextField label="LinkedIn" type="url" hint="(Optional)" {...text("linkedin")} />
        <TextField label="Portfolio" type="url" hint="(Optional)" {...text("portfolio")} />
        <TextField label="GitHub" type="url" hint="(Optional)" {...text("github")} />
        <TextField label="Other link" type="url" hint="(Optional)" {...text("otherLink")} />
      </fieldset>
    </div>
  );
}
