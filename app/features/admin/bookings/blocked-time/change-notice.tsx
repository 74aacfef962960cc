import { Form } from "react-router";

import { changeNoticeLimits, changeNoticeRule, ChangeNoticeSchema } from "~domain/bookings/booking-manage";

import { TextField } from "~/components/ui/text-field";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

/** What visitors are told now, so sales sees the effect of the number before changing it. */
const currentRule = (hours: number) =>
  hours === 0
    ? "Visitors can move or cancel their call with the link in their e-mails until it starts."
    : `Manage pages say: "${changeNoticeRule(hours)}" Within that time they ask the visitor to reply to their confirmation e-mail.`;

/**
 * The notice before a call within which its visitor's manage link no longer moves or cancels it;
 * separate from the booking notice, which is how soon a new call may start.
 */
export function ChangeNoticeForm({ hours, error }: { hours: number; error?: string | undefined }) {
  const form = useCheckedForm(ChangeNoticeSchema, error === undefined ? undefined : { hours: error });
  return (
    <SectionCard title="Notice for visitors' changes" intro={currentRule(hours)}>
      <Form method="post" className="mt-4 flex flex-col gap-4" onSubmit={form.onSubmit}>
        <TextField
          label="Hours before the call"
          hint={`(0 to ${changeNoticeLimits.max}; 0: until the call starts)`}
          name={form.names.hours}
          type="number"
          inputMode="numeric"
          min={0}
          max={changeNoticeLimits.max}
          step={1}
          required
          defaultValue={hours}
          error={form.errors.hours}
        />
        <div>
          <SubmitButton name="intent" value="change-notice" pendingLabel="Saving...">
            Save the notice
          </SubmitButton>
        </div>
      </Form>
    </SectionCard>
  );
}
