import type { FieldPath } from "react-hook-form";

import type { ApplicationFormInput } from "~domain/applications/job-application";
import type { ApplicationFormMethods } from "./step-props";

/** What an input needs to be one field of the application: its binding to the form, and its message. */
export const bindField = (form: ApplicationFormMethods, path: FieldPath<ApplicationFormInput>) => ({
  ...form.register(path),
  error: form.getFieldState(path, form.formState).error?.message,
});
