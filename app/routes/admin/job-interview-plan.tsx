import { data } from "react-router";

import { HiringTeamMemberSchema, InterviewStageSchema } from "~domain/applications/interviews";
import { ApprovalRuleSchema } from "~domain/applications/offers";

import { InterviewPlanPage, interviewPlanPath } from "~/features/admin/jobs/interview-plan-page";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { formFields, type FormErrors } from "~/features/admin/shared/form-data";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/job-interview-plan";
import { errorsOf, formAction, intent, intentWith, toPage } from "~/features/admin/shared/forms/form-action.server";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  adminMeta(loaded ? `Interviews for ${loaded.job.title}` : "Interview plan");

export async function loader(args: Route.LoaderArgs) {
  const { jobs } = await requireStaff(args, "jobs");
  const [job, plan] = await Promise.all([jobs.find(args.params.id), jobs.interviewPlan(args.params.id)]);
  if (!job || !plan) throw data({ message: "There is no such job." }, { status: 404 });
  return { job: { id: job.id, title: job.title, location: job.location }, plan, done: noticeOf(args.context) };
}

export type InterviewPlanAnswer = {
  intent: string;
  stageId?: string;
  errors: FormErrors;
  values: Record<string, string>;
};

/**
 * "add-stage", "save-stage" and "remove-stage" change the plan; "add-member" and "remove-member"
 * the hiring team; "approval-rule" how many of its offer approvers must approve an offer. Each redirects back here (POST, redirect, GET).
 */
export async function action(args: Route.ActionArgs) {
  const { jobs: desk } = await requireStaff(args, "jobs");
  const id = args.params.id;
  const here = interviewPlanPath(id);
  const fieldOf = (form: FormData, name: "stageId" | "accountId") => formFields(form)[name] ?? "";
  return formAction<InterviewPlanAnswer>(args.request, {
    intents: {
      "add-stage": intent({
        schema: InterviewStageSchema,
        run: (stage) => desk.addStage(id, stage),
        done: toPage(here, "add-stage"),
      }),
      "save-stage": intent({
        schema: InterviewStageSchema,
        run: (stage, form) => desk.updateStage(id, fieldOf(form, "stageId"), stage),
        done: toPage(here, "save-stage"),
      }),
      "remove-stage": intentWith({
        parse: (form) => ({ ok: true, value: fieldOf(form, "stageId") }),
        run: (stageId) => desk.removeStage(id, stageId),
        done: toPage(here, "remove-stage"),
      }),
      "add-member": intent({
        schema: HiringTeamMemberSchema,
        run: (member) => desk.addTeamMember(id, member),
        done: toPage(here, "add-member"),
      }),
      "remove-member": intentWith({
        parse: (form) => ({ ok: true, value: fieldOf(form, "accountId") }),
        run: (accountId) => desk.removeTeamMember(id, accountId),
        done: toPage(here, "remove-member"),
      }),
      "approval-rule": intent({
        schema: ApprovalRuleSchema,
        run: ({ needed }) => desk.setOfferApprovalsNeeded(id, needed),
        done: toPage(here, "approval-rule"),
      }),
    },
    // The stage's form comes back with what was typed.
    refused: (_, refusal, form) => {
      const values = formFields(form);
      return { intent: values.intent ?? "", stageId: values.stageId ?? "", errors: errorsOf(refusal), values };
    },
  });
}

export default function AdminJobInterviewPlanRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <InterviewPlanPage {...loaderData} answer={actionData} />;
}
