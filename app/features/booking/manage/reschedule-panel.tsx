import { format } from "date-fns";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link, useFetcher, useLocation, useSearchParams } from "react-router";

import { indiaNoon } from "~domain/time/india-dates";
import type { ManagedBooking, ManageOutcome } from "~contracts/bookings";
import { PendingLabel } from "~/components/ui/pending-label";
import { SlotSteps } from "~/features/booking/slot-steps";
import { useSlotPicker } from "~/features/booking/use-slot-picker";

type ReschedulePanelProps = {
  renderedAt: Date;
  onMoved: (booking: ManagedBooking) => void;
};

/**
 * Moving the call: the booking widget's calendar and slots, then a second look before the post.
 * A time taken meanwhile puts the visitor back on that date's fresh slots, as in the booking dialog.
 */
export function ReschedulePanel({ renderedAt, onMoved }: ReschedulePanelProps) {
  const picker = useSlotPicker();
  const { state, dispatch, loadSlots } = picker;
  const fetcher = useFetcher<ManageOutcome>();
  const [, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const submitting = fetcher.state !== "idle";

  const outcome = fetcher.data;
  // A taken time goes back to the slots with its own notice; any other refusal is shown here.
  const refusal = outcome && !outcome.ok && outcome.refusal !== "taken" ? outcome.message : undefined;
  useEffect(() => {
    if (!outcome) return;
    if (outcome.ok) {
      onMoved(outcome.value);
      setSearchParams({}, { replace: true });
    } else if (outcome.refusal === "taken" && state.date) {
      dispatch({ type: "slotTaken", message: outcome.message });
      loadSlots(state.date);
    }
    // Only a new answer is acted on; the picker's own changes are not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  return (
    <div className="mt-6 border-t border-slate-100 pt-6">
      <h2 className="text-lg font-semibold text-brand-900">
        {state.step === "form" ? "Confirm the new time" : state.step === "time" ? "Choose a time" : "Choose a date"}
      </h2>
      {refusal ? (
        <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <div className="mt-4">
        {state.step === "form" && state.date && state.time ? (
          <fetcher.Form method="post" action={pathname}>
            <input type="hidden" name="date" value={state.date} />
            <input type="hidden" name="time" value={state.time} />
            <p className="text-slate-700">
              Move your call to{" "}
              <strong className="text-brand-900">
                {format(indiaNoon(state.date), "EEEE, d MMMM yyyy")}, {state.time} IST
              </strong>
              ? The earlier time will be offered to others, and we will e-mail you the updated invitation.
            </p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row">
              <button
                type="submit"
                name="intent"
                value="reschedule"
                disabled={submitting}
                className="inline-flex items-center justify-center gap-2 rounded-full bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-accent-800 disabled:opacity-70"
              >
                <PendingLabel pending={submitting} pendingText="Moving...">
                  Move my call
                </PendingLabel>
              </button>
              <button
                type="button"
                disabled={submitting}
                onClick={() => dispatch({ type: "back" })}
                className="inline-flex items-center justify-center rounded-full border border-brand-900 px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50 disabled:opacity-70"
              >
                Choose another time
              </button>
            </div>
          </fetcher.Form>
        ) : (
          <SlotSteps picker={picker} now={renderedAt} disabled={submitting} />
        )}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        {state.step === "time" ? (
          <button
            type="button"
            onClick={() => dispatch({ type: "back" })}
            className="inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back
          </button>
        ) : (
          <span />
        )}
        <Link to={pathname} className="rounded-full px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
          Keep my current time
        </Link>
      </div>
    </div>
  );
}
