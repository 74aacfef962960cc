import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { JobAddressSchema, JobFormSchema } from "~domain/careers/recruiting";

import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { formFields, parseForm, type FormErrors } from "~/features/admin/shared/form-data";
import { JobEditorPage, jobPath } from "~/features/admin/jobs/job-editor-page";
import { typedValues, type JobFormValues } from "~/features/admin/jobs/job-form-values";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/job-editor";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) => adminMeta(loaded ? loaded.job.title : "Job");

export async function loader(args: Route.LoaderArgs) {
  const { jobs } = await requireStaff(args, "jobs");
  const job = await jobs.find(args.params.id);
  if (!job) throw data({ message: "There is no such job." }, { status: 404 });
  return {
    job,
    history: await jobs.history(job.id),
    done: noticeOf(args.context),
  };
}

type Refusal = { errors: FormErrors; values?: JobFormValues; address?: string };

/**
 * "save" saves the fields; "open" and "close" change the status; "duplicate" makes a new draft
 * and goes to it; "address" gives the job a new address (its id) and goes there. Each redirects
 * afterwards (POST, redirect, GET).
 */
export async function action(args: Route.ActionArgs) {
  const { jobs: desk } = await requireStaff(args, "jobs");
  const id = args.params.id;
  const form = await readForm(args.request);
  const intent = String(form.get("intent") ?? "");
  const refused = (refusal: Refusal) => data(refusal, { status: 400 });

  if (intent === "save") {
    const values = typedValues(formFields(form));
    const parsed = parseForm(JobFormSchema, form);
    if (!parsed.ok) return refused({ errors: parsed.errors, values });
    const outcome = await desk.update(id, parsed.value);
    if (!outcome.ok) return refused({ errors: { form: outcome.message }, values });
    throw await redirectWithNotice(args.request, jobPath(id), "saved");
  }
  if (intent === "open" || intent === "close") {
    const outcome = await desk.setStatus(id, intent === "open" ? "open" : "closed");
    if (!outcome.ok) return refused({ errors: { form: outcome.message } });
    throw await redirectWithNotice(args.request, jobPath(id), intent);
  }
  if (intent === "duplicate") {
    const outcome = await desk.duplicate(id);
    if (!outcome.ok) return refused({ errors: { form: outcome.message } });
    throw await redirectWithNotice(args.request, jobPath(outcome.value.id), "duplicated");
  }
  if (intent === "address") {
    const address = String(form.get("slug") ?? "");
    const parsed = parseForm(JobAddressSchema, form);
    if (!parsed.ok) return refused({ errors: parsed.errors, address });
    const outcome = await desk.changeAddress(id, parsed.value.slug);
    if (!outcome.ok) return refused({ errors: { slug: outcome.message }, address });
    throw await redirectWithNotice(args.request, jobPath(outcome.value.id), "address");
  }
  return refused({ errors: { form: "Unknown action." } });
}

export default function AdminJobRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <JobEditorPage
      {...loaderData}
      errors={actionData?.errors}
      values={actionData?.values}
      address={actionData?.address}
    />
  );
}
