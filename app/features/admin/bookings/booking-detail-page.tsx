import { Form, Link } from "react-router";

import type { BookingDetail } from "~contracts/bookings";
import type { AuditEntryView } from "~contracts/staff";
import { CancelBookingSchema } from "~domain/bookings/blocked-time";
import { callOutcomeLabels } from "~domain/consultants/consultant-calls";
import { indiaDateTime, indiaDay, indiaTime } from "~domain/time/india-dates";
import { fullName } from "~domain/forms/person-details";

import { TextAreaField } from "~/components/ui/text-field";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { CallOutcomeForm } from "~/features/admin/shared/ui/call-outcome-form";
import { DoNotContactBadge } from "~/features/admin/shared/ui/do-not-contact-badge";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { FirstTouchCard } from "~/features/admin/shared/ui/first-touch-card";
import { HeadedSection } from "~/features/admin/shared/ui/headed-section";
import { PhoneLink, WhatsAppLink } from "~/features/admin/shared/ui/contact-links";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SubmitButton, buttonClass } from "~/features/admin/shared/ui/submit-button";

type DetailProps = {
  booking: BookingDetail;
  history: AuditEntryView[];
  /** Confirmed and not started: the cancel button is offered. */
  cancellable: boolean;
  /** The other consultants free at the call's time. */
  consultantChoices: { id: string; name: string }[];
  /** The confirmation step (the reason and the danger button) is open. */
  confirming: boolean;
  /** Confirmed and started: what became of it can be said, and said again. */
  outcomeOpen: boolean;
  /** The bookings desk's list opens for them; a consultant without it goes back to their own calls. */
  onBookingsDesk: boolean;
  done?: string | undefined;
  error?: { message?: string | undefined; reason?: string | undefined } | undefined;
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  );
}

