import { CalendarClock, CalendarX2, CircleCheck } from "lucide-react";
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";

import { ButtonLink } from "~/components/ui/button-link";
import { CancelConfirmation } from "~/components/ui/cancel-confirmation";
import { PageOpening } from "~/components/ui/page-opening";

import { callDurationMinutes, describeSlot } from "~domain/bookings/booking";
import { changeNoticePassedMessage, changeNoticeRule, noMoreMovesMessage } from "~domain/bookings/booking-manage";
import type { ManagedBooking, ManageOutcome } from "~contracts/bookings";
import { company } from "~domain/company/company";
import { LinkNotValid } from "./link-not-valid";
import { ReschedulePanel } from "./reschedule-panel";

type ManageBookingPageProps = {
  booking: ManagedBooking | null;
  renderedAt: Date;
  /** What the last post (cancel, without JavaScript too) answered. */
  outcome: ManageOutcome | undefined;
};

const successMessages = {
  cancelled: "Your call is cancelled. The cancellation for your calendar is on its way to your inbox.",
  moved: (booking: ManagedBooking) =>
    `Your call is moved to ${describeSlot(new Date(booking.startsAt))}. The updated invitation is on its way to your inbox.`,
};

/**
 * A visitor's own demo call, opened from the link in their e-mails: the call, and buttons to
 * cancel it (after a second look) or move it with the booking widget's calendar. The steps are
 * in the address (?step=cancel, ?step=reschedule), so cancelling works without JavaScript.
 */
export function ManageBookingPage({ booking, renderedAt, outcome }: ManageBookingPageProps) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const [movedNotice, setMovedNotice] = useState<string>();
  if (!booking) return <LinkNotValid />;

  // Within the notice sales asks for changes, the page offers none (the server refuses them too).
  const closedMessage =
    booking.changeNotice && !booking.changeNotice.open ? changeNoticePassedMessage(booking.changeNotice.hours) : null;
  const step = booking.status === "confirmed" && !closedMessage ? searchParams.get("step") : null;
  // A post of this page's own form is a cancellation; a move posts from the calendar and says so itself.
  const notice = outcome?.ok ? successMessages.cancelled : movedNotice;
  // A cancellation refused because the notice began meanwhile: the page below already says so.
  const refusal = outcome && !outcome.ok && outcome.message !== closedMessage ? outcome.message : undefined;

  return (
    <PageOpening
      eyebrow="Your free demo call"
      title="Manage your booking"
      intro="Check your call, move it to another time or cancel it. This link works until the call starts."
      label="Your call"
      width="xl"
      closesPage
    >
      {notice ? (
        <p
          role="status"
          className="mb-6 flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {notice}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="mb-6 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          {refusal}
        </p>
      ) : null}
      <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <CallDetails booking={booking} />
        {booking.status === "cancelled" ? (
          <div className="mt-6 border-t border-slate-100 pt-6">
            <p className="text-slate-700">This call is cancelled. You are welcome to book another time.</p>
            <ButtonLink to="/demo" className="mt-4">
              Book a Free Demo
            </ButtonLink>
          </div>
        ) : closedMessage ? (
          <div className="mt-6 border-t border-slate-100 pt-6">
            <p className="text-slate-700">{closedMessage}</p>
          </div>
        ) : step === "cancel" ? (
          <CancelCallConfirmation booking={booking} action={pathname} />
        ) : step === "reschedule" && booking.movesLeft > 0 ? (
          <ReschedulePanel renderedAt={renderedAt} onMoved={(moved) => setMovedNotice(successMessages.moved(moved))} />
        ) : (
          <div className="mt-6 border-t border-slate-100 pt-6">
            {booking.changeNotice ? (
              <p className="mb-5 text-slate-700">{changeNoticeRule(booking.changeNotice.hours)}</p>
            ) : null}
            {booking.movesLeft > 0 ? null : <NoMoreMoves reference={booking.reference} />}
            <div className="flex flex-col gap-3 sm:flex-row">
              {booking.movesLeft > 0 ? (
                <ButtonLink to="?step=reschedule" icon={CalendarClock}>
                  Reschedule
                </ButtonLink>
              ) : null}
              <ButtonLink to="?step=cancel" variant="outline" icon={CalendarX2}>
                Cancel the call
              </ButtonLink>
            </div>
          </div>
        )}
      </div>
    </PageOpening>
  );
}

