import { Fragment } from "react";

import { indiaDateOf } from "~domain/time/india-dates";
import { indiaClockTime } from "~domain/time/india-dates";

import { TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";

/**
 * Now, or a day and time in India: the fields `PublishSchema` (domain/content/content.ts) reads, for
 * every publish form in the back office (posts, pages, questions, testimonials). Something already
 * scheduled opens on its own day and time, to be moved from there.
 */
export function PublishWhenFields({
  errors = {},
  scheduledAt,
}: {
  errors?: FormErrors | undefined;
  scheduledAt?: Date | null | undefined;
}) {
  return (
    // A new schedule remounts the fields, so they show it rather than what was typed before.
    <Fragment key={scheduledAt?.toISOString() ?? "now"}>
      <fieldset className="space-y-2">
        <legend className="font-medium text-slate-800">When</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="when" value="now" defaultChecked={!scheduledAt} className="size-4" /> Now
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="when" value="at" defaultChecked={Boolean(scheduledAt)} className="size-4" /> At a
          day and time (India time)
        </label>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Day"
          name="date"
          type="date"
          defaultValue={scheduledAt ? indiaDateOf(scheduledAt) : undefined}
          error={errors.date}
        />
        <TextField
          label="Time (India)"
          name="time"
          type="time"
          defaultValue={scheduledAt ? indiaClockTime(scheduledAt) : "09:00"}
          error={errors.time}
        />
      </div>
    </Fragment>
  );
}
