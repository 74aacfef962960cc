import { Form } from "react-router";

import { meetingKindLabels, meetingKinds, MeetingSchema, type MeetingKind } from "~domain/consultants/consultant-calls";

import { TextField } from "~/components/ui/text-field";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { OptionFieldset } from "~/features/admin/shared/ui/option-fieldset";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

/** How the consultant's calls happen; the visitor's e-mails, invite and manage page say it. */
export function MeetingSection({
  kind,
  roomUrl,
  errors: answered,
}: {
  kind: MeetingKind;
  roomUrl: string | null;
  errors?: Record<string, string> | undefined;
}) {
  const form = useCheckedForm(MeetingSchema, answered);
  const { names, errors } = form;
  return (
    <SectionCard title="How calls happen" intro="Calls booked from now on use this; calls already booked keep theirs.">
      <Form
        method="post"
        className="mt-4 flex flex-col gap-4"
        key={`${kind} ${roomUrl ?? ""}`}
        onSubmit={form.onSubmit}
      >
        <input type="hidden" name="intent" value="meeting" />
        <OptionFieldset
          legend="How calls happen"
          legendHidden
          type="radio"
          name={names.meetingKind}
          options={meetingKinds.map((option) => ({ value: option, label: meetingKindLabels[option] }))}
          checked={(option) => option === kind}
          error={errors.meetingKind}
        />
        <TextField
          label="Meeting room address"
          hint="(for your own room)"
          name={names.meetingRoomUrl}
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
