import type { ReactNode } from "react";
import { Form } from "react-router";

import type { InterviewPlanView, InterviewStageView } from "~contracts/jobs";
import {
  HiringTeamMemberSchema,
  hiringTeamRoleLabels,
  hiringTeamRoles,
  interviewLimits,
  InterviewStageSchema,
  invitedState,
} from "~domain/applications/interviews";

import { SelectField, TextAreaField, TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { AddForm } from "~/features/admin/shared/ui/add-form";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { RecordButtonForm } from "~/features/admin/shared/ui/record-button-form";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass, SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { jobPath } from "./job-editor-page";

export const interviewPlanPath = (jobId: string) => `${jobPath(jobId)}/interviews`;

type Answer = { intent: string; stageId?: string | undefined; errors: FormErrors; values: Record<string, string> };

const doneMessages: Record<string, string> = {
  "add-stage": "Stage added.",
  "save-stage": "Stage saved.",
  "remove-stage": "Stage removed.",
  "add-member": "Added to the hiring team.",
  "remove-member": "Taken off the hiring team.",
  "approval-rule": "Saved: offers need that many approvals.",
};

/**
 * A stage's form, empty for a new stage: its name, and its kit a line an item. A saved stage's
 * form also removes it, which is sent unchecked.
 */
function StageForm({
  stage,
  answer,
  children,
}: {
  stage?: InterviewStageView | undefined;
  answer?: Answer | undefined;
  /** Its buttons. */
  children: ReactNode;
}) {
  const form = useCheckedForm(
    (sent) => (sent.get("intent") === "remove-stage" ? undefined : InterviewStageSchema),
    answer?.errors,
  );
  const { names, errors } = form;
  const values = answer?.values;
  // A new stage's form is empty again for the next once its stage is added.
  const StageFormElement = stage ? Form : AddForm;
  return (
    <StageFormElement method="post" className="mt-4 space-y-4" onSubmit={form.onSubmit}>
      {stage ? <input type="hidden" name="stageId" value={stage.id} /> : null}
      <div className="space-y-4">
        <TextField
          label="Stage"
          hint="(e.g. Technical interview)"
          name={names.name}
          required
          maxLength={interviewLimits.stageName}
          defaultValue={values?.name ?? stage?.name}
          error={errors.name}
        />
        <TextAreaField
          label="Focus attributes"
          hint="(what the interviewers rate, one a line)"
          name={names.attributes}
          required
          rows={4}
          defaultValue={values?.attributes ?? stage?.attributes.join("\n")}
          error={errors.attributes}
        />
        <TextAreaField
          label="Questions"
          hint="(one a line)"
          name={names.questions}
          rows={4}
          defaultValue={values?.questions ?? stage?.questions.join("\n")}
          error={errors.questions}
        />
      </div>
      {children}
    </StageFormElement>
  );
}

/**
 * A job's interview plan and hiring team (decision 041): the stages candidates go through, each with the
 * kit its interviewers use, and the people who may be asked to interview.
 */
export function InterviewPlanPage({
  job,
  plan,
  done,
  answer,
}: {
  job: { id: string; title: string; location: string };
  plan: InterviewPlanView;
  done?: string | undefined;
  answer?: Answer | undefined;
}) {
  const answerFor = (intent: string, stageId?: string) =>
    answer?.intent === intent && (stageId === undefined || answer.stageId === stageId) ? answer : undefined;
  const formError = answer?.errors.form;
  return (
    <>
      <BackLink to={jobPath(job.id)}>{job.title}</BackLink>
      <PageHeader
        title={`Interviews for ${job.title}`}
        intro={`${job.location}. The stages every candidate goes through, the kit each stage's interviewers use, and who may be asked to interview.`}
      />
      {done && doneMessages[done] ? <Notice tone="success">{doneMessages[done]}</Notice> : null}
      {formError ? <Notice tone="error">{formError}</Notice> : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          {plan.stages.map((stage, index) => (
            <SectionCard
              key={stage.id}
              title={`${index + 1}. ${stage.name}`}
              intro={
                stage.interviewCount > 0
                  ? `${stage.interviewCount} ${stage.interviewCount === 1 ? "candidate has" : "candidates have"} this interview, so it stays in the plan. A change to the kit shows in scorecards not yet written.`
                  : undefined
              }
            >
              <StageForm stage={stage} answer={answerFor("save-stage", stage.id)}>
                <div className="flex flex-wrap gap-3">
                  <SubmitButton name="intent" value="save-stage" pendingLabel="Saving…">
                    Save stage
                  </SubmitButton>
                  {stage.interviewCount === 0 ? (
                    <button
                      type="submit"
                      name="intent"
                      value="remove-stage"
                      formNoValidate
                      className={buttonClass("secondary")}
                    >
                      Remove stage
                    </button>
                  ) : null}
                </div>
              </StageForm>
            </SectionCard>
          ))}
          <SectionCard
            title={plan.stages.length ? "Add a stage" : "Plan the first stage"}
            intro="Interviewers rate each focus attribute from strong no to strong yes, with a note, and then give their overall recommendation."
          >
            <StageForm answer={answerFor("add-stage")}>
              <SubmitButton name="intent" value="add-stage" pendingLabel="Adding…">
                Add stage
              </SubmitButton>
            </StageForm>
          </SectionCard>
        </div>

        <SectionCard
          title="Hiring team"
          intro="Anyone at the company. An interviewer sees a candidate only once asked to interview them."
        >
          {plan.team.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">Nobody yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200">
              {plan.team.map((member) => (
                <li key={member.accountId} className="flex items-center justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{member.name}</p>
                    <p className="text-xs text-slate-600">
                      {hiringTeamRoleLabels[member.role]}
                      {member.approvesOffers ? " · approves offers" : ""}
                      {member.invited ? ` · ${invitedState}` : ""}
                    </p>
                  </div>
                  <RecordButtonForm
                    intent="remove-member"
                    record={{ accountId: member.accountId }}
                    label={`Take ${member.name} off the hiring team`}
                  >
                    Remove
                  </RecordButtonForm>
                </li>
              ))}
            </ul>
          )}
          {plan.candidatesForTeam.length > 0 ? <AddMemberForm plan={plan} answer={answerFor("add-member")} /> : null}
          <ApprovalRule plan={plan} error={answerFor("approval-rule")?.errors.needed} />
        </SectionCard>
      </div>
    </>
  );
}

/** Someone to put on the hiring team, those still to take up their invitation named as such. */
function AddMemberForm({ plan, answer }: { plan: InterviewPlanView; answer?: Answer | undefined }) {
  const form = useCheckedForm(HiringTeamMemberSchema, answer?.errors);
  const { names, errors } = form;
  const values = answer?.values;
  return (
    <AddForm method="post" className="mt-4 space-y-4 border-t border-slate-200 pt-4" onSubmit={form.onSubmit}>
      <SelectField
        label="Person"
        name={names.accountId}
        required
        options={plan.candidatesForTeam.map((account) => account.id)}
        labels={Object.fromEntries(
          plan.candidatesForTeam.map((account) => [
            account.id,
            account.invited ? `${account.name} (${invitedState})` : account.name,
          ]),
        )}
        placeholder="Choose someone"
        defaultValue={values?.accountId}
        error={errors.accountId}
      />
      <SelectField
        label="Part"
        name={names.role}
        required
        options={hiringTeamRoles}
        labels={hiringTeamRoleLabels}
        defaultValue={values?.role ?? "interviewer"}
        placeholder=""
        error={errors.role}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name={names.approvesOffers}
          defaultChecked={values?.approvesOffers !== undefined}
          className="size-4"
        />
        Approves offers
      </label>
      <SubmitButton name="intent" value="add-member" pendingLabel="Adding…">
        Add to the team
      </SubmitButton>
    </AddForm>
  );
}

const everyApprover = (approvers: number) => (approvers === 1 ? "The one approver" : `All ${approvers} approvers`);

/** How many of the team's offer approvers must approve an offer before its letter can go. */
function ApprovalRule({ plan, error }: { plan: InterviewPlanView; error?: string | undefined }) {
  const approvers = plan.team.filter((member) => member.approvesOffers).length;
  if (approvers === 0)
    return (
      <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-600">
        Nobody approves offers yet: tick “Approves offers” for the people whose approval an offer needs.
      </p>
    );
  const choices = ["all", ...Array.from({ length: approvers }, (_, index) => String(index + 1))];
  const labels = Object.fromEntries(
    choices.map((choice) => [choice, choice === "all" ? everyApprover(approvers) : `Any ${choice} of them`]),
  );
  return (
    <Form method="post" className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <SelectField
        label="An offer needs"
        name="needed"
        options={choices}
        labels={labels}
        placeholder=""
        defaultValue={plan.offerApprovalsNeeded === null ? "all" : String(plan.offerApprovalsNeeded)}
        error={error}
      />
      <SubmitButton name="intent" value="approval-rule" pendingLabel="Saving…">
        Save
      </SubmitButton>
    </Form>
  );
}
