import type { ChangeEvent } from "react";
import { Form } from "react-router";

import { reportRangeLabels, reportRanges, type ReportRange } from "~domain/analytics/report-range";

import { ChoiceOptions, LabelledSelect } from "~/features/admin/shared/ui/labelled-select";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";

const control =
  "mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none aria-invalid:border-red-600";

export type RangeErrors = Partial<Record<"from" | "to", string>>;

/** A day chosen means a range of days: the Dates list follows, so the day is not ignored. */
function chooseCustomRange(event: ChangeEvent<HTMLInputElement>) {
  const dates = event.currentTarget.form?.elements.namedItem("range");
  if (dates instanceof HTMLSelectElement) dates.value = "custom";
}

/**
 * A report's range and the comparison (the analytics page, the sales dashboard), as a GET form:
 * the choice sits in the address, so a range is a link. The dates count only for "From – to", which choosing a day selects (without scripts, the
 * person selects it); a custom range refused keeps what was typed.
 */
export function RangeForm({
  range,
  typed,
  errors,
  comparable = true,
}: {
  range: ReportRange;
  /** Whether the report compares with the range before (the funnel does not): without it, no such choice is offered. */
  comparable?: boolean;
  /** The custom dates as the address held them, shown again when they were refused. */
  typed: { range: string | null; from: string | null; to: string | null };
  errors: RangeErrors;
}) {
  const refused = Boolean(errors.from || errors.to);
  const kind = refused ? "custom" : range.kind;
  const from = refused ? (typed.from ?? "") : range.from;
  const to = refused ? (typed.to ?? "") : range.to;
  return (
    <Form
      method="get"
      role="search"
      aria-label="Choose the dates"
      key={`${kind}-${from}-${to}-${range.previous ? "on" : "off"}`}
      className="mb-6 grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.3fr)_auto] lg:items-start"
    >
      <LabelledSelect
        label="Dates"
        boxClassName="col-span-2 lg:col-span-1"
        id="analytics-range"
        name="range"
        defaultValue={kind}
        className={control}
      >
        <ChoiceOptions choices={reportRanges} labels={reportRangeLabels} />
      </LabelledSelect>
      <DateField id="analytics-from" name="from" label="From" value={from} error={errors.from} />
      <DateField id="analytics-to" name="to" label="To" value={to} error={errors.to} />
      {comparable ? (
        <LabelledSelect
          label="Compare with"
          boxClassName="col-span-2 lg:col-span-1"
          id="analytics-compare"
          name="compare"
          defaultValue={range.previous ? "previous" : "none"}
          className={control}
        >
          <option value="previous">The range before, as long</option>
          <option value="none">Nothing</option>
        </LabelledSelect>
      ) : null}
      <div className="col-span-2 lg:col-span-1 lg:pt-7">
        <button type="submit" className={buttonClass("primary")}>
          Show
        </button>
      </div>
      <p className="col-span-2 text-xs text-slate-600 lg:col-span-5">
        Days in India time. From and To count when Dates is “From – to”, which choosing a day selects; a range is at
        most 400 days.
      </p>
    </Form>
  );
}

function DateField({
  id,
  name,
  label,
  value,
  error,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        defaultValue={value}
        onChange={chooseCustomRange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={control}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
