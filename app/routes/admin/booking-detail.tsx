import { data } from "react-router";
import { z } from "zod";

import { noticeOf } from "~/features/admin/shared/notices.server";
import { answer, formAction, intent, toPage } from "~/features/admin/shared/forms/form-action.server";
import type { Outcome } from "~contracts/outcome";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { BookingDetailPage } from "~/features/admin/bookings/booking-detail-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import { CancelBookingSchema } from "~domain/bookings/blocked-time";
import { callOutcomes } from "~domain/consultants/consultant-calls";
import { mayUse } from "~domain/staff/staff";

import type { Route } from "./+types/booking-detail";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  adminMeta(loaded ? `Booking ${loaded.booking.reference}` : "Booking");

/** The bookings desk's calls, and a consultant's own, whatever their role: the server decides (booking-access.ts). */
async function requireBooking(args: Route.LoaderArgs | Route.ActionArgs) {
  const signedIn = await requireStaff(args);
  const booking = await signedIn.booking.find(args.params.id);
  if (!booking) throw data({ message: "There is no such booking." }, { status: 404 });
  if (booking === "not yours") throw data({ message: "This call is not one of yours." }, { status: 403 });
  return { ...signedIn, desk: signedIn.booking, booking };
}

export async function loader(args: Route.LoaderArgs) {
  const { desk, now, booking, member } = await requireBooking(args);
  const url = args.url;
  const started = booking.startsAt.getTime() <= now().getTime();
  const cancellable = booking.status === "confirmed" && !started;
  return {
    booking,
    history: await desk.history(booking.id),
    cancellable,
    consultantChoices: cancellable ? await desk.reassignmentChoices(booking.id) : [],
    confirming: url.searchParams.get("confirm") === "cancel",
    outcomeOpen: booking.status === "confirmed" && started,
    onBookingsDesk: mayUse(member.role, "bookings"),
    done: noticeOf(args.context),
  };
}

const ReassignSchema = z.object({ intent: z.literal("reassign"), consultantId: z.uuid() });
const OutcomeSchema = z.object({ intent: z.literal("outcome"), outcome: z.enum(callOutcomes) });

type BookingAnswer = { message?: string; reason?: string | undefined };

/** A change the call's state refused (taken, moved, already past) is a conflict. */
const conflictIfRefused = <T,>(outcome: Outcome<T>) =>
  outcome.ok ? outcome : answer<BookingAnswer>({ message: outcome.message }, 409);

/** Cancels the call with a reason, gives it to another free consultant, or says what became of it. */
export async function action(args: Route.ActionArgs) {
  const { desk, consultant } = await requireBooking(args);
  const { id } = args.params;
  const here = `/admin/bookings/${id}`;
  return formAction<BookingAnswer>(args.request, {
    intents: {
      outcome: intent({
        schema: OutcomeSchema,
        run: async ({ outcome }) => conflictIfRefused(await consultant.recordOutcome(id, outcome)),
        done: toPage(here, "outcome"),
        refused: () => ({ message: "Please choose what became of the call." }),
      }),
      reassign: intent({
        schema: ReassignSchema,
        run: async ({ consultantId }) => conflictIfRefused(await desk.reassign(id, consultantId)),
        done: toPage(here, "reassigned"),
        refused: () => ({ message: "Please choose a consultant from the list." }),
      }),
    },
    // The cancel form, which posts no intent.
    otherwise: intent({
      schema: CancelBookingSchema,
      run: async ({ reason }) => conflictIfRefused(await desk.cancel(id, reason)),
      done: toPage(here, "cancelled"),
    }),
    refused: (_, refusal) => ("errors" in refusal ? { reason: refusal.errors.reason } : refusal),
  });
}

export default function AdminBookingRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingDetailPage {...loaderData} error={actionData} />;
}
