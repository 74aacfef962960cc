import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { HiddenFieldsForm } from "~/features/admin/shared/ui/hidden-fields-form";

/**
 * The setting of one's own 09:00 e-mail: intent "daily-email" with `on`
 * "true" or "false", posted to the account page.
 */
export function DailyEmailSection({ on }: { on: boolean }) {
  return (
    <SectionCard
      title="Daily e-mail"
      intro={
        on
          ? "On: at 9:00 AM India time you get an e-mail with your calls today, your tasks due or overdue and, if you work the enquiries, new contacts nobody owns; on days with nothing in them, none."
          : "Off: you get no morning e-mail. Your overview still shows your calls and tasks."
      }
    >
      <HiddenFieldsForm intent="daily-email" fields={{ on: on ? "false" : "true" }} className="mt-4">
        {on ? "Turn off the daily e-mail" : "Turn on the daily e-mail"}
      </HiddenFieldsForm>
    </SectionCard>
  );
}
