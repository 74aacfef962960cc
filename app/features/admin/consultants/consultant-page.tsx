import { CalendarDays } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";

import type { ConsultantDetail } from "~contracts/consultants";
import { indiaNoon, type IsoDate } from "~domain/time/india-dates";
import {
  overrideFormSchema,
  scheduleFormSchema,
  weekdayNames,
  weeklyHoursFields,
} from "~domain/consultants/consultant-schedule";
import { format } from "date-fns";

import { TextField } from "~/components/ui/text-field";
import { useIsClient } from "~/components/use-is-client";
import { bindFields } from "~/features/admin/shared/form-fields";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { absoluteUrl } from "~/seo/page-meta";
import { AddForm } from "~/features/admin/shared/ui/add-form";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { CalendarFeedSection } from "./calendar-feed-section";
import { MeetingSection } from "./meeting-section";
import { RoutingSection } from "./routing-section";
import { describeHours } from "./week-grid";
import { Badge } from "~/features/admin/shared/ui/badge";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass, SubmitButton } from "~/features/admin/shared/ui/submit-button";

export type ConsultantActionData = {
  intent: string;
  errors?: Record<string, string>;
  message?: string;
};

type PageProps = {
  consultant: ConsultantDetail;
  /** Sales and admins reach the list; a consultant editing their own page does not need it. */
  mayList: boolean;
  done?: string | undefined;
  result?: ConsultantActionData | undefined;
};

const doneMessages: Record<string, string> = {
  schedule: "The schedule is saved. The calendar offers the new times now.",
  override: "The date's hours are saved.",
  "override-removed": "The date has its usual hours again.",
  start: "They take demo calls now.",
  stop: "They no longer take demo calls. Calls already booked stay theirs.",
  calendar: "The calendar is saved.",
  "caldav-connect":
    "The CalDAV calendar is connected: its busy times are read within a minute, and your calls are written to it.",
  "caldav-calendars": "Your choice of calendars is saved.",
  "caldav-disconnect": "The CalDAV calendar is disconnected, and its password forgotten.",
  "calendar-read": "Your calendar is being read now: its busy times apply within a minute.",
  meeting: "The way calls happen is saved; calls booked from now on use it.",
  routing: "The calls they get are saved; the next booking follows them.",
};

const dayLabel = (date: IsoDate) => format(indiaNoon(date), "EEE d MMM");

/** The schedule's numbers, each a field of the same name. */
const scheduleLimits = [
  { label: "Buffer before a call (minutes)", name: "bufferBeforeMinutes", min: 0 },
  { label: "Buffer after a call (minutes)", name: "bufferAfterMinutes", min: 0 },
  { label: "Minimum notice (minutes)", name: "minimumNoticeMinutes", min: 60 },
  { label: "Most calls a day", hint: "(empty: no limit)", name: "maxCallsPerDay", min: 1 },
] as const;

/** One end of a day's hours; the day's message, shown below the row, is about its start. */
function TimeInput({
  label,
  name,
  defaultValue,
  invalid,
}: {
  label: string;
  name: string;
  defaultValue: string;
  invalid?: string | undefined;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      {label}
      <input
        type="time"
        name={name}
        defaultValue={defaultValue}
        aria-invalid={invalid ? true : undefined}
        className="rounded-lg border border-slate-300 px-2 py-1.5 text-slate-900"
      />
    </label>
  );
}

const dateKinds = [
  ["off", "Day off"],
  ["hours", "Other hours"],
] as const;

/**
 * A date's day off or other hours: a day off has no times, so From and To are off while it is
 * chosen and not sent. Without JavaScript they stay on, and the server ignores them for a day off.
 */
