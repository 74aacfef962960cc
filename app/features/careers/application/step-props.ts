import type { UseFormReturn } from "react-hook-form";

import type { ApplicationFormInput } from "~domain/applications/job-application";
import type { ApplicationStepContext } from "./application-step-resolver";

export type ApplicationFormMethods = UseFormReturn<ApplicationFormInput, ApplicationStepContext, ApplicationFormInput>;

/** What every step gets: the form, whose values survive moving between steps. */
export type StepProps = { form: ApplicationFormMethods };
