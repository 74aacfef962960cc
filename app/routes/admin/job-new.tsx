import { JobFormSchema } from "~domain/jobs/job-posts";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { formFields, type FormErrors } from "~/features/admin/shared/form-data";
import { NewJobPage } from "~/features/admin/jobs/job-editor-page";
import { typedValues, type JobFormValues } from "~/features/admin/jobs/job-form-values";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/job-new";
import { errorsOf, formAction, intent, toPage } from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("New job");

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "jobs");
  return null;
}

/** Saves the draft and goes to its editor (POST, redirect, GET); a refusal keeps what was typed. */
export async function action(args: Route.ActionArgs) {
  const { jobs } = await requireStaff(args, "jobs");
  return formAction<{ errors: FormErrors; values: JobFormValues }>(args.request, {
    otherwise: intent({
      schema: JobFormSchema,
      run: (job) => jobs.create(job),
      done: ({ id }) => toPage(`/admin/jobs/${id}`, "created"),
    }),
    refused: (_, refusal, form) => ({ errors: errorsOf(refusal), values: typedValues(formFields(form)) }),
  });
}

export default function AdminJobNewRoute({ actionData }: Route.ComponentProps) {
  return <NewJobPage values={actionData?.values} errors={actionData?.errors} />;
}
