import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { JobFormSchema } from "~domain/careers/recruiting";

import { redirectWithNotice } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { formFields, parseForm, type FormErrors } from "~/features/admin/shared/form-data";
import { NewJobPage } from "~/features/admin/jobs/job-editor-page";
import { typedValues } from "~/features/admin/jobs/job-form-values";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/job-new";

export const meta = () => adminMeta("New job");

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "jobs");
  return null;
}

/** Saves the draft and goes to its editor (POST, redirect, GET); a refusal keeps what was typed. */
export async function action(args: Route.ActionArgs) {
  const { jobs } = await requireStaff(args, "jobs");
  const form = await readForm(args.request);
  const refused = (errors: FormErrors) => data({ errors, values: typedValues(formFields(form)) }, { status: 400 });
  const parsed = parseForm(JobFormSchema, form);
  if (!parsed.ok) return refused(parsed.errors);
  const outcome = await jobs.create(parsed.value);
  if (!outcome.ok) return refused({ form: outcome.message });
  throw await redirectWithNotice(args.request, `/admin/jobs/${outcome.value.id}`, "created");
}

export default function AdminJobNewRoute({ actionData }: Route.ComponentProps) {
  return <NewJobPage values={actionData?.values} errors={actionData?.errors} />;
}
