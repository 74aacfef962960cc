import { useWatch } from "react-hook-form";

import { SelectField } from "~/components/ui/text-field";

import { qualificationAnswers, yesNo } from "~domain/applications/job-application-fields";
import { ChoiceField } from "./choice-field";
import type { StepProps } from "./step-props";

const answerLabels = { yes: "Yes", no: "No", not_sure: "Not sure" };

/** The two yes-or-no questions every application asks after the role's own qualifications. */
const workRightQuestions = [
  { name: "eligibleToWork", legend: "Are you legally eligible to work in India?" },
  { name: "requiresSponsorship", legend: "Will you now or in the future require sponsorship for employment?" },
] as const;

/** Step 2, 'Role Information'; `locations` are the job's (preferredLocationsFor). */
export function RoleStep({ form, locations }: StepProps & { locations: readonly string[] }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const questions = useWatch({ control, name: "minimumQualifications" }) ?? [];
  return (
    <div className="space-y-6">
      <SelectField
        label="Preferred Location"
        required
        options={locations}
        error={errors.preferredLocation?.message}
        {...register("preferredLocation")}
      />
      <div className="space-y-5 rounded-2xl border border-slate-200 p-5">
        <p className="font-semibold text-brand-900">Minimum qualifications</p>
        {questions.map((question, index) => (
          <ChoiceField
            key={question.text}
            control={control}
            name={`minimumQualifications.${index}.answer`}
            legend={question.text}
            required
            options={qualificationAnswers}
            labels={answerLabels}
            error={errors.minimumQualifications?.[index]?.message}
          />
        ))}
      </div>
      {workRightQuestions.map(({ name, legend }) => (
        <ChoiceField
          key={name}
          control={control}
          name={name}
          legend={legend}
          required
          options={yesNo}
          labels={answerLabels}
          error={errors[name]?.message}
        />
      ))}
    </div>
  );
}
