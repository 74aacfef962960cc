import { useId } from "react";
import { Form } from "react-router";

import type { FestivalYearView } from "~contracts/bookings";
import { movingFestivalNames } from "~domain/bookings/india-holidays";

import { TextField } from "~/components/ui/text-field";
import { Notice } from "~/features/admin/shared/ui/notice";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

/** "2028", "2027 and 2028", "2026, 2027 and 2028". */
const listOf = (years: number[]) =>
  years.length === 1 ? String(years[0]) : `${years.slice(0, -1).join(", ")} and ${years.at(-1)}`;

const festivalList = `${movingFestivalNames.slice(0, -1).join(", ")} and ${movingFestivalNames.at(-1)}`;

/**
 * Says which years' holidays lack the festivals, and who can mend that: without it, the
 * preview of such a year looks complete, and its festivals would stay bookable.
 */
export function UnknownFestivalsNotice({ years, mayEnter }: { years: number[]; mayEnter: boolean }) {
  const those = years.length === 1 ? "that year" : "those years";
  return (
    <Notice tone="info">
      <p>
        <strong className="font-semibold">
          The festival dates for {listOf(years)} ({festivalList}) are not known yet.
        </strong>{" "}
        Until they are, India's holidays for {those} are the national holidays only.{" "}
        {mayEnter
          ? "Please enter them below from the Government of India's list of holidays for its offices."
          : "An admin can enter them on this page once the Government of India publishes its list of holidays."}
      </p>
    </Notice>
  );
}

/**
 * An admin's form for one year's festival dates: a year the site's table lacks, still
 * unknown or entered before (then it corrects them).
 */
export function FestivalDatesForm({
  festivals,
  errors,
}: {
  festivals: Exclude<FestivalYearView, { source: "table" }>;
  errors: Record<string, string>;
}) {
  const { year } = festivals;
  const entered = festivals.source === "entered" ? festivals.dates : undefined;
  const headingId = useId();
  return (
    <Form method="post" aria-labelledby={headingId} className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        Festival dates of {year}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {entered
          ? "Entered by an admin. Correct them here if the Government of India's list says otherwise."
          : `The dates the office closes for each festival in ${year}.`}
      </p>
      <input type="hidden" name="year" value={year} />
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        {movingFestivalNames.map((name) => (
          <TextField
            key={name}
            label={name}
            name={name}
            type="date"
            min={`${year}-01-01`}
            max={`${year}-12-31`}
            required
            defaultValue={entered?.[name]}
            error={errors[name]}
          />
        ))}
      </div>
      <div className="mt-4">
        <SubmitButton name="intent" value="festivals" pendingLabel="Saving...">
          Save the festival dates
        </SubmitButton>
      </div>
    </Form>
  );
}
