import { data } from "react-router";
import { z } from "zod";

import { readForm } from "~/components/forms/read-form.server";
import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { BookingDetailPage } from "~/features/admin/bookings/calls/booking-detail-page";
import { formFields, parseForm } from "~/features/admin/shared/form-data";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import { CancelBookingSchema } from "~domain/bookings/blocked-time";
import { callOutcomes } from "~domain/consultants/consultant-calls";
import { mayUse } from "~domain/staff/staff";

import type { Route } from "./+types/booking-detail";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  adminMeta(loaded ? `Booking ${loaded.booking.reference}` : "Booking");

/** The bookings desk's calls, and a consultant's own, whatever their role: the server decides (call-access.ts). */
async function requireCall(args: Route.LoaderArgs | Route.ActionArgs) {
  const signedIn = await requireStaff(args);
  const booking = await signedIn.calls.find(args.params.id);
  if (!booking) throw data({ message: "There is no such booking." }, { status: 404 });
  if (booking === "not yours") throw data({ message: "This call is not one of yours." }, { status: 403 });
  return { ...signedIn, booking };
}

export async function loader(args: Route.LoaderArgs) {
  const { calls, now, booking, member } = await requireCall(args);
  const url = args.url;
  const started = booking.startsAt.getTime() <= now().getTime();
  const cancellable = booking.status === "confirmed" && !started;
  return {
    booking,
    history: await calls.history(booking.id),
    cancellable,
    consultantChoices: cancellable ? await calls.reassignmentChoices(booking.id) : [],
    confirming: url.searchParams.get("confirm") === "cancel",
    outcomeOpen: booking.status === "confirmed" && started,
    onBookingsDesk: mayUse(member.role, "bookings"),
    done: noticeOf(args.context),
  };
}

const ReassignSchema = z.object({ intent: z.literal("reassign"), consultantId: z.uuid() });
const OutcomeSchema = z.object({ intent: z.literal("outcome"), outcome: z.enum(callOutcomes) });

/** Cancels the call with a reason, gives it to another free consultant, or says what became of it. */
export async function action(args: Route.ActionArgs) {
  const { calls, consultant } = await requireCall(args);
  const form = await readForm(args.request);
  if (form.get("intent") === "outcome") {
    const parsed = OutcomeSchema.safeParse(formFields(form));
    if (!parsed.success) return data({ message: "Please choose what became of the call." }, { status: 400 });
    const outcome = await consultant.recordOutcome(args.params.id, parsed.data.outcome);
    if (!outcome.ok) return data({ message: outcome.message }, { status: 409 });
    throw await redirectWithNotice(args.request, `/admin/bookings/${args.params.id}`, "outcome");
  }
  if (form.get("intent") === "reassign") {
    const choice = ReassignSchema.safeParse(formFields(form));
    if (!choice.success) return data({ message: "Please choose a consultant from the list." }, { status: 400 });
    const outcome = await calls.reassign(args.params.id, choice.data.consultantId);
    if (!outcome.ok) return data({ message: outcome.message }, { status: 409 });
    throw await redirectWithNotice(args.request, `/admin/bookings/${args.params.id}`, "reassigned");
  }
  const parsed = parseForm(CancelBookingSchema, form);
  if (!parsed.ok) return data({ reason: parsed.errors.reason }, { status: 400 });
  const outcome = await calls.cancel(args.params.id, parsed.value.reason);
  if (!outcome.ok) return data({ message: outcome.message }, { status: 409 });
  throw await redirectWithNotice(args.request, `/admin/bookings/${args.params.id}`, "cancelled");
}

export default function AdminBookingRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingDetailPage {...loaderData} error={actionData} />;
}
