import { Form } from "react-router";

import type { CalendarFeedState } from "~contracts/consultants";
import { noCallsCalendar } from "~domain/consultants/caldav-account";

import { TextField } from "~/components/ui/text-field";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

/**
 * A CalDAV account, the consultant's own (decision 045): connected with an app password that is
 * never shown again; then which calendars block their times and which one their calls go to.
 */
export function CalDavConnectForm({ errors }: { errors: Record<string, string> }) {
  return (
    <Form method="post" className="mt-4 flex flex-col gap-4" autoComplete="off">
      <input type="hidden" name="intent" value="caldav-connect" />
      <h3 className="text-base font-semibold text-slate-900">A CalDAV calendar, both ways</h3>
      <p className="text-sm text-slate-600">
        Fastmail, iCloud, Nextcloud and Zoho: its busy times hide your times within a minute, and every call booked with
        you is written to it, moved and removed with the call. Make an app password for this site in your account&apos;s
        security settings; it is kept sealed and never shown again.
      </p>
      <TextField
        label="Server address"
        name="serverUrl"
        type="text"
        inputMode="url"
        spellCheck={false}
        required
        placeholder="https://caldav.fastmail.com"
        error={errors.serverUrl}
      />
      <TextField label="User name" name="username" type="text" spellCheck={false} required error={errors.username} />
      <TextField
        label="App password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
      />
      <div>
        <SubmitButton pendingLabel="Connecting...">Connect CalDAV calendar</SubmitButton>
      </div>
    </Form>
  );
}

export function CalDavCalendarsForm({
  calDav,
  errors,
}: {
  calDav: NonNullable<CalendarFeedState["calDav"]>;
  errors: Record<string, string>;
}) {
  return (
    <>
      <Form method="post" className="mt-4 flex flex-col gap-4" key={JSON.stringify([calDav.busy, calDav.calls])}>
        <input type="hidden" name="intent" value="caldav-calendars" />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Calendars whose busy times hide your times</legend>
          <div className="mt-2 flex flex-col gap-2">
            {calDav.calendars.map((calendar) => (
              <label key={calendar.url} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name="busy"
                  value={calendar.url}
                  defaultChecked={calDav.busy.includes(calendar.url)}
                  className="accent-brand-700"
                />
                {calendar.name}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset aria-describedby={errors.calls ? "caldav-calls-error" : undefined}>
          <legend className="text-sm font-medium text-slate-800">Write your calls to</legend>
          <div className="mt-2 flex flex-col gap-2">
            {[...calDav.calendars, { url: noCallsCalendar, name: "Nowhere: do not write calls" }].map((calendar) => (
              <label key={calendar.url} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="calls"
                  value={calendar.url}
                  defaultChecked={(calDav.calls ?? noCallsCalendar) === calendar.url}
                  className="accent-brand-700"
                />
                {calendar.name}
              </label>
            ))}
          </div>
          {errors.calls ? (
            <p id="caldav-calls-error" className="mt-1.5 text-sm text-red-700">
              {errors.calls}
            </p>
          ) : null}
        </fieldset>
        <div>
          <SubmitButton pendingLabel="Saving...">Save calendars</SubmitButton>
        </div>
      </Form>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="caldav-disconnect" />
        <SubmitButton tone="secondary" pendingLabel="Disconnecting...">
          Disconnect
        </SubmitButton>
      </Form>
    </>
  );
}
