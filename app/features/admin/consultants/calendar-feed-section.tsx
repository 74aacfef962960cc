import { Form } from "react-router";

import type { CalendarFeedState } from "~contracts/consultants";
import { calendarFeedUrlLimit } from "~domain/calendar-feed-address";

import { TextField } from "~/components/ui/text-field";
import { IndiaTime } from "~/features/admin/ui/india-time";
import { SectionCard } from "~/features/admin/ui/section-card";
import { SubmitButton } from "~/features/admin/ui/submit-button";

/**
 * A consultant's own calendar (issue 32, item 6): its busy times block their slots only. The
 * secret address is never shown back, only its host; both forms post `intent=calendar`, the
 * second with an empty address to disconnect.
 */
export function CalendarFeedSection({
  calendar,
  errors = {},
}: {
  calendar: CalendarFeedState;
  errors?: Record<string, string> | undefined;
}) {
  return (
    <SectionCard
      title="Their calendar"
      intro="Times their work calendar shows as busy are taken off their times, for them only. It is read every few minutes."
    >
      {calendar.connected ? (
        <div className="mt-3 text-sm text-slate-700">
          <p>
            Connected to <span className="font-semibold text-slate-900">{calendar.host ?? "a calendar"}</span>.
          </p>
          <p className="mt-1">
            {calendar.checkedAt ? (
              <>
                {calendar.error ? "Last tried" : "Last read"} <IndiaTime at={calendar.checkedAt} /> (India time).
              </>
            ) : (
              "Not read yet."
            )}
          </p>
          {calendar.error ? (
            <>
              <p className="mt-1 text-red-700">{calendar.error}</p>
              <p className="mt-1">Until it can be read again, the busy times read before still apply.</p>
            </>
          ) : null}
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">No calendar is connected.</p>
      )}

      <Form
        method="post"
        className="mt-4 flex flex-col gap-4"
        key={`${calendar.host ?? ""} ${calendar.checkedAt?.getTime() ?? ""}`}
      >
        <input type="hidden" name="intent" value="calendar" />
        <TextField
          label="Secret address in iCal format"
          hint={calendar.connected ? "(replaces the one connected)" : undefined}
          name="calendarFeedUrl"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={calendarFeedUrlLimit}
          placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
          error={errors.calendarFeedUrl}
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
    </SectionCard>
  );
}
