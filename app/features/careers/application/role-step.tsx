import { RadioGroupField, SelectField } from "~/components/ui/text-field";

import { preferredLocations, qualificationAnswers, yesNo } from "~domain/job-application";
import type { StepProps } from "./step-props";

const answerLabels = { yes: "Yes", no: "No", not_sure: "Not sure" };

/** Step 2, 'Role Information'. */
export function RoleStep({ values, errors, set }: StepProps) {
  return (
    <div className="space-y-6">
      <SelectField
        label="Preferred Location"
        required
        name="preferredLocation"
        options={preferredLocations}
        value={values.preferredLocation}
        error={errors.preferredLocation}
        onChange={(event) => set("preferredLocation", event.target.value)}
      />
      <div className="space-y-5 rounded-2xl border border-slate-200 p-5">
        <p className="font-semibold text-brand-900">Minimum qualifications</p>
        {values.minimumQualifications.map((question, index) => (
          <RadioGroupField
            key={question.text}
            legend={question.text}
            name={`minimumQualifications.${index}`}
            required
            value={question.answer}
            options={qualificationAnswers}
            labels={answerLabels}
            error={errors[`minimumQualifications.${index}`]}
            onChange={(answer) =>
              set(
                "minimumQualifications",
                values.minimumQualifications.map((entry, at) => (at === index ? { ...entry, answer } : entry)),
                `minimumQualifications.${index}`,
              )
            }
          />
        ))}
      </div>
      <RadioGroupField
        legend="Are you legally eligible to work in India?"
        name="eligibleToWork"
        required
        value={values.eligibleToWork}
        options={yesNo}
        labels={answerLabels}
        error={errors.eligibleToWork}
        onChange={(answer) => set("eligibleToWork", answer)}
      />
      <RadioGroupField
        legend="Will you now or in the future require sponsorship for employment?"
        name="requiresSponsorship"
        required
        value={values.requiresSponsorship}
        options={yesNo}
        labels={answerLabels}
        error={errors.requiresSponsorship}
        onChange={(answer) => set("requiresSponsorship", answer)}
      />
    </div>
  );
}
