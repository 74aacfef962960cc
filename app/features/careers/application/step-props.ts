import type { ApplicationValues } from "./application-values";

/** What every step gets: the draft, its errors, and a setter that also clears the field's error. */
export type StepProps = {
  values: ApplicationValues;
  errors: Record<string, string>;
  set: <K extends keyof ApplicationValues>(field: K, value: ApplicationValues[K], errorKey?: string) => void;
};
