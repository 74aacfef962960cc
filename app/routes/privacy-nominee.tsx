import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { NomineeRequestPage, type NomineeRequestAnswer } from "~/features/own-data/nominee-request-page";
import { noindexMeta, privatePageHeaders } from "~/features/own-data/private-page-headers";
import { clientIpContext } from "~contracts/load-context";
import { nominationPagesContext } from "~contracts/privacy-nomination";
import { fieldErrors } from "~domain/forms/field-errors";
import { NomineeRequestSchema } from "~domain/privacy/nomination";
import { nomineeRequestWords } from "~domain/privacy/nominee-request-words";
import { pageLanguageAsked } from "~domain/own-data/own-data-words";
import { defaultNoticeLanguage } from "~domain/privacy/notice-languages";

import type { Route } from "./+types/privacy-nominee";

export const meta = () => [{ title: "Ask as a nominee | Nexora Technologies" }, noindexMeta];

export const headers = () => privatePageHeaders;

const fields = ["nomineeName", "nomineeEmail", "personEmail", "circumstance", "kind", "request"] as const;
/** The notice the page showed: absent from a post that showed none, which the register keeps as null. */
const noticeFields = ["noticeVersion", "noticeLanguage"] as const;

/** The language the page opens in: `?lang=hi` for a nominee sent it in Hindi; English otherwise. */
export function loader({ request }: Route.LoaderArgs) {
  return { language: pageLanguageAsked(new URL(request.url)) ?? defaultNoticeLanguage };
}

/**
 * A nominee's request for the person who named them: the same answer whether
 * or not the person or the nomination is known; bad fields are told beside them and nothing is
 * stored; a spent quota answers 429. The request carries the privacy notice the page showed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = Object.fromEntries(fields.map((name) => [name, String(form.get(name) ?? "")]));
  const notice = Object.fromEntries(
    noticeFields.flatMap((name) => (form.has(name) ? [[name, String(form.get(name))]] : [])),
  );
  const parsed = NomineeRequestSchema.safeParse({ ...values, ...notice });
  if (!parsed.success)
    return data<NomineeRequestAnswer>({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  const nomination = context.get(nominationPagesContext);
  const clientIp = context.get(clientIpContext);
  const outcome = await nomination.requestAsNominee(parsed.data, clientIp);
  return outcome.ok
    ? data<NomineeRequestAnswer>({
        received: nomineeRequestWords[parsed.data.notice.noticeLanguage ?? defaultNoticeLanguage].received,
      })
    : data<NomineeRequestAnswer>({ refused: outcome.message, values }, { status: 429 });
}

export default function NomineeRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NomineeRequestPage answer={actionData} language={loaderData.language} />;
}
