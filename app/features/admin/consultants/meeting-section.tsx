import { Form } from "react-router";

import { meetingKindLabels, meetingKinds, type MeetingKind } from "~domain/consultants/consultant-calls";

import { TextField } from "~/components/ui/text-field";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

/** How the consultant's calls happen; the visitor's e-mails, invite and manage page say it. */
export function MeetingSection({
  kind,
  roomUrl,
  errors = {},
}: {
  kind: MeetingKind;
  roomUrl: string | null;
  errors?: Record<string, string> | undefined;
}) {
  return (
    <SectionCard title="How calls happen" intro="Calls booked from now on use this; calls already booked keep theirs.">
      <Form method="post" className="mt-4 flex flex-col gap-4" key={`${kind} ${roomUrl ?? ""}`}>
        <input type="hidden" name="intent" value="meeting" />
        <fieldset aria-describedby={errors.meetingKind ? "meeting-kind-error" : undefined}>
          <legend className="sr-only">How calls happen</legend>
          <div className="flex flex-col gap-2">
            {meetingKinds.map((option) => (
              <label key={option} className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="meetingKind"
                  value={option}
                  defaultChecked={option === kind}
                  className="mt-0.5 accent-brand-700"
                />
                {meetingKindLabels[option]}
              </label>
            ))}
          </div>
          {errors.meetingKind ? (
            <p id="meeting-kind-error" className="mt-1.5 text-sm text-red-700">
              {errors.meetingKind}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label="Meeting room address"
          hint="(for your own room)"
          name="meetingRoomUrl"
          type="url"
          inputMode="url"
          placeholder="https://meet.google.com/abc-defg-hij"
          defaultValue={roomUrl ?? ""}
          error={errors.meetingRoomUrl}
        />
        <div>
          <SubmitButton pendingLabel="Saving...">Save</SubmitButton>
        </div>
      </Form>
    </SectionCard>
  );
}
