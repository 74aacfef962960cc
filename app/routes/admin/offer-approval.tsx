import { data } from "react-router";

import { OfferDecisionSchema } from "~domain/applications/offers";

import { OfferPage } from "~/features/admin/applications/offers/offer-page";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff, type RouteArgs } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/offer-approval";
import { errorsOf, formAction, intent, toPage } from "~/features/admin/shared/forms/form-action.server";

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
  return formAction<{ errors: FormErrors }>(args.request, {
    otherwise: intent({
      schema: OfferDecisionSchema,
      run: (decision) => offers.decide(offer.id, decision),
      done: (_, { decision }) => toPage(`/admin/offers/${offer.id}`, decision),
    }),
    refused: (_, refusal) => ({ errors: errorsOf(refusal) }),
  });
}

export default function AdminOfferRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OfferPage {...loaderData} errors={actionData?.errors} />;
}