function CallDetails({ booking }: { booking: ManagedBooking }) {
  const cancelled = booking.status === "cancelled";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold text-brand-900">Hello {booking.firstName}</h2>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            cancelled ? "bg-slate-100 text-slate-700" : "bg-emerald-50 text-emerald-800"
          }`}
        >
          {cancelled ? "Cancelled" : "Confirmed"}
        </span>
      </div>
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-slate-700">
        <dt className="font-medium text-slate-500">When</dt>
        <dd className={`font-semibold text-brand-900 ${cancelled ? "line-through" : ""}`}>
          {describeSlot(new Date(booking.startsAt))}
        </dd>
        <dt className="font-medium text-slate-500">Length</dt>
        <dd>
          {callDurationMinutes} minutes, {booking.joining.kind === "phone" ? "phone call" : "video call"}
        </dd>
        <dt className="font-medium text-slate-500">Consultant</dt>
        <dd>{booking.consultantName}</dd>
        {cancelled ? null : (
          <>
            <dt className="font-medium text-slate-500">How to join</dt>
            <dd>
              <HowToJoin joining={booking.joining} />
            </dd>
          </>
        )}
        <dt className="font-medium text-slate-500">Domain</dt>
        <dd>{booking.domain}</dd>
        <dt className="font-medium text-slate-500">Reference</dt>
        <dd className="font-mono font-semibold text-brand-900">{booking.reference}</dd>
      </dl>
    </>
  );
}

/**
 * The call's link (a room of the consultant's, or a Jitsi room of its own), or the words saying
 * who calls whom, or that the consultant will be in touch. The link sends no referrer: this
 * page's address holds the visitor's token.
 */
function HowToJoin({ joining }: { joining: ManagedBooking["joining"] }) {
  if (joining.kind !== "link") return <>{joining.words}</>;
  return (
    <>
      At the time of the call,{" "}
      <a
        href={joining.url}
        rel="noreferrer"
        className="font-semibold break-all text-accent-700 underline underline-offset-2 hover:text-accent-800"
      >
        join the video call: {joining.url}
      </a>
    </>
  );
}

/** A call moved as often as a link allows: how to reach a person who can move it, the reference in the e-mail's subject. */
function NoMoreMoves({ reference }: { reference: string }) {
  return (
    <div className="mb-5 text-slate-700">
      <p>{noMoreMovesMessage}</p>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 font-semibold">
        <a
          href={`mailto:${company.salesEmail}?subject=${encodeURIComponent(`Moving my demo call ${reference}`)}`}
          className="text-accent-700 underline underline-offset-2 hover:text-accent-800"
        >
          E-mail {company.salesEmail}
        </a>
        <a href={company.phone.href} className="text-accent-700 underline underline-offset-2 hover:text-accent-800">
          Call {company.phone.display}
        </a>
      </p>
    </div>
  );
}

/** The second look before cancelling the call. */
function CancelCallConfirmation({ booking, action }: { booking: ManagedBooking; action: string }) {
  return (
    <CancelConfirmation
      heading="Cancel this call?"
      confirm={{ label: "Yes, cancel the call", pending: "Cancelling..." }}
      keep={{ label: "Keep my call", to: action }}
      action={action}
    >
      Your call on {describeSlot(new Date(booking.startsAt))} will be cancelled and the time offered to others. We will
      e-mail you the cancellation for your calendar.
    </CancelConfirmation>
  );
}
