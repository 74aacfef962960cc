import { Form } from "react-router";

import { meetingKindLabels, meetingKinds, type MeetingKind } from "~domain/consultants/consultant-calls";

import { TextField } from "~/components/ui/text-field";
import { OptionFieldset } from "~/features/admin/shared/ui/option-fieldset";
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
        <OptionFieldset
          legend="How calls happen"
          legendHidden
          type="radio"
          name="meetingKind"
          options={meetingKinds.map((option) => ({ value: option, label: meetingKindLabels[option] }))}
          checked={(option) => option === kind}
          error={errors.meetingKind}
        />
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
