import { useEffect } from "react";
import { Form, useRevalidator } from "react-router";

import type { CalendarFeedState } from "~contracts/consultants";
import { calendarFeedFormSchema, calendarFeedUrlLimit } from "~domain/consultants/calendar-feed-address";

import { TextField } from "~/components/ui/text-field";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { CalDavCalendarsForm, CalDavConnectForm } from "./caldav-forms";

/** How often, and how many times, the page asks again while a new calendar is being read. */
const readingPollMs = 2_000;
const readingPolls = 15;

/**
 * A consultant's own calendar: its busy times block their slots only. The
 * secret address is never shown back, only its host; both forms post `intent=calendar`, the
 * second with an empty address to disconnect. Only its owner gets the forms (consultant-permissions.ts).
 * A saved address is read by the server's calendar task, not by the save: until its first read
 * the page asks again every few seconds.
 */
export function CalendarFeedSection({
  calendar,
  mayChange,
  errors = {},
}: {
  calendar: CalendarFeedState;
  mayChange: boolean;
  errors?: Record<string, string> | undefined;
}) {
  const reading = calendar.connected && calendar.readAt === null && calendar.error === null;
  useRevalidateWhile(reading);
  return (
    <SectionCard
      title="Their calendar"
      intro="Times their work calendar shows as busy are taken off their times, for them only. A secret iCal address is read every few minutes; a CalDAV calendar within a minute, and their calls are written to it."
    >
      {calendar.connected ? (
        <div className="mt-3 text-sm text-slate-700" aria-live="polite">
          <p>
            Connected to{" "}
            {calendar.calDav ? (
              <>
                the CalDAV account <span className="font-semibold text-slate-900">{calendar.calDav.username}</span>{" "}
                at{" "}
              </>
            ) : null}
            <span className="font-semibold text-slate-900">{calendar.host ?? "a calendar"}</span>.
          </p>
          <p className="mt-1">
            {calendar.readAt ? (
              <>
                Last read <IndiaTime at={calendar.readAt} /> (India time).
              </>
            ) : reading ? (
              "Being read now: this page shows how it went in a few seconds."
            ) : (
              "Not read yet."
            )}
          </p>
          {calendar.calDav && calendar.calDav.unwritten.calls > 0 ? (
            <p className="mt-1 text-red-700">
              {calendar.calDav.unwritten.calls === 1 ? "1 call" : `${calendar.calDav.unwritten.calls} calls`} could not
              be written to the calendar yet
              {calendar.calDav.unwritten.reason ? `: ${calendar.calDav.unwritten.reason}` : "."} They are tried again
              later and later.
            </p>
          ) : null}
          {calendar.error ? (
            <>
              <p className="mt-1 text-red-700">{calendar.error}</p>
              {calendar.checkedAt && calendar.retryAt ? (
                <p className="mt-1">
                  Last tried <IndiaTime at={calendar.checkedAt} />; tried again from <IndiaTime at={calendar.retryAt} />{" "}
                  (India time).
                </p>
              ) : null}
              <p className="mt-1">
                {calendar.readAt
                  ? "Until it can be read again, the busy times read before still apply."
                  : "Until it can be read, their times follow their hours alone."}
              </p>
            </>
          ) : null}
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">No calendar is connected.</p>
      )}

      {mayChange && calendar.connected ? (
        // Read at once, not at the task's next turn: a busy time just added, or a calendar fixed after a failure.
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="calendar-read" />
          <SubmitButton tone="secondary" pendingLabel="Asking...">
            Read my calendar now
          </SubmitButton>
        </Form>
      ) : null}

      {mayChange && calendar.calDav ? (
        <CalDavCalendarsForm calDav={calendar.calDav} errors={errors} />
      ) : mayChange ? (
        <>
          <CalDavConnectForm errors={errors} />
          <h3 className="mt-6 text-base font-semibold text-slate-900">Or a secret iCal address, read only</h3>
          <CalendarFeedForms calendar={calendar} errors={errors} />
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-600">Only the consultant connects their own calendar, from this page.</p>
      )}
    </SectionCard>
  );
}

/** While `reading`, the page's data again every few seconds, a limited number of times. */
function useRevalidateWhile(reading: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!reading) return undefined;
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      if (polls > readingPolls) clearInterval(timer);
      else void revalidate();
    }, readingPollMs);
    return () => clearInterval(timer);
  }, [reading, revalidate]);
}

/** The form's own check, as the consultant's action makes it (a test calendar may be plain http). */
const CalendarFeedSchema = calendarFeedFormSchema({ allowPlainHttp: true });

function CalendarFeedForms({ calendar, errors }: { calendar: CalendarFeedState; errors: Record<string, string> }) {
  const form = useCheckedForm(CalendarFeedSchema, errors);
  return (
    <>
      <Form
        method="post"
        className="mt-4 flex flex-col gap-4"
        key={`${calendar.host ?? ""} ${calendar.checkedAt?.getTime() ?? ""}`}
        onSubmit={form.onSubmit}
      >
        <input type="hidden" name="intent" value="calendar" />
        <TextField
          label="Secret address in iCal format"
          hint={calendar.connected ? "(replaces the one connected)" : undefined}
          name={form.names.calendarFeedUrl}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={calendarFeedUrlLimit}
          placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
          error={form.errors.calendarFeedUrl}
        />
        <p className="text-sm text-slate-600">
          Google Calendar: Settings, the calendar, Integrate calendar, “Secret address in iCal format”. Outlook:
          Settings, Calendar, Shared calendars, Publish a calendar, the ICS link. Keep it secret: anyone with it sees
          the calendar.
        </p>
        <div>
          <SubmitButton pendingLabel="Connecting...">
            {calendar.connected ? "Replace calendar" : "Connect calendar"}
          </SubmitButton>
        </div>
      </Form>

      {calendar.connected ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="calendar" />
          <input type="hidden" name="calendarFeedUrl" value="" />
          <SubmitButton tone="secondary" pendingLabel="Disconnecting...">
            Disconnect
          </SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
