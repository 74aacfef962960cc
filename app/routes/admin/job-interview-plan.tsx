import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { HiringTeamMemberSchema, InterviewStageSchema } from "~domain/careers/interviews";
import { ApprovalRuleSchema } from "~domain/careers/offers";

import { InterviewPlanPage, interviewPlanPath } from "~/features/admin/jobs/interview-plan-page";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { formFields, parseForm, type FormErrors } from "~/features/admin/shared/form-data";
import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/job-interview-plan";

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
  const form = await readForm(args.request);
  const values = formFields(form);
  const { intent = "", stageId = "", accountId = "" } = values;
  const refused = (errors: FormErrors) =>
    data<InterviewPlanAnswer>({ intent, stageId, errors, values }, { status: 400 });

  let outcome;
  if (intent === "add-stage" || intent === "save-stage") {
    const parsed = parseForm(InterviewStageSchema, form);
    if (!parsed.ok) return refused(parsed.errors);
    outcome =
      intent === "add-stage"
        ? await desk.addStage(id, parsed.value)
        : await desk.updateStage(id, stageId, parsed.value);
  } else if (intent === "remove-stage") {
    outcome = await desk.removeStage(id, stageId);
  } else if (intent === "add-member") {
    const parsed = parseForm(HiringTeamMemberSchema, form);
    if (!parsed.ok) return refused(parsed.errors);
    outcome = await desk.addTeamMember(id, parsed.value);
  } else if (intent === "remove-member") {
    outcome = await desk.removeTeamMember(id, accountId);
  } else if (intent === "approval-rule") {
    const parsed = parseForm(ApprovalRuleSchema, form);
    if (!parsed.ok) return refused(parsed.errors);
    outcome = await desk.setOfferApprovalsNeeded(id, parsed.value.needed);
  } else {
    return refused({ form: "Unknown action." });
  }
  if (!outcome.ok) return refused({ form: outcome.message });
  throw await redirectWithNotice(args.request, interviewPlanPath(id), intent);
}

export default function AdminJobInterviewPlanRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <InterviewPlanPage {...loaderData} answer={actionData} />;
}
