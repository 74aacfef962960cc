import { Link } from "react-router";

import type { ConsultantCall } from "~contracts/consultants";
import { indiaDateTime } from "~domain/time/india-dates";

import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { CallOutcomeForm } from "~/features/admin/shared/ui/call-outcome-form";

export type MyCallsView = {
  consultant: { id: string; name: string };
  today: ConsultantCall[];
  week: ConsultantCall[];
  awaitingOutcome: ConsultantCall[];
};

/** A call of their own: its page opens for them whatever their role (server/bookings/booking-access.ts). */
function CallLine({ call }: { call: ConsultantCall }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <span>
        <span className="font-semibold text-slate-900">{indiaDateTime(call.startsAt)}</span>{" "}
        <Link to={`/admin/bookings/${call.id}`} className="text-brand-800 underline underline-offset-4">
          {call.visitorName}
        </Link>{" "}
        <span className="text-slate-600">
          ({call.domain}, {call.reference})
        </span>
      </span>
      {call.meetingUrl ? (
        <a
          href={call.meetingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          Join the call
        </a>
      ) : null}
    </li>
  );
}

function CallList({ title, calls, empty }: { title: string; calls: ConsultantCall[]; empty: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      {calls.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {calls.map((call) => (
            <CallLine key={call.id} call={call} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** A consultant's own calls on their overview: today, the days ahead, and outcomes still to record. */
export function MyCalls({ calls }: { calls: MyCallsView }) {
  const todayIds = new Set(calls.today.map((call) => call.id));
  const later = calls.week.filter((call) => !todayIds.has(call.id));
  return (
    <div className="mt-6">
      <SectionCard
        title="My calls"
        intro="The demo calls you take, in India time (IST)."
        aside={
          <Link
            to={`/admin/consultants/${calls.consultant.id}`}
            className="text-sm font-semibold text-brand-800 underline underline-offset-4"
          >
            My schedule
          </Link>
        }
      >
        <div className="mt-4 flex flex-col gap-5">
          <CallList title="Today" calls={calls.today} empty="No calls today." />
          <CallList title="Next 7 days" calls={later} empty="No calls in the next 7 days." />
          {calls.awaitingOutcome.length > 0 ? (
            <div>
              <h3 className="text-sm font-semibold text-slate-800">How did they go?</h3>
              <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
                {calls.awaitingOutcome.map((call) => (
                  <li key={call.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
                    <span>
                      <span className="font-semibold text-slate-900">{indiaDateTime(call.startsAt)}</span>{" "}
                      {call.visitorName} <span className="text-slate-600">({call.reference})</span>
                    </span>
                    <CallOutcomeForm call={call} postsId />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </SectionCard>
    </div>
  );
}
