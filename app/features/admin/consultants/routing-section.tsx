import { Form } from "react-router";

import type { CallRouting } from "~contracts/consultants";
import { callPriorities, callPriorityLabels } from "~domain/consultants/call-routing";
import { serviceMenu } from "~domain/company/service-menu";

import { TextField } from "~/components/ui/text-field";
import { OptionFieldset } from "~/features/admin/shared/ui/option-fieldset";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

/**
 * Which calls "any consultant" gives them (sales and admins): the services they cover, their share
 * of calls and when they are offered one (decision 044).
 */
export function RoutingSection({
  routing,
  errors = {},
}: {
  routing: CallRouting;
  errors?: Record<string, string> | undefined;
}) {
  return (
    <SectionCard
      title="Calls they get"
      intro="A call about a service goes to someone free who covers it; when nobody who covers it is free, to anyone free."
    >
      <Form method="post" className="mt-4 flex flex-col gap-5" key={JSON.stringify(routing)}>
        <input type="hidden" name="intent" value="routing" />
        <OptionFieldset
          legend="Services they cover"
          type="checkbox"
          name="services"
          options={serviceMenu.map((service) => ({ value: service.slug, label: service.title }))}
          checked={(slug) => routing.services.includes(slug)}
          error={errors.services}
          twoColumns
        />
        <div className="sm:w-64">
          <TextField
            label="Share of calls (%)"
            hint="(100: a full share; 50: half as many calls)"
            name="weight"
            type="number"
            inputMode="numeric"
            min={10}
            max={100}
            defaultValue={String(routing.callWeight)}
            required
            error={errors.weight}
          />
        </div>
        <OptionFieldset
          legend="Offered calls"
          type="radio"
          name="priority"
          options={callPriorities.map((priority) => ({ value: String(priority), label: callPriorityLabels[priority] }))}
          checked={(priority) => priority === String(routing.callPriority)}
          error={errors.priority}
        />
        <div>
          <SubmitButton pendingLabel="Saving...">Save</SubmitButton>
        </div>
      </Form>
    </SectionCard>
  );
}
