import type { ComponentProps } from "react";
import { useController, type FieldPathByValue } from "react-hook-form";

import { RadioGroupField } from "~/components/ui/text-field";

import type { ApplicationFormInput } from "~domain/applications/job-application";
import type { ApplicationFormMethods } from "./step-props";

type ChoiceFieldProps = {
  control: ApplicationFormMethods["control"];
  name: FieldPathByValue<ApplicationFormInput, string | undefined>;
} & Omit<ComponentProps<typeof RadioGroupField>, "name" | "value" | "onChange">;

/** A set of radio buttons holding one answer of the application. */
export function ChoiceField({ control, name, ...group }: ChoiceFieldProps) {
  const { field } = useController({ control, name });
  return <RadioGroupField {...group} name={field.name} value={field.value ?? ""} onChange={field.onChange} />;
}
