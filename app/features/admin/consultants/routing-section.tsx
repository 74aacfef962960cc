import { Form } from "react-router";

import type { CallRouting } from "~contracts/consultants";
import { callPriorities, callPriorityLabels } from "~domain/consultants/call-routing";
import { serviceMenu } from "~domain/site/service-menu";

import { TextField } from "~/components/ui/text-field";
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
        <fieldset aria-describedby={errors.services ? "routing-services-error" : undefined}>
          <legend className="text-sm font-medium text-slate-800">Services they cover</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {serviceMenu.map((service) => (
              <label key={service.slug} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name="services"
                  value={service.slug}
                  defaultChecked={routing.services.includes(service.slug)}
                  className="accent-brand-700"
                />
                {service.title}
              </label>
            ))}
          </div>
          {errors.services ? (
            <p id="routing-services-error" className="mt-1.5 text-sm text-red-700">
              {errors.services}
            </p>
          ) : null}
        </fieldset>
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
        <fieldset aria-describedby={errors.priority ? "routing-priority-error" : undefined}>
          <legend className="text-sm font-medium text-slate-800">Offered calls</legend>
          <div className="mt-2 flex flex-col gap-2">
            {callPriorities.map((priority) => (
              <label key={priority} className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="priority"
                  value={priority}
                  defaultChecked={priority === routing.callPriority}
                  className="mt-0.5 accent-brand-700"
                />
                {callPriorityLabels[priority]}
              </label>
            ))}
          </div>
          {errors.priority ? (
            <p id="routing-priority-error" className="mt-1.5 text-sm text-red-700">
              {errors.priority}
            </p>
          ) : null}
        </fieldset>
        <div>
          <SubmitButton pendingLabel="Saving...">Save</SubmitButton>
        </div>
      </Form>
    </SectionCard>
  );
}
