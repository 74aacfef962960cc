import { useId, type ReactNode } from "react";
import { Form, Link } from "react-router";

import type { BlockedTimeView, CallInTheWay, FestivalYearView, HolidayView } from "~contracts/bookings";
import { describeSlot } from "~domain/bookings/booking";
import { blockTimes, describeBlock, timeLabel, wholeDays } from "~domain/bookings/blocked-time";
import { indiaDateTime, type IsoDate } from "~domain/time/india-dates";

import { TextField } from "~/components/ui/text-field";
import { ChangeNoticeForm } from "~/features/admin/bookings/blocked-time/change-notice";
import { FestivalDatesForm, UnknownFestivalsNotice } from "~/features/admin/bookings/blocked-time/festival-dates";
import { CardList } from "~/features/admin/shared/ui/card-list";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

export type BlockedTimeIntent = "days" | "hours" | "remove" | "holidays" | "festivals" | "change-notice";

export type BlockedTimeActionData = {
  intent: BlockedTimeIntent;
  /** Confirmed calls the block would cover, and the block's fields, to decide and send again. */
  callsInTheWay?: CallInTheWay[] | undefined;
  repeat?: [string, string][] | undefined;
  /** The year of the festival form whose fields the errors are about. */
  year?: number;
  errors?: Record<string, string>;
  message?: string;
  /** What was typed in a refused block's form: a page drawn afresh (without script) shows it again. */
  typed?: Record<string, string> | undefined;
};

type PageProps = {
  blocks: BlockedTimeView[];
  /** Today in India and the last date a block may reach, for the date pickers. */
  today: string;
  lastDate: string;
  years: number[];
  preview?: { year: number; holidays: HolidayView[] } | undefined;
  /** Where the festival dates of this year, the next and the previewed one come from. */
  festivals: FestivalYearView[];
  mayEnterFestivals: boolean;
  /** The notice before a call within which its visitor's link no longer changes it, in hours. */
  changeNoticeHours: number;
  done?: string | undefined;
  result?: BlockedTimeActionData | undefined;
};

const callsCancelled = (count: string) =>
  `${count === "1" ? "1 call is" : `${count} calls are`} cancelled; each visitor has been e-mailed.`;

function doneMessage(done: string | undefined): string | undefined {
  if (done === "added") return "The block is added. The calendar no longer offers that time.";
  const cancelled = done?.match(/^added-cancelled-(\d+)$/);
  if (cancelled) return `The block is added and ${callsCancelled(cancelled[1]!)}`;
  if (done === "removed") return "The block is removed. The calendar offers that time again.";
  const holidays = done?.match(/^holidays-(\d+)(?:-cancelled-(\d+))?$/);
  if (holidays) {
    const blocked = holidays[1] === "1" ? "1 holiday is blocked" : `${holidays[1]} holidays are blocked`;
    return holidays[2] ? `${blocked} and ${callsCancelled(holidays[2])}` : `${blocked}.`;
  }
  const festivals = done?.match(/^festivals-(\d+)$/);
  if (festivals) return `The festival dates of ${festivals[1]} are saved, and its holidays now include them.`;
  if (done === "change-notice") return "The notice for visitors' changes is saved. Manage pages follow it from now on.";
  return undefined;
}

/**
 * The years of an admin's festival forms: one still unknown, to enter (the previewed year
 * first, as the notice speaks of it), and the previewed year when an admin entered it, to correct.
 */
function festivalFormYears(festivals: FestivalYearView[], previewYear: number | undefined) {
  const unknown = festivals.filter((festival) => festival.source === "unknown");
  const toEnter = unknown.find((festival) => festival.year === previewYear) ?? unknown[0];
  const entered = festivals.filter((festival) => festival.source === "entered");
  const toCorrect = entered.find((festival) => festival.year === previewYear);
  return [toEnter, toCorrect].filter((festival) => festival !== undefined);
}

