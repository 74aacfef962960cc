import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";

import { applicationStepRules, type ApplicationFormInput } from "~domain/applications/job-application";
import type { ApplicationStepId } from "~domain/applications/job-application-fields";

/** The form's `context`: the step on screen, whose rules apply. */
export type ApplicationStepContext = { step: ApplicationStepId };

type ApplicationFormResolver = Resolver<ApplicationFormInput, unknown, ApplicationFormInput>;

/**
 * Each step's rules as a resolver of the whole form. A step's schema reads only its
 * own fields, and `raw` hands back the values as typed (not the schema's output), so
 * each resolver takes and returns the whole application: what the cast says.
 */
const stepResolvers = Object.fromEntries(
  Object.entries(applicationStepRules).map(([step, schema]) => [step, zodResolver(schema, undefined, { raw: true })]),
) as unknown as Record<ApplicationStepId, ApplicationFormResolver>;

/**
 * Loaded on demand by the application form (see lazyResolver, which passes the
 * context on untyped; the form always gives its step).
 */
export const applicationStepResolver: ApplicationFormResolver = (values, context, options) =>
  stepResolvers[(context as ApplicationStepContext).step](values, context, options);
