import { data } from "react-router";

import { answerLinkOutcome } from "~/components/forms/link-outcome.server";
import { readForm } from "~/components/forms/read-form.server";
import { parseForm } from "~/features/admin/shared/form-data";
import { ManageBookingPage } from "~/features/booking/manage/manage-booking-page";
import { RescheduleRequestSchema } from "~domain/bookings/booking-manage";
import { bookingManageLinkContext, type ManageOutcome } from "~contracts/bookings";

import type { Route } from "./+types/demo-manage";
import { clientIpContext } from "~contracts/load-context";

export const meta = () => [
  { title: "Manage your demo call | Nexora Technologies" },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The page carries a visitor's booking: never kept by a cache. Under the site-wide no-referrer a
 * browser posts a plain form (no JavaScript) with "Origin: null", which React Router refuses;
 * same-origin gives the page's own posts their origin and still sends nothing to other sites.
 */
export const headers = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

const answer = (outcome: ManageOutcome) => answerLinkOutcome(outcome);

/** Opening the link changes nothing (mail scanners open links too): only the page's buttons post. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const booking = await context.get(bookingManageLinkContext).find(params.token);
  const renderedAt = new Date().toISOString();
  return booking ? { booking, renderedAt } : data({ booking: null, renderedAt }, { status: 404 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const bookingManageLink = context.get(bookingManageLinkContext);
  const clientIp = context.get(clientIpContext);
  if (form.get("intent") === "cancel") return answer(await bookingManageLink.cancel(params.token, clientIp));
  const parsed = parseForm(RescheduleRequestSchema, form);
  if (!parsed.ok) {
    return answer({ ok: false, refusal: "rule", message: Object.values(parsed.errors).join(" ") });
  }
  return answer(await bookingManageLink.reschedule(params.token, parsed.value, clientIp));
}

export default function ManageBookingRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ManageBookingPage booking={loaderData.booking} renderedAt={new Date(loaderData.renderedAt)} outcome={actionData} />
  );
}
