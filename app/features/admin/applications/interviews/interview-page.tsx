import { Form } from "react-router";

import type { InterviewView } from "~contracts/applications";
import { interviewLimits, ratingLabels, ratings, scorecardSchema, type Rating } from "~domain/applications/interviews";

import { TextAreaField } from "~/components/ui/text-field";
import { CandidateAnswers } from "~/features/admin/applications/candidate-answers";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { DownloadLink } from "~/features/admin/shared/ui/download-link";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass, SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { interviewPath } from "./interview-list-page";
import { lengthWords } from "~domain/applications/interview-scheduling";
import { indiaDateTime } from "~domain/time/india-dates";
import { ScorecardSummary } from "./scorecard-summary";

export type ScorecardAnswer = { errors: FormErrors; values: Record<string, string> };

const doneMessages: Record<string, string> = {
  saved: "Draft saved. Only you see it until you submit it.",
  submitted: "Scorecard submitted. The other interviewers' scorecards show below as they submit theirs.",
};

/** Five levels as radio buttons that work before the page's script has loaded. */
function RatingChoice({
  legend,
  name,
  current,
  error,
}: {
  legend: string;
  name: string;
  current: Rating | null | undefined;
  error?: string | undefined;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {ratings.map((rating) => (
          <label
            key={rating}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-800 has-[:checked]:border-brand-900 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900"
          >
            <input type="radio" name={name} value={rating} defaultChecked={current === rating} />
            {ratingLabels[rating]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * An interview as the interviewer asked to give it sees it: the stage's kit, their own
 * scorecard (a draft only they see, then submitted for good), the candidate's answers and resume,
 * and the other interviewers' scorecards once their own is submitted, so none of them sways it.
 */
export function InterviewPage({
  interview,
  done,
  answer,
}: {
  interview: InterviewView;
  done?: string | undefined;
  answer?: ScorecardAnswer | undefined;
}) {
  const { candidate, stage, mine, others } = interview;
  // A draft is saved with ratings missing; the scorecard is submitted with every one given.
  const form = useCheckedForm(
    (sent) => scorecardSchema(stage.attributes, { submitting: sent.get("intent") === "submit" }),
    answer?.errors,
  );
  const { errors, names, listName } = form;
  const typed = answer?.values;
  const resumePath = `${interviewPath(interview.id)}/resume`;
  const submitted = mine.submittedAt !== null;
  return (
    <>
      <BackLink to="/admin/interviews">Your interviews</BackLink>
      <PageHeader
        title={candidate.fullName}
        intro={`${stage.name} · ${interview.jobTitle}${
          interview.schedule
            ? ` · ${indiaDateTime(new Date(interview.schedule.startsAt))}, ${lengthWords(interview.schedule.durationMinutes)}`
            : ""
        }`}
        actions={
          <DownloadLink href={resumePath} tone="primary">
            Download resume
          </DownloadLink>
        }
      />
      {interview.schedule?.meetingUrl ? (
        <p className="mb-4 text-sm">
          <a href={interview.schedule.meetingUrl} className="font-semibold text-brand-800 underline underline-offset-4">
            Join the interview&apos;s video call
          </a>
        </p>
      ) : null}
      {done && doneMessages[done] ? <Notice tone="success">{doneMessages[done]}</Notice> : null}
      {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <SectionCard title="Interview kit" intro="What to find out, and questions to ask.">
            <h3 className="mt-4 text-sm font-semibold text-slate-700">Focus attributes</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-900">
              {stage.attributes.map((attribute) => (
                <li key={attribute}>{attribute}</li>
              ))}
            </ul>
            {stage.questions.length ? (
              <>
                <h3 className="mt-4 text-sm font-semibold text-slate-700">Questions</h3>
                <ol className="mt-1 list-decimal space-y-1 pl-5 text-slate-900">
                  {stage.questions.map((question) => (
                    <li key={question}>{question}</li>
                  ))}
                </ol>
              </>
            ) : null}
          </SectionCard>

          <SectionCard
            title="Your scorecard"
            intro={
              submitted
                ? "Submitted. It can no longer change."
                : "Rate each attribute and give your recommendation. Save a draft as you go; nobody else sees it until you submit."
            }
          >
            {submitted ? (
              <div className="mt-4">
                <ScorecardSummary scorecard={mine} heading="Your recommendation" />
              </div>
            ) : (
              <Form method="post" className="mt-4 space-y-6" onSubmit={form.onSubmit}>
                {stage.attributes.map((attribute, index) => (
                  <div key={attribute} className="space-y-3">
                    <RatingChoice
                      legend={attribute}
                      name={listName("rating", index)}
                      current={
                        (typed?.[listName("rating", index)] as Rating | undefined) ?? mine.ratings[index]?.rating
                      }
                      error={errors[listName("rating", index)]}
                    />
                    <TextAreaField
                      label={`Notes on ${attribute}`}
                      name={listName("note", index)}
                      rows={2}
                      maxLength={interviewLimits.note}
                      defaultValue={typed?.[listName("note", index)] ?? mine.ratings[index]?.note ?? ""}
                      error={errors[listName("note", index)]}
                    />
                  </div>
                ))}
                <div className="space-y-3 border-t border-slate-200 pt-5">
                  <RatingChoice
                    legend="Overall recommendation"
                    name={names.overall}
                    current={(typed?.overall as Rating | undefined) ?? mine.overall}
                    error={errors.overall}
                  />
                  <TextAreaField
                    label="Summary"
                    name={names.summary}
                    rows={3}
                    maxLength={interviewLimits.note}
                    defaultValue={typed?.summary ?? mine.summary}
                    error={errors.summary}
                  />
                </div>
                <div className="flex flex-wrap gap-3">
                  <SubmitButton name="intent" value="submit" pendingLabel="Submitting…">
                    Submit scorecard
                  </SubmitButton>
                  <button type="submit" name="intent" value="save" className={buttonClass("secondary")}>
                    Save draft
                  </button>
                </div>
              </Form>
            )}
          </SectionCard>

          <CandidateAnswers candidate={candidate} resumePath={resumePath} />
        </div>

        <SectionCard title="The other interviewers">
          {others === null ? (
            <p className="mt-3 text-sm text-slate-600">
              Their scorecards show here once you submit yours, so that none of them sways it.
            </p>
          ) : (
            <div className="mt-3 space-y-3">
              {others.submitted.map((scorecard) => (
                <ScorecardSummary
                  key={scorecard.interviewerName}
                  scorecard={scorecard}
                  heading={scorecard.interviewerName}
                />
              ))}
              {others.waitingFor.length ? (
                <p className="text-sm text-slate-600">Still to submit: {others.waitingFor.join(", ")}.</p>
              ) : null}
              {others.submitted.length === 0 && others.waitingFor.length === 0 ? (
                <p className="text-sm text-slate-600">You are the only interviewer at this stage.</p>
              ) : null}
            </div>
          )}
        </SectionCard>
      </div>
    </>
  );
}
