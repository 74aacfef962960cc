import { Form, Link } from "react-router";

import {
  DigestScheduleFormSchema,
  digestLastDay,
  newsletterAdminPaths,
  type DigestSchedule,
} from "~domain/newsletter/newsletter-sending";

import { TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { fieldNames } from "~/features/admin/shared/forms/field-names";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { ActionNotices } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass, SubmitButton } from "~/features/admin/shared/ui/submit-button";

const names = fieldNames(DigestScheduleFormSchema);

/**
 * The monthly digest (decision 079): on the chosen day of each month, at the chosen time in India,
 * the posts published the month before go to every subscriber; a month without posts sends nothing.
 */
export function DigestPage({
  schedule,
  errors,
  saved,
}: {
  schedule: DigestSchedule;
  errors?: FormErrors | undefined;
  saved: boolean;
}) {
  const form = useCheckedForm(DigestScheduleFormSchema, errors);
  return (
    <>
      <PageHeader
        title="Monthly digest"
        intro="Every post of a month in one newsletter, sent to every subscriber on a day of the next month."
        actions={
          <Link to={newsletterAdminPaths.list} className={buttonClass("secondary")}>
            All newsletters
          </Link>
        }
      />
      <ActionNotices done={saved ? "The digest's schedule is saved." : undefined} refused={form.errors.form} />
      <div className="max-w-xl">
        <SectionCard
          title="Schedule"
          intro={`Switched on after this month's day has passed, the first digest goes next month. Days after the ${digestLastDay}th are missing from some months.`}
        >
          <Form method="post" className="mt-4 space-y-4" onSubmit={form.onSubmit} noValidate>
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                name={names.enabled}
                defaultChecked={schedule.enabled}
                className="size-4 accent-brand-700"
              />
              Send the monthly digest
            </label>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={`Day of the month (1 to ${digestLastDay})`}
                name={names.day}
                type="number"
                min={1}
                max={digestLastDay}
                defaultValue={schedule.day}
                error={form.errors.day}
              />
              <TextField
                label="Time (India)"
                name={names.time}
                type="time"
                defaultValue={schedule.time}
                error={form.errors.time}
              />
            </div>
            <SubmitButton pendingLabel="Saving…">Save the schedule</SubmitButton>
          </Form>
        </SectionCard>
      </div>
    </>
  );
}