export function BookingDetailPage({
  booking,
  history,
  cancellable,
  consultantChoices,
  confirming,
  outcomeOpen,
  onBookingsDesk,
  done,
  error,
}: DetailProps) {
  const name = fullName(booking);
  const detailPath = `/admin/bookings/${booking.id}`;
  const cancel = useCheckedForm(CancelBookingSchema, error?.reason ? { reason: error.reason } : undefined);
  return (
    <>
      {onBookingsDesk ? (
        <BackLink to="/admin/bookings">All bookings</BackLink>
      ) : (
        <BackLink to="/admin">My calls</BackLink>
      )}
      <PageHeader
        title={`Demo call ${booking.reference}`}
        intro={`${name}, ${indiaDay(booking.startsAt)} at ${indiaTime(booking.startsAt)} IST`}
      />
      {done === "reassigned" ? (
        <Notice tone="success">
          The call is now {booking.consultantName}&apos;s. The visitor and both consultants are being e-mailed updated
          invitations.
        </Notice>
      ) : null}
      {done === "cancelled" ? (
        <Notice tone="success">
          The call is cancelled. The visitor is being e-mailed the cancellation for their calendar, and sales a note.
          The time is offered again.
        </Notice>
      ) : null}
      {done === "outcome" ? <Notice tone="success">The call&apos;s outcome is saved.</Notice> : null}
      {error?.message ? <Notice tone="error">{error.message}</Notice> : null}

      <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-[9rem_1fr]">
        {/* Who to call or write to first: on a phone it is what sales looks for. */}
        <Row label="Name">{name}</Row>
        <Row label="E-mail">
          <a href={`mailto:${booking.email}`} className="break-all text-brand-800 underline underline-offset-4">
            {booking.email}
          </a>
        </Row>
        <Row label="Phone">
          <span className="flex flex-wrap gap-x-4 gap-y-1">
            <PhoneLink phone={booking.phone} />
            <WhatsAppLink phone={booking.phone} />
          </span>
        </Row>
        <Row label="Status">
          {booking.status === "cancelled" ? (
            <span className="rounded-full bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-800">Cancelled</span>
          ) : (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-sm font-semibold text-emerald-900">
              Confirmed
            </span>
          )}
        </Row>
        <Row label="When">
          {indiaDay(booking.startsAt)}, {indiaTime(booking.startsAt)} to {indiaTime(booking.endsAt)} IST
        </Row>
        <Row label="Domain">{booking.domain}</Row>
        <Row label="Consultant">{booking.consultantName}</Row>
        {booking.contactId ? (
          <Row label="Contact">
            <span className="flex flex-wrap items-center gap-2">
              <Link to={`/admin/contacts/${booking.contactId}`} className="text-brand-800 underline underline-offset-4">
                Their contact, notes and follow-ups
              </Link>
              {booking.doNotContact ? <DoNotContactBadge /> : null}
            </span>
          </Row>
        ) : null}
        {booking.meetingUrl ? (
          <Row label="Meeting">
            <a
              href={booking.meetingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all text-brand-800 underline underline-offset-4"
            >
              {booking.meetingUrl}
            </a>
          </Row>
        ) : null}
        {booking.outcome ? <Row label="Outcome">{callOutcomeLabels[booking.outcome]}</Row> : null}
        <Row label="Message">
          {booking.message ? <span className="whitespace-pre-wrap">{booking.message}</span> : "No message."}
        </Row>
        <Row label="Booked">{indiaDateTime(booking.createdAt)} IST</Row>
        {booking.cancelledAt ? (
          <>
            <Row label="Cancelled">{indiaDateTime(booking.cancelledAt)} IST</Row>
            <Row label="Reason">
              <span className="whitespace-pre-wrap">{booking.cancelReason}</span>
            </Row>
          </>
        ) : null}
      </dl>

      {outcomeOpen ? <OutcomeSection booking={booking} name={name} /> : null}

      <div className="mt-8">
        <FirstTouchCard
          touch={booking.firstTouch}
          intro="The visit the call was booked from, as the site counted it."
        />
      </div>

      {cancellable ? <ReassignSection current={booking.consultantName} choices={consultantChoices} /> : null}

      <section
        id="cancel"
        aria-labelledby="cancel-heading"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-6"
      >
        <h2 id="cancel-heading" className="text-lg font-semibold text-brand-900">
          Cancel the call
        </h2>
        {!cancellable ? (
          <p className="mt-1 text-sm text-slate-600">
            {booking.status === "cancelled"
              ? "This call is already cancelled."
              : "This call has started or taken place, so it can no longer be cancelled."}
          </p>
        ) : confirming || error?.reason ? (
          <Form method="post" className="mt-3 flex flex-col gap-4" onSubmit={cancel.onSubmit}>
            <p className="text-sm text-slate-700">
              Cancelling e-mails {booking.firstName} a cancellation that removes the call from their calendar, tells
              sales, and offers the time to other visitors again. It cannot be undone.
            </p>
            <TextAreaField
              label="Reason for cancelling"
              hint="(kept in the history and sent to sales, not to the visitor)"
              name={cancel.names.reason}
              required
              maxLength={1000}
              error={cancel.errors.reason}
            />
            <div className="flex flex-wrap gap-2">
              <SubmitButton tone="danger" pendingLabel="Cancelling...">
                Cancel the call and e-mail the visitor
              </SubmitButton>
              <Link to={detailPath} className={buttonClass("secondary")}>
                Keep the call
              </Link>
            </div>
          </Form>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-600">
              If the call cannot take place, cancel it here: the visitor gets a calendar cancellation by e-mail.
            </p>
            <Link to={`${detailPath}?confirm=cancel#cancel`} className={`mt-3 ${buttonClass("secondary")}`}>
              Cancel this call…
            </Link>
          </>
        )}
      </section>

      <section aria-labelledby="history-heading" className="mt-8">
        <h2 id="history-heading" className="mb-2 text-lg font-semibold text-brand-900">
          History
        </h2>
        <ol className="flex flex-col gap-2">
          <li className="rounded-2xl border border-slate-200 bg-white p-4 text-sm">
            <p className="text-slate-600">{indiaDateTime(booking.createdAt)} IST, the website</p>
            <p className="mt-1 text-slate-900">Booked by the visitor.</p>
          </li>
          {[...history].reverse().map((entry) => (
            <li key={entry.id} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm">
              <p className="text-slate-600">
                {indiaDateTime(entry.at)} IST, <span className="break-all">{entry.actorEmail}</span>
              </p>
              <p className="mt-1 break-words text-slate-900">{entry.summary}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

const selectClass =
  "mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none";

/** Sales gives the call to another consultant free at its time. */
function ReassignSection({ current, choices }: { current: string; choices: { id: string; name: string }[] }) {
  return (
    <HeadedSection
      id="reassign-heading"
      title="Another consultant"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6"
    >
      {choices.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          No other consultant is free at this time; the call stays {current}&apos;s.
        </p>
      ) : (
        <Form method="post" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
          <input type="hidden" name="intent" value="reassign" />
          <div className="flex-1">
            <label htmlFor="reassign-consultant" className="block text-sm font-medium text-slate-800">
              Give the call to
            </label>
            <select id="reassign-consultant" name="consultantId" className={selectClass} required>
              {choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
          </div>
          <SubmitButton tone="secondary" pendingLabel="Saving...">
            Give the call
          </SubmitButton>
        </Form>
      )}
    </HeadedSection>
  );
}

/** What became of the call, said on the call itself and changeable later; the history keeps each. */
function OutcomeSection({ booking, name }: { booking: BookingDetail; name: string }) {
  return (
    <section aria-labelledby="outcome-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="outcome-heading" className="text-lg font-semibold text-brand-900">
        How did it go?
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {booking.outcome
          ? "Not what happened? Choose again: the history below keeps each change."
          : "Say what became of the call once it has begun."}
      </p>
      <div className="mt-3">
        <CallOutcomeForm call={{ id: booking.id, visitorName: name }} current={booking.outcome} postsId={false} />
      </div>
    </section>
  );
}
