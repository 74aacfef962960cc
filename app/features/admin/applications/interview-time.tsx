import { CalendarClock } from "lucide-react";
import { Form } from "react-router";

import type { CandidateInterview } from "~contracts/applications";
import {
  interviewLengths,
  InterviewInvitationSchema,
  invitationLimits,
  invitationPlaceholders,
  lengthWords,
} from "~domain/applications/interview-scheduling";

import { SelectField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { EmailTextFields } from "~/features/admin/shared/ui/email-template-parts";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

/**
 * Where a stage's interview time stands, and the invitation that lets the candidate choose it: a
 * length and the e-mail as it will go to this candidate, editable here without changing the template.
 */
export function InterviewTime({
  stage,
  errors,
  values,
}: {
  stage: CandidateInterview;
  /** The last invitation's refusal, when it was this stage's. */
  errors?: FormErrors | undefined;
  values?: Record<string, string> | undefined;
}) {
  const { schedule } = stage;
  const mine = values?.stageId === stage.stageId;
  const form = useCheckedForm(InterviewInvitationSchema, mine ? errors : undefined);
  const chosen = schedule?.startsAt ? new Date(schedule.startsAt) : null;
  return (
    <div className="mt-3 rounded-xl bg-slate-50 px-4 py-3 text-sm">
      <p className="flex flex-wrap items-center gap-2 text-slate-700">
        <CalendarClock aria-hidden="true" className="size-4 text-brand-700" />
        {chosen ? (
          <span>
            <span className="font-semibold text-slate-900">Booked:</span> <IndiaTime at={chosen} />,{" "}
            {lengthWords(schedule!.durationMinutes!)}
            {schedule!.meetingUrl ? (
              <>
                {" "}
                at{" "}
                <a href={schedule!.meetingUrl} className="font-semibold text-brand-800 underline underline-offset-4">
                  the meeting link
                </a>
              </>
            ) : null}
            .
          </span>
        ) : schedule?.invitedAt ? (
          <span>
            Invited to choose a time on <IndiaTime at={new Date(schedule.invitedAt)} />; not chosen yet.
          </span>
        ) : (
          <span>No time yet: invite the candidate to choose one when the whole panel is free.</span>
        )}
      </p>
      {chosen ? null : (
        <details className="mt-2" open={mine}>
          <summary className="cursor-pointer font-semibold text-brand-800">
            {schedule?.invitedAt ? "Send the invitation again" : "Invite the candidate to choose a time"}
          </summary>
          <Form method="post" className="mt-3 space-y-3" onSubmit={form.onSubmit}>
            <input type="hidden" name={form.names.stageId} value={stage.stageId} />
            <SelectField
              label="Length"
              name={form.names.durationMinutes}
              required
              defaultValue={mine ? values?.durationMinutes : "60"}
              options={interviewLengths.map(String)}
              labels={Object.fromEntries(interviewLengths.map((minutes) => [String(minutes), lengthWords(minutes)]))}
              placeholder=""
              error={form.errors.durationMinutes}
            />
            <EmailTextFields
              bodyLabel="E-mail to the candidate"
              limits={invitationLimits}
              rows={8}
              subject={{ defaultValue: mine ? values?.subject : stage.invitation.subject }}
              body={{ defaultValue: mine ? values?.body : stage.invitation.body }}
              errors={form.errors}
            />
            <p className="text-xs text-slate-600">
              The button to choose a time follows the text. {invitationPlaceholders.at(-1)} becomes the length chosen
              above. Editing here changes this e-mail only, not the template.
            </p>
            <SubmitButton name="intent" value="invite" pendingLabel="Sending…">
              Send the invitation
            </SubmitButton>
          </Form>
        </details>
      )}
    </div>
  );
}
