import { data } from "react-router";

import { ClosePrivacyRequestSchema } from "~domain/privacy/privacy-requests-forms";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { privacyRequestPath } from "~/features/admin/privacy/privacy-request-filter";
import {
  PrivacyRequestDetailPage,
  type PrivacyRequestIntent,
} from "~/features/admin/privacy/privacy-request-detail-page";
import { formFields } from "~/features/admin/shared/form-data";
import {
  errorsOf,
  formAction,
  intent,
  noFields,
  toPage,
  type Refusal,
} from "~/features/admin/shared/forms/form-action.server";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/privacy-request-detail";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData ? `Privacy request ${loaderData.request.reference}` : "Privacy request");

export async function loader(args: Route.LoaderArgs) {
  const { requests, now } = await requireStaff(args, "privacy");
  const request = await requests.find(args.params.id);
  if (!request) throw data({ message: "There is no such privacy request." }, { status: 404 });
  const history = await requests.history(request.id);
  return { request, history, now: now(), done: noticeOf(args.context) };
}

const intents = ["take", "verify-nominee", "close"] as const satisfies readonly PrivacyRequestIntent[];

/** A refusal in the page's shape; a refused reply comes back with the outcome chosen and what was written. */
const refused = (name: string, refusal: Refusal, form: FormData) => {
  const { outcome, reply } = formFields(form);
  return {
    intent: intents.find((known) => known === name) ?? "close",
    ...("message" in refusal ? { message: refusal.message } : { errors: errorsOf(refusal) }),
    outcome,
    reply: reply ?? "",
  };
};

/** "take" makes the member its handler, "verify-nominee" marks the nominee checked, "close" sends the reply and closes it. */
export async function action(args: Route.ActionArgs) {
  const { requests } = await requireStaff(args, "privacy");
  const { id } = args.params;
  const here = privacyRequestPath(id);
  return formAction(args.request, {
    intents: {
      take: intent({ schema: noFields, run: () => requests.take(id), done: toPage(here, "take") }),
      "verify-nominee": intent({
        schema: noFields,
        run: () => requests.verifyNominee(id),
        done: toPage(here, "verify-nominee"),
      }),
      close: intent({
        schema: ClosePrivacyRequestSchema,
        run: (closing) => requests.close(id, closing),
        done: toPage(here, "close"),
      }),
    },
    refused,
  });
}

export default function AdminPrivacyRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PrivacyRequestDetailPage {...loaderData} result={actionData} />;
}
