import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { OfferDecisionSchema } from "~domain/careers/offers";

import { OfferPage } from "~/features/admin/applications/offers/offer-page";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { parseForm, type FormErrors } from "~/features/admin/shared/form-data";
import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { requireStaff, type RouteArgs } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/offer-approval";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  adminMeta(loaded ? `Offer to ${loaded.offer.candidateName}` : "Offer");

/** The offer, if the member is one of its approvers; to anyone else it is no page of theirs. */
async function offerOf(args: RouteArgs & { params: { id: string } }) {
  const { offers } = await requireStaff(args);
  const offer = await offers.find(args.params.id);
  if (offer === "not yours") throw data({ message: "You are not asked to approve this offer." }, { status: 403 });
  if (!offer) throw data({ message: "There is no such offer." }, { status: 404 });
  return { offers, offer };
}

export async function loader(args: Route.LoaderArgs) {
  const { offer } = await offerOf(args);
  return { offer, done: noticeOf(args.context) };
}

/** The approver's answer: approve or decline, with an optional note. */
export async function action(args: Route.ActionArgs) {
  const { offers, offer } = await offerOf(args);
  const form = await readForm(args.request);
  const refused = (errors: FormErrors) => data({ errors }, { status: 400 });
  const parsed = parseForm(OfferDecisionSchema, form);
  if (!parsed.ok) return refused(parsed.errors);
  const outcome = await offers.decide(offer.id, parsed.value);
  if (!outcome.ok) return refused({ form: outcome.message });
  throw await redirectWithNotice(args.request, `/admin/offers/${offer.id}`, parsed.value.decision);
}

export default function AdminOfferRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OfferPage {...loaderData} errors={actionData?.errors} />;
}
