import { Link } from "react-router";

import type { ApplicationInterviews } from "~contracts/applications";
import {
  hiringTeamRoleLabels,
  InterviewerChoiceSchema,
  interviewName,
  invitedState,
} from "~domain/applications/interviews";

import { SelectField } from "~/components/ui/text-field";
import { ScorecardSummary } from "~/features/admin/applications/interviews/scorecard-summary";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { Notice } from "~/features/admin/shared/ui/notice";
import { RecordButtonForm } from "~/features/admin/shared/ui/record-button-form";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { AddForm } from "~/features/admin/shared/ui/add-form";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { InterviewTime } from "./interview-time";

/**
 * The candidate's interviews: each stage of the job's plan with its panel, the scorecards submitted
 * (drafts stay their writer's) and who is still to submit; a form asks a member of the hiring team.
 */
export function InterviewsCard({
  interviews,
  jobPlanPath,
  error,
  invitation,
}: {
  interviews: ApplicationInterviews;
  jobPlanPath: string;
  error?: FormErrors | undefined;
  /** The last invitation sent back to correct: its fields and their refusals. */
  invitation?: { errors: FormErrors; values: Record<string, string> } | undefined;
}) {
  const ask = useCheckedForm(InterviewerChoiceSchema, error);
  const { stages, interviewers } = interviews;
  if (stages.length === 0)
    return (
      <SectionCard title="Interviews">
        <p className="mt-3 text-sm text-slate-600">
          This job has no interview plan yet.{" "}
          <Link to={jobPlanPath} className="font-semibold text-brand-800 underline underline-offset-4">
            Plan its interviews
          </Link>
        </p>
      </SectionCard>
    );
  const waiting = stages.flatMap((stage) => stage.panel.filter((seat) => !seat.scorecard).map((seat) => seat.name));
  return (
    <SectionCard
      title="Interviews"
      intro={
        waiting.length
          ? `Still to submit a scorecard: ${[...new Set(waiting)].join(", ")}.`
          : "Each interviewer's scorecard shows here once they submit it."
      }
    >
      {error?.form ? (
        <div className="mt-3">
          <Notice tone="error">{error.form}</Notice>
        </div>
      ) : null}
      <ol className="mt-4 space-y-5">
        {stages.map((stage) => (
          <li key={stage.stageId}>
            <h3 className="font-semibold text-slate-900">{stage.stageName}</h3>
            {stage.panel.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">Nobody is asked yet.</p>
            ) : (
              <ul className="mt-2 space-y-3">
                {stage.panel.map((seat) => (
                  <li key={seat.panelistId}>
                    {seat.scorecard ? (
                      <ScorecardSummary scorecard={seat.scorecard} heading={seat.name} />
                    ) : (
                      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-3">
                        <p className="text-sm">
                          <span className="font-semibold text-slate-900">{seat.name}</span>{" "}
                          <span className="text-slate-600">has not submitted a scorecard.</span>
                        </p>
                        <RecordButtonForm
                          intent="remove-interviewer"
                          record={{ panelistId: seat.panelistId }}
                          label={`Take ${seat.name} off the ${interviewName(stage.stageName)}`}
                        >
                          Take off
                        </RecordButtonForm>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {stage.panel.length > 0 ? (
              <InterviewTime stage={stage} errors={invitation?.errors} values={invitation?.values} />
            ) : null}
          </li>
        ))}
      </ol>
      {interviewers.length === 0 ? (
        <p className="mt-5 text-sm text-slate-600">
          Nobody is on the job&apos;s hiring team yet.{" "}
          <Link to={jobPlanPath} className="font-semibold text-brand-800 underline underline-offset-4">
            Add the team
          </Link>
        </p>
      ) : (
        <AddForm
          method="post"
          className="mt-5 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={ask.onSubmit}
        >
          <SelectField
            label="Stage"
            name={ask.names.stageId}
            required
            options={stages.map((stage) => stage.stageId)}
            labels={Object.fromEntries(stages.map((stage) => [stage.stageId, stage.stageName]))}
            placeholder="Choose a stage"
            error={ask.errors.stageId}
          />
          <SelectField
            label="Interviewer"
            name={ask.names.accountId}
            required
            options={interviewers.map((member) => member.accountId)}
            labels={Object.fromEntries(
              interviewers.map((member) => [
                member.accountId,
                `${member.name} (${hiringTeamRoleLabels[member.role]}${member.invited ? `, ${invitedState}` : ""})`,
              ]),
            )}
            placeholder="Choose someone"
            error={ask.errors.accountId}
          />
          <SubmitButton name="intent" value="ask" pendingLabel="Asking…">
            Ask to interview
          </SubmitButton>
        </AddForm>
      )}
    </SectionCard>
  );
}
