import { data } from "react-router";

import { JobAddressSchema, JobFormSchema } from "~domain/jobs/job-posts";

import { noticeOf } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { formFields, type FormErrors } from "~/features/admin/shared/form-data";
import { JobEditorPage, jobPath } from "~/features/admin/jobs/job-editor-page";
import { typedValues, type JobFormValues } from "~/features/admin/jobs/job-form-values";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/job-editor";
import {
  errorsOf,
  formAction,
  intent,
  noFields,
  toPage,
  type FormIntent,
  type Refusal as KitRefusal,
} from "~/features/admin/shared/forms/form-action.server";

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
  const errorsOnly = (_: string, refusal: KitRefusal): Refusal => ({ errors: errorsOf(refusal) });
  const status = (status: "open" | "closed", notice: string): FormIntent<Refusal> =>
    intent({ schema: noFields, run: () => desk.setStatus(id, status), done: toPage(jobPath(id), notice) });
  return formAction<Refusal>(args.request, {
    intents: {
      save: intent({
        schema: JobFormSchema,
        run: (job) => desk.update(id, job),
        done: toPage(jobPath(id), "saved"),
        refused: (_, refusal, form) => ({ errors: errorsOf(refusal), values: typedValues(formFields(form)) }),
      }),
      open: status("open", "open"),
      close: status("closed", "close"),
      duplicate: intent({
        schema: noFields,
        run: () => desk.duplicate(id),
        done: (copy) => toPage(jobPath(copy.id), "duplicated"),
      }),
      address: intent({
        schema: JobAddressSchema,
        run: ({ slug }) => desk.changeAddress(id, slug),
        done: (moved) => toPage(jobPath(moved.id), "address"),
        refused: (_, refusal, form) => ({
          errors: "errors" in refusal ? refusal.errors : { slug: refusal.message },
          address: String(form.get("slug") ?? ""),
        }),
      }),
    },
    refused: errorsOnly,
  });
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
