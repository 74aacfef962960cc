import { Form } from "react-router";

import type { CalendarFeedState } from "~contracts/consultants";
import { calDavCalendarLimit, calDavConnectSchema, noCallsCalendar } from "~domain/consultants/caldav-account";

import { TextField } from "~/components/ui/text-field";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { AppPasswordFields } from "~/features/admin/shared/ui/app-password-fields";
import { OptionFieldset } from "~/features/admin/shared/ui/option-fieldset";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

/**
 * A CalDAV account, the consultant's own (decision 045): connected with an app password that is
 * never shown again; then which calendars block their times and which one their calls go to.
 */
/** The form's own check, as the consultant's action makes it (a test server may be plain http). */
const CalDavConnectSchema = calDavConnectSchema({ allowPlainHttp: true });

export function CalDavConnectForm({ errors }: { errors: Record<string, string> }) {
  const form = useCheckedForm(CalDavConnectSchema, errors);
  return (
    <Form method="post" className="mt-4 flex flex-col gap-4" autoComplete="off" onSubmit={form.onSubmit}>
      <input type="hidden" name="intent" value="caldav-connect" />
      <h3 className="text-base font-semibold text-slate-900">A CalDAV calendar, both ways</h3>
      <p className="text-sm text-slate-600">
        Fastmail, iCloud, Nextcloud and Zoho: its busy times hide your times within a minute, and every call booked with
        you is written to it, moved and removed with the call. Make an app password for this site in your account&apos;s
        security settings; it is kept sealed and never shown again. Up to {calDavCalendarLimit} of the account&apos;s
        calendars are shown here and read.
      </p>
      <TextField
        label="Server address"
        name={form.names.serverUrl}
        type="text"
        inputMode="url"
        spellCheck={false}
        required
        placeholder="https://caldav.fastmail.com"
        error={form.errors.serverUrl}
      />
      <AppPasswordFields errors={form.errors} />
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
  const calendarOptions = calDav.calendars.map((calendar) => ({ value: calendar.url, label: calendar.name }));
  return (
    <>
      <Form method="post" className="mt-4 flex flex-col gap-4" key={JSON.stringify([calDav.busy, calDav.calls])}>
        <input type="hidden" name="intent" value="caldav-calendars" />
        {/* The server keeps no more (caldav-admin.ts): as many means the account may have others. */}
        {calDav.calendars.length >= calDavCalendarLimit ? (
          <p className="text-sm text-slate-600">
            Only the first {calDavCalendarLimit} calendars of this account are shown here and read.
          </p>
        ) : null}
        <OptionFieldset
          legend="Calendars whose busy times hide your times"
          type="checkbox"
          name="busy"
          options={calendarOptions}
          checked={(url) => calDav.busy.includes(url)}
        />
        <OptionFieldset
          legend="Write your calls to"
          type="radio"
          name="calls"
          options={[...calendarOptions, { value: noCallsCalendar, label: "Nowhere: do not write calls" }]}
          checked={(url) => (calDav.calls ?? noCallsCalendar) === url}
          error={errors.calls}
        />
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