function TimeSelect({
  label,
  name,
  error,
  defaultValue,
}: {
  label: string;
  name: string;
  error?: string | undefined;
  defaultValue: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 ${
          error ? "border-red-600" : "border-slate-300"
        }`}
      >
        {blockTimes.map((time) => (
          <option key={time} value={time}>
            {timeLabel(time)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A day a block may cover: from today to the last date the calendar reaches. */
function BlockDateField({
  label,
  name,
  range,
  errors,
  typed,
}: {
  label: string;
  name: string;
  range: { min: string; max: string };
  errors: Record<string, string>;
  typed: Record<string, string>;
}) {
  return (
    <TextField
      label={label}
      name={name}
      type="date"
      {...range}
      required
      defaultValue={typed[name]}
      error={errors[name]}
    />
  );
}

/** A new block: its time (the children), the reason visitors' cancellations give, and its button. */
function BlockForm({
  intent,
  submitLabel,
  reasonExample,
  errors,
  typed,
  children,
}: {
  intent: BlockedTimeIntent;
  submitLabel: string;
  reasonExample: string;
  errors: Record<string, string>;
  typed: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="mt-4 flex flex-col gap-4">
      {children}
      <TextField
        label="Reason"
        name="reason"
        required
        maxLength={200}
        placeholder={reasonExample}
        defaultValue={typed.reason}
        error={errors.reason}
      />
      <div>
        <SubmitButton name="intent" value={intent} pendingLabel="Blocking...">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}

export function BlockedTimePage({
  blocks,
  today,
  lastDate,
  years,
  preview,
  festivals,
  mayEnterFestivals,
  changeNoticeHours,
  done,
  result,
}: PageProps) {
  const errorsFor = (intent: BlockedTimeIntent) => (result?.intent === intent ? (result.errors ?? {}) : {});
  const days = errorsFor("days");
  const hours = errorsFor("hours");
  const typedIn = (intent: BlockedTimeIntent) => (result?.intent === intent ? (result.typed ?? {}) : {});
  const typedDays = typedIn("days");
  const typedHours = typedIn("hours");
  const holidayErrors = errorsFor("holidays");
  const success = doneMessage(done);
  const offered = preview?.holidays.filter((holiday) => !holiday.alreadyBlocked) ?? [];
  const unknownFestivalYears = festivals.filter((festival) => festival.source === "unknown").map(({ year }) => year);
  const festivalForms = mayEnterFestivals ? festivalFormYears(festivals, preview?.year) : [];
  const dateRange = { min: today, max: lastDate };
  const festivalErrors = (year: number) => (result?.year === year ? errorsFor("festivals") : {});

  return (
    <>
      <PageHeader
        title="Blocked time"
        intro="Times the demo calendar does not offer: holidays, a closed afternoon. Dates and times are India time (IST)."
      />
      {success ? <Notice tone="success">{success}</Notice> : null}
      {result?.message && !result.callsInTheWay ? <Notice tone="error">{result.message}</Notice> : null}

      <section aria-labelledby="blocks-heading" className="mb-8">
        <h2 id="blocks-heading" className="mb-2 text-lg font-semibold text-brand-900">
          Upcoming blocks
        </h2>
        <CardList
          items={blocks}
          empty={
            <EmptyState title="Nothing is blocked.">Every working day's times are offered to visitors.</EmptyState>
          }
          className="flex flex-col gap-2"
          cardClassName="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          {(block) => (
            <>
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{describeBlock(block)}</p>
                <p className="mt-0.5 text-sm break-words text-slate-700">{block.reason}</p>
                <p className="mt-0.5 text-xs text-slate-600">
                  Added by <span className="break-all">{block.createdBy}</span>, {indiaDateTime(block.createdAt)} IST
                </p>
              </div>
              <Form method="post" className="shrink-0">
                <SubmitButton
                  tone="secondary"
                  name="intent"
                  value={`remove:${block.id}`}
                  pendingLabel="Removing..."
                  aria-label={`Remove the block of ${describeBlock(block)} (${block.reason})`}
                >
                  Remove
                </SubmitButton>
              </Form>
            </>
          )}
        </CardList>
      </section>

      {/* Right above the forms, where the person who submitted one is looking. */}
      {result?.callsInTheWay && result.repeat ? (
        <CallsInTheWayForm intent={result.intent} calls={result.callsInTheWay} repeat={result.repeat} />
      ) : null}
      {/* A new key whenever the blocks change: a block added empties the forms it came from. */}
      <div className="grid gap-6 lg:grid-cols-2" key={blocks.map((block) => block.id).join()}>
        <SectionCard title="Block whole days" intro="From the first day to the last, both included.">
          <BlockForm
            intent="days"
            submitLabel="Block these days"
            reasonExample="e.g. Office closed"
            errors={days}
            typed={typedDays}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <BlockDateField label="First day" name="fromDate" range={dateRange} errors={days} typed={typedDays} />
              <BlockDateField label="Last day" name="toDate" range={dateRange} errors={days} typed={typedDays} />
            </div>
          </BlockForm>
        </SectionCard>

        <SectionCard title="Block hours on one day" intro="On the half hour, within the working day.">
          <BlockForm
            intent="hours"
            submitLabel="Block these hours"
            reasonExample="e.g. Team meeting"
            errors={hours}
            typed={typedHours}
          >
            <BlockDateField label="Date" name="date" range={dateRange} errors={hours} typed={typedHours} />
            <div className="grid grid-cols-2 gap-4">
              <TimeSelect
                label="From"
                name="fromTime"
                defaultValue={typedHours.fromTime ?? "10:00"}
                error={hours.fromTime}
              />
              <TimeSelect label="To" name="toTime" defaultValue={typedHours.toTime ?? "18:00"} error={hours.toTime} />
            </div>
          </BlockForm>
        </SectionCard>
      </div>

      <div className="mt-6">
        <SectionCard
          title="India's holidays"
          intro="Loads the national holidays and the festivals of the year for you to review; nothing is blocked until you confirm."
        >
          {unknownFestivalYears.length > 0 ? (
            <div className="mt-4">
              <UnknownFestivalsNotice years={unknownFestivalYears} mayEnter={mayEnterFestivals} />
            </div>
          ) : null}
          {festivalForms.map((festival) => (
            <FestivalDatesForm key={festival.year} festivals={festival} errors={festivalErrors(festival.year)} />
          ))}
          <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor="holiday-year" className="block text-sm font-medium text-slate-800">
                Year
              </label>
              <select
                id="holiday-year"
                name="holidays"
                defaultValue={preview?.year ?? years[0]}
                className="mt-1.5 block rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-base text-slate-900"
              >
                {years.map((year) => (
                  <option key={year}>{year}</option>
                ))}
              </select>
            </div>
            <button
              type="submit"
              className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              Load India's holidays
            </button>
          </Form>

          {preview ? (
            preview.holidays.length === 0 ? (
              <p className="mt-4 text-sm text-slate-700">No holidays of {preview.year} are still to come.</p>
            ) : (
              <Form method="post" className="mt-5">
                <fieldset aria-describedby={holidayErrors.holidays ? "holidays-error" : undefined}>
                  <legend className="text-sm font-semibold text-slate-800">
                    Holidays of {preview.year}: untick any the office works on
                  </legend>
                  <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
                    {preview.holidays.map((holiday) => (
                      <li key={holiday.date} className="px-4 py-2.5">
                        {holiday.alreadyBlocked ? (
                          <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
                            <span className="font-medium">{holiday.name}</span>
                            <span>{describeBlock(dayRange(holiday.date))}</span>
                            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">
                              Already blocked
                            </span>
                          </p>
                        ) : (
                          <label className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-900">
                            <input
                              type="checkbox"
                              name="holiday"
                              value={`${holiday.date}|${holiday.name}`}
                              defaultChecked
                              className="size-4 accent-brand-900"
                            />
                            <span className="font-medium">{holiday.name}</span>
                            <span className="text-slate-600">
                              {describeBlock(dayRange(holiday.date)).replace(" (whole day)", "")}
                            </span>
                          </label>
                        )}
                      </li>
                    ))}
                  </ul>
                </fieldset>
                {holidayErrors.holidays ? (
                  <p id="holidays-error" className="mt-2 text-sm text-red-700">
                    {holidayErrors.holidays}
                  </p>
                ) : null}
                <div className="mt-4 flex flex-wrap gap-2">
                  {offered.length > 0 ? (
                    <SubmitButton name="intent" value="holidays" pendingLabel="Blocking...">
                      Block the ticked holidays
                    </SubmitButton>
                  ) : (
                    <p className="text-sm text-slate-700">Every holiday of {preview.year} is already blocked.</p>
                  )}
                  <Link
                    to="/admin/blocked-time"
                    className="inline-flex min-h-10 items-center px-2 text-sm font-semibold text-brand-800 underline underline-offset-4"
                  >
                    Close the list
                  </Link>
                </div>
              </Form>
            )
          ) : null}
        </SectionCard>
      </div>

      <div className="mt-6">
        <ChangeNoticeForm hours={changeNoticeHours} error={errorsFor("change-notice").hours} />
      </div>
    </>
  );
}

/** A whole day in India, for describing a holiday like a block. */
const dayRange = (date: IsoDate) => wholeDays(date, date);

/** The calls a new block would cover, and the choice: cancel them with the block, or keep them. */
function CallsInTheWayForm({
  intent,
  calls,
  repeat,
}: {
  intent: BlockedTimeIntent;
  calls: CallInTheWay[];
  repeat: [string, string][];
}) {
  return (
    <section
      aria-labelledby="calls-in-the-way"
      className="mb-6 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <h2 id="calls-in-the-way" className="font-semibold">
        {calls.length === 1 ? "This call falls in the time" : "These calls fall in the time"}
      </h2>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {calls.map((call) => (
          <li key={call.id}>
            <span className="font-semibold">{describeSlot(call.startsAt)} IST</span>: {call.name} ({call.reference})
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        Cancelling e-mails each visitor that the call is cancelled, with the block&apos;s reason. Keeping them leaves
        the calls booked while the calendar offers the time to nobody else.
      </p>
      <Form method="post" className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value={intent} />
        {repeat.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="shownCallIds" value={calls.map((call) => call.id).join(",")} />
        <SubmitButton tone="danger" name="calls" value="cancel" pendingLabel="Blocking...">
          Block and cancel {calls.length === 1 ? "the call" : `${calls.length} calls`}
        </SubmitButton>
        <SubmitButton tone="secondary" name="calls" value="keep" pendingLabel="Blocking...">
          Block and keep {calls.length === 1 ? "the call" : "the calls"}
        </SubmitButton>
      </Form>
    </section>
  );
}
