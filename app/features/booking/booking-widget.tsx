import { format } from "date-fns";
import { ArrowLeft, CalendarDays, Clock3, Globe2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";

import { postJson } from "~/api-client";
import { lazyResolver } from "~/components/forms/lazy-resolver";
import { IconText } from "~/components/ui/icon-text";
import { PendingLabel } from "~/components/ui/pending-label";
import { useNoticeLanguage } from "~/components/privacy/notice-language-choice";
import { useIsClient } from "~/components/use-is-client";

import {
  bookingDomains,
  bookingTimeZone,
  callDurationMinutes,
  type BookingConfirmation,
  type BookingDomain,
} from "~domain/bookings/booking";
import { indiaNoon } from "~domain/time/india-dates";
import { emptyPersonDetails } from "~domain/forms/person-details";
import { noticeShownIn } from "~domain/privacy/notices";
import type { BookingContactDetails, BookingContactDetailsInput } from "./booking-contact-details";
import { BookingFormStep } from "./booking-form-step";
import { SlotSteps } from "./slot-steps";
import { useSlotPicker } from "./use-slot-picker";

const contactDetailsRules = lazyResolver(
  async () => (await import("./booking-contact-details")).bookingContactDetailsResolver,
);

const emptyContactDetails: BookingContactDetailsInput = emptyPersonDetails();

const stepTitles = { calendar: "Choose a date", time: "Choose a time", form: "Your details" } as const;

type BookingWidgetProps = {
  onBooked: (booking: BookingConfirmation) => void;
  /** Called once the widget's code runs: before, the server's calendar is on screen but takes no press. */
  onReady?: () => void;
  /**
   * The instant the server rendered the page at. With it the calendar is in the
   * server's HTML and hydrates against the same "today"; without it (the dialog)
   * the calendar waits for the browser's clock.
   */
  renderedAt?: Date;
  /** A consultant's personal page: their calendar, and the call booked with them. */
  consultant?: string;
};

/**
 * The three-step demo booking (marketing specification, "Demo booking modal"):
 * calendar, time, form. Used in the dialog and on /demo.
 */
export function BookingWidget({ onBooked, onReady, renderedAt, consultant }: BookingWidgetProps) {
  const isClient = useIsClient();
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  const [now] = useState(() => renderedAt ?? new Date());
  const picker = useSlotPicker(consultant);
  const { state, dispatch, loadSlots } = picker;
  const [submitError, setSubmitError] = useState<string>();
  const [noticeLanguage, setNoticeLanguage] = useNoticeLanguage();
  const form = useForm<BookingContactDetailsInput, unknown, BookingContactDetails>({
    resolver: contactDetailsRules.resolver,
    defaultValues: emptyContactDetails,
  });
  const submitting = form.formState.isSubmitting;
  const domainId = useId();

  const send = async (details: BookingContactDetails) => {
    if (!state.date || !state.time) return;
    setSubmitError(undefined);
    const result = await postJson<BookingConfirmation>("/demo/book", {
      ...details,
      domain: state.domain,
      date: state.date,
      time: state.time,
      ...(consultant && { consultant }),
      ...noticeShownIn(noticeLanguage),
    });
    if (result.ok) {
      form.reset(emptyContactDetails);
      dispatch({ type: "reset" });
      onBooked(result.data);
    } else if (result.status === 409) {
      dispatch({
        type: "slotTaken",
        message: result.message ?? "That time was just taken. Please choose another time.",
      });
      loadSlots(state.date);
    } else if (result.status === 429 && result.message) {
      // Too many bookings from this address or for this mailbox: the server says what to do instead.
      setSubmitError(result.message);
    } else {
      setSubmitError("Failed to submit booking. Please try again.");
    }
  };

  const busy = submitting || state.slotsStatus === "loading";
  // Back and Cancel Booking both return to the step before.
  const stepBack = { type: "button", disabled: busy, onClick: () => dispatch({ type: "back" }) } as const;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
        <IconText icon={Clock3} iconClassName="text-accent-700">
          {callDurationMinutes} minutes
        </IconText>
        <IconText icon={Globe2} iconClassName="text-accent-700">
          {bookingTimeZone}
        </IconText>
        {state.date && state.time ? (
          <IconText icon={CalendarDays} iconClassName="text-accent-700" className="font-medium text-brand-900">
            {format(indiaNoon(state.date), "EEE d MMM")}, {state.time} IST
          </IconText>
        ) : null}
      </div>

      <div>
        <label htmlFor={domainId} className="block text-sm font-medium text-slate-800">
          Domain
        </label>
        <select
          id={domainId}
          value={state.domain}
          disabled={busy}
          onChange={(event) => {
            setSubmitError(undefined);
            dispatch({ type: "changeDomain", domain: event.target.value as BookingDomain });
          }}
          className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-base text-slate-900"
        >
          {bookingDomains.map((domain) => (
            <option key={domain}>{domain}</option>
          ))}
        </select>
      </div>

      <h2 className="text-lg font-semibold text-brand-900">{stepTitles[state.step]}</h2>

      {!isClient && !renderedAt ? (
        // The calendar depends on today's date in India: without the server's instant it renders in the browser only.
        <div className="h-[22rem]" aria-hidden="true" />
      ) : state.step !== "form" ? (
        <SlotSteps picker={picker} now={now} disabled={busy} />
      ) : (
        <form
          id="booking-form"
          onFocus={contactDetailsRules.preload}
          onSubmit={(event) =>
            form
              .handleSubmit(send)(event)
              .catch(() => setSubmitError("Failed to submit booking. Please try again."))
          }
        >
          <BookingFormStep
            form={form}
            submitting={submitting}
            error={submitError}
            noticeLanguage={noticeLanguage}
            onNoticeLanguageChange={setNoticeLanguage}
          />
        </form>
      )}

      {state.step !== "calendar" ? (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <button
            {...stepBack}
            className="inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back
          </button>
          {state.step === "form" ? (
            <div className="flex flex-wrap gap-2">
              <button
                {...stepBack}
                className="rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
              >
                Cancel Booking
              </button>
              <button
                type="submit"
                form="booking-form"
                disabled={busy}
                className="inline-flex items-center gap-2 rounded-full bg-accent-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-accent-800 disabled:opacity-70"
              >
                <PendingLabel pending={submitting} pendingText="Processing...">
                  Confirm Booking
                </PendingLabel>
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