function DateHoursFields({ fromError }: { fromError: string | undefined }) {
  const [kind, setKind] = useState<"off" | "hours">("off");
  const timesOff = useIsClient() && kind === "off";
  return (
    <>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">That day</legend>
        <div className="mt-2 flex gap-4 pb-3 text-sm text-slate-800">
          {dateKinds.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="accent-brand-700"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {/* Wide enough for "10:00 AM" whole, where 8rem cut it to "10:00 A"; on a phone To goes below From. */}
      <div className="flex flex-wrap gap-3">
        <div className="w-40">
          <TextField
            label="From"
            name="from"
            type="time"
            defaultValue="10:00"
            disabled={timesOff}
            error={timesOff ? undefined : fromError}
          />
        </div>
        <div className="w-40">
          <TextField label="To" name="to" type="time" defaultValue="18:00" disabled={timesOff} />
        </div>
      </div>
    </>
  );
}

// Monday first, as the week reads in India.
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

export function ConsultantPage({ consultant, mayList, done, result }: PageProps) {
  const errorsFor = (intent: string) => (result?.intent === intent ? (result.errors ?? {}) : {});
  const scheduleForm = useCheckedForm(scheduleFormSchema, errorsFor("schedule"));
  const schedule = scheduleForm.errors;
  const scheduleField = bindFields({ name: consultant.name, slug: consultant.slug }, schedule);
  const overrideForm = useCheckedForm(overrideFormSchema, errorsFor("override"));
  const override = overrideForm.errors;
  const success = done ? doneMessages[done] : undefined;
  const pageUrl = absoluteUrl(`/demo/with/${consultant.slug}`);
  return (
    <>
      {mayList ? <BackLink to="/admin/consultants">All consultants</BackLink> : null}
      <PageHeader
        title={consultant.name}
        intro="Their hours and limits decide which of the calendar's times they can take. Times are India time (IST); blocked time and holidays apply to everyone."
        actions={
          <>
            {/* Beside the link, a badge keeps its own height. */}
            <span className="self-center">
              {consultant.active ? (
                <Badge tone="emerald">Takes calls</Badge>
              ) : (
                <Badge tone="slate">Not taking calls</Badge>
              )}
            </span>
            <Link to={`/admin/consultants/${consultant.id}/week`} className={buttonClass("secondary")}>
              <CalendarDays aria-hidden="true" className="size-4" />
              Their week
            </Link>
          </>
        }
      />
      {success ? <Notice tone="success">{success}</Notice> : null}
      {result?.message ? <Notice tone="error">{result.message}</Notice> : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SectionCard title="Schedule" intro="One range of hours a day; give a date other hours below.">
          <Form
            method="post"
            className="mt-4 flex flex-col gap-5"
            key={JSON.stringify(consultant.weeklyHours)}
            onSubmit={scheduleForm.onSubmit}
          >
            <input type="hidden" name="intent" value="schedule" />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Name" {...scheduleField("name")} required />
              <TextField label="Page link name" {...scheduleField("slug")} required />
            </div>
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">Weekly hours</legend>
              <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
                {weekOrder.map((day) => {
                  const fields = weeklyHoursFields[day]!;
                  const [range] = consultant.weeklyHours[day]!;
                  const error = schedule[fields.from];
                  return (
                    <li key={day} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2.5">
                      <label className="flex w-full items-center gap-2 text-sm font-medium text-slate-800 sm:w-32">
                        <input
                          type="checkbox"
                          name={fields.works}
                          defaultChecked={range !== undefined}
                          className="size-4 accent-brand-700"
                        />
                        {weekdayNames[day]}
                      </label>
                      <TimeInput label="From" name={fields.from} defaultValue={range?.[0] ?? "10:00"} invalid={error} />
                      <TimeInput label="to" name={fields.to} defaultValue={range?.[1] ?? "18:00"} />
                      {error ? <p className="w-full text-sm text-red-700">{error}</p> : null}
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              {scheduleLimits.map(({ name, ...field }) => (
                <TextField
                  key={name}
                  {...field}
                  name={name}
                  type="number"
                  defaultValue={consultant[name] ?? ""}
                  error={schedule[name]}
                />
              ))}
            </div>
            <div>
              <SubmitButton pendingLabel="Saving...">Save schedule</SubmitButton>
            </div>
          </Form>
        </SectionCard>

        <div className="flex flex-col gap-6">
          <SectionCard
            title="Times visitors see"
            intro="What this schedule offers on the next days, after calls already booked."
          >
            <ul className="mt-3 flex flex-col gap-3">
              {consultant.preview.map(({ date, slots }) => (
                <li key={date}>
                  <p className="text-sm font-semibold text-slate-800">{dayLabel(date)}</p>
                  {slots.length === 0 ? (
                    <p className="text-sm text-slate-600">No times</p>
                  ) : (
                    <p className="mt-1 flex flex-wrap gap-1.5">
                      {slots.map((slot) => (
                        <span key={slot} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                          {slot}
                        </span>
                      ))}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </SectionCard>

          {consultant.mayChange["taking calls"] ? (
            <RoutingSection routing={consultant} errors={errorsFor("routing")} />
          ) : null}
          <MeetingSection
            kind={consultant.meetingKind}
            roomUrl={consultant.meetingRoomUrl}
            errors={errorsFor("meeting")}
          />
          <CalendarFeedSection
            calendar={consultant.calendar}
            mayChange={consultant.mayChange.calendar}
            errors={{ ...errorsFor("calendar"), ...errorsFor("caldav-connect"), ...errorsFor("caldav-calendars") }}
          />

          <SectionCard title="Personal booking page" intro="For follow-up calls: it offers only their times.">
            <p className="mt-3 text-sm break-all">
              <a href={pageUrl} className="font-medium text-brand-800 underline underline-offset-4">
                {pageUrl}
              </a>
            </p>
          </SectionCard>
        </div>
      </div>

      <div className="mt-6">
        <SectionCard
          title="Other hours on a date"
          intro="A day off, or other hours on one date; the date's usual hours apply again when removed."
        >
          <AddForm
            method="post"
            className="mt-4 flex flex-wrap items-end gap-x-6 gap-y-4"
            onSubmit={overrideForm.onSubmit}
          >
            <input type="hidden" name="intent" value="override" />
            <div className="w-full sm:w-48">
              <TextField label="Date" name={overrideForm.names.date} type="date" required error={override.date} />
            </div>
            <DateHoursFields fromError={override.from} />
            <div className="pb-1">
              <SubmitButton pendingLabel="Saving...">Save the date</SubmitButton>
            </div>
          </AddForm>
          {consultant.overrides.length > 0 ? (
            <ul className="mt-5 divide-y divide-slate-100 rounded-xl border border-slate-200">
              {consultant.overrides.map(({ date, hours }) => (
                <li key={date} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2.5 text-sm">
                  <span>
                    <span className="font-semibold text-slate-900">{dayLabel(date)}</span>: {describeHours(hours)}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-override" />
                    <input type="hidden" name="date" value={date} />
                    <SubmitButton tone="secondary" pendingLabel="Removing...">
                      Usual hours
                    </SubmitButton>
                  </Form>
                </li>
              ))}
            </ul>
          ) : null}
        </SectionCard>
      </div>

      {consultant.mayChange["taking calls"] ? (
        <div className="mt-6">
          <SectionCard
            title={consultant.active ? "Stop taking calls" : "Take calls again"}
            intro={
              consultant.active
                ? "Visitors stop seeing their times; calls already booked stay theirs (reassign them from each booking)."
                : "Their schedule is kept; visitors see their times again at once."
            }
          >
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value={consultant.active ? "stop" : "start"} />
              <SubmitButton tone={consultant.active ? "danger" : "primary"} pendingLabel="Saving...">
                {consultant.active ? "Stop taking calls" : "Take calls again"}
              </SubmitButton>
            </Form>
          </SectionCard>
        </div>
      ) : null}
    </>
  );
}
