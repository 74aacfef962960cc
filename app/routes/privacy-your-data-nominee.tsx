import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { PrivateCard } from "~/features/own-data/ask-for-link";
import { NomineeForm, type NomineeAnswer } from "~/features/own-data/nominee-form";
import { doneLocation } from "~/features/own-data/own-action.server";
import { noindexMeta, privatePageHeaders, privateRedirect } from "~/features/own-data/private-page-headers";
import { ownDataSession } from "~/features/own-data/own-data-cookie.server";
import { clientIpContext } from "~contracts/load-context";
import { nominationPagesContext } from "~contracts/privacy-nomination";
import { ownDataPagesContext } from "~contracts/own-data";
import { fieldErrors } from "~domain/forms/field-errors";
import { NominateSchema } from "~domain/privacy/nomination";
import { ownDataPaths } from "~domain/own-data/own-data-request";

import type { Route } from "./+types/privacy-your-data-nominee";

export const meta = () => [{ title: "Your nominee | Nexora Technologies" }, noindexMeta];

export const headers = () => privatePageHeaders;

const askForALink = () => privateRedirect(ownDataPaths.ask);

/** The form on a page of its own, where it answers without JavaScript; anyone without a session asks for a link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const secret = await ownDataSession(request);
  const personal = secret ? await context.get(ownDataPagesContext).read(secret) : undefined;
  if (!personal) throw askForALink();
  return { personal };
}

/**
 * Names, changes ("name") or removes ("remove") the session's person's nominee,
 * then goes back to their data with its notice and reference, as the page's own actions do; a
 * refusal answers the form with its messages (429 for a spent quota).
 */
export async function action(args: Route.ActionArgs) {
  const secret = await ownDataSession(args.request);
  if (!secret) throw askForALink();
  const nomination = args.context.get(nominationPagesContext);
  const clientIp = args.context.get(clientIpContext);
  const form = await readForm(args.request);
  const refused = (answer: NomineeAnswer, status: number) => data({ answer }, { status, headers: privatePageHeaders });
  if (form.get("intent") === "remove") {
    const outcome = await nomination.removeNominee(secret, clientIp);
    if (!outcome.ok) return refused({ message: outcome.message }, "busy" in outcome ? 429 : 400);
    throw privateRedirect(doneLocation({ kind: "remove-nominee", reference: outcome.value.reference }));
  }
  const values = {
    nomineeName: String(form.get("nomineeName") ?? ""),
    nomineeEmail: String(form.get("nomineeEmail") ?? ""),
  };
  const parsed = NominateSchema.safeParse(values);
  if (!parsed.success) return refused({ errors: fieldErrors(parsed.error), values }, 400);
  const outcome = await nomination.nominate(secret, parsed.data, clientIp);
  if (!outcome.ok) return refused({ message: outcome.message, values }, "busy" in outcome ? 429 : 400);
  throw privateRedirect(doneLocation({ kind: "name-nominee", reference: outcome.value.reference }));
}

export default function YourNomineeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PrivateCard title="Your nominee">
      <NomineeForm data={loaderData.personal} answer={actionData?.answer} />
      <p>
        <a className="font-semibold text-brand-900 underline" href={ownDataPaths.view}>
          Back to your data
        </a>
      </p>
    </PrivateCard>
  );
}
