import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";

import { SelectField, TextAreaField, TextField } from "~/components/ui/text-field";

import { yearChoices } from "~domain/job-application";
import { emptyEducation, emptyExperience, type EducationEntry, type ExperienceEntry } from "./application-values";
import type { StepProps } from "./step-props";

type ProfileStepProps = StepProps & { resume?: File; onResume: (file: File | undefined) => void };

/** Step 1, 'Careers profile' (careers specification, sections 3 and 5). */
export function ProfileStep({ values, errors, set, resume, onResume }: ProfileStepProps) {
  const [years] = useState(() => yearChoices(new Date()));
  const text = (
    field:
      | "fullName"
      | "email"
      | "phone"
      | "city"
      | "currentAddress"
      | "preferredPronouns"
      | "linkedin"
      | "portfolio"
      | "github"
      | "otherLink",
  ) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
  });

  const setEducation = (index: number, change: Partial<EducationEntry>) =>
    set(
      "education",
      values.education.map((entry, at) => (at === index ? { ...entry, ...change } : entry)),
    );
  const setExperience = (index: number, change: Partial<ExperienceEntry>) =>
    set(
      "workExperience",
      values.workExperience.map((entry, at) => (at === index ? { ...entry, ...change } : entry)),
    );

  return (
    <div className="space-y-8">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold text-brand-900">About you</legend>
        <TextField label="Full Name" required autoComplete="name" {...text("fullName")} />
        <TextField label="Email" type="email" required autoComplete="email" {...text("email")} />
        <TextField label="Phone Number" type="tel" required autoComplete="tel" {...text("phone")} />
        <SelectField
          label="Country"
          required
          name="country"
          options={["India"]}
          placeholder=""
          value={values.country}
          onChange={(event) => set("country", event.target.value)}
        />
        <TextField label="City" required autoComplete="address-level2" {...text("city")} />
        <TextField
          label="Current Address"
          hint="(Optional)"
          autoComplete="street-address"
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
            error={errors.resume}
            onChange={(event) => onResume(event.target.files?.[0])}
          />
          {resume ? <p className="mt-1 text-sm text-slate-600">Selected: {resume.name}</p> : null}
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label="Cover Letter"
            hint="(Optional)"
            name="coverLetter"
            value={values.coverLetter}
            onChange={(event) => set("coverLetter", event.target.value)}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-4 text-lg font-semibold text-brand-900">Education</legend>
        {values.education.map((entry, index) => (
          <div key={index} className="grid gap-4 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2">
            <TextField
              label="School"
              value={entry.school}
              onChange={(event) => setEducation(index, { school: event.target.value })}
            />
            <TextField
              label="Degree"
              value={entry.degree}
              onChange={(event) => setEducation(index, { degree: event.target.value })}
            />
            <TextField
              label="Field of Study"
              value={entry.fieldOfStudy}
              onChange={(event) => setEducation(index, { fieldOfStudy: event.target.value })}
            />
            <div className="grid grid-cols-2 gap-3">
              <SelectField
                label="Start Year"
                options={years}
                value={entry.startYear}
                onChange={(event) => setEducation(index, { startYear: event.target.value })}
              />
              <SelectField
                label="End Year"
                options={["Present", ...years]}
                value={entry.endYear}
                onChange={(event) => setEducation(index, { endYear: event.target.value })}
              />
            </div>
            {values.education.length > 1 ? (
              <RemoveButton
                label={`Remove education ${index + 1}`}
                onClick={() =>
                  set(
                    "education",
                    values.education.filter((_, at) => at !== index),
                  )
                }
              />
            ) : null}
          </div>
        ))}
        <AddButton label="Add education" onClick={() => set("education", [...values.education, emptyEducation()])} />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-4 text-lg font-semibold text-brand-900">Work experience</legend>
        {values.workExperience.map((entry, index) => (
          <div key={index} className="grid gap-4 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2">
            <TextField
              label="Company"
              value={entry.company}
              onChange={(event) => setExperience(index, { company: event.target.value })}
            />
            <TextField
              label="Job Title"
              value={entry.jobTitle}
              onChange={(event) => setExperience(index, { jobTitle: event.target.value })}
            />
            <TextField
              label="Start Date"
              type="month"
              value={entry.startDate}
              onChange={(event) => setExperience(index, { startDate: event.target.value })}
            />
            <div>
              <TextField
                label="End Date"
                type="month"
                disabled={entry.endDate === "Present"}
                value={entry.endDate === "Present" ? "" : entry.endDate}
                onChange={(event) => setExperience(index, { endDate: event.target.value })}
              />
              <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={entry.endDate === "Present"}
                  onChange={(event) => setExperience(index, { endDate: event.target.checked ? "Present" : "" })}
                  className="size-4"
                />
                I currently work here (Present)
              </label>
            </div>
            <div className="sm:col-span-2">
              <TextAreaField
                label="Description"
                hint="(Optional)"
                value={entry.description}
                onChange={(event) => setExperience(index, { description: event.target.value })}
              />
            </div>
            {values.workExperience.length > 1 ? (
              <RemoveButton
                label={`Remove experience ${index + 1}`}
                onClick={() =>
                  set(
                    "workExperience",
                    values.workExperience.filter((_, at) => at !== index),
                  )
                }
              />
            ) : null}
          </div>
        ))}
        <AddButton
          label="Add experience"
          onClick={() => set("workExperience", [...values.workExperience, emptyExperience()])}
        />
      </fieldset>

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

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-brand-900 hover:bg-slate-50"
    >
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex w-fit items-center gap-2 text-sm font-medium text-red-700 hover:text-red-800"
    >
      <Trash2 aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
