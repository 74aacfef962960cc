import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { AskForLinkPage, type AskAnswer } from "~/features/own-data/ask-for-link";
import { noindexMeta, privatePageHeaders } from "~/features/own-data/private-page-headers";
import { clientIpContext } from "~contracts/load-context";
import { ownDataPagesContext } from "~contracts/own-data";
import { OwnDataRequestSchema, ownDataLinkSent } from "~domain/own-data/own-data-request";

import type { Route } from "./+types/privacy-your-data";

export const meta = () => [{ title: "Your data | Nexora Technologies" }, noindexMeta];

export const headers = () => privatePageHeaders;

/**
 * Asks for a link to one's data: the same answer, and the same work, whatever the address, so the
 * page tells nobody whose data the site holds. A malformed address is told beside its field and
 * nothing is stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = form.get("email");
  const parsed = OwnDataRequestSchema.safeParse({ email: typeof email === "string" ? email : undefined });
  if (!parsed.success) {
    const fieldError = parsed.error.issues[0]?.message ?? "Please enter a valid email address.";
    return data<AskAnswer>(
      { fieldError, email: typeof email === "string" ? email.slice(0, 254) : "" },
      { status: 400 },
    );
  }
  const ownData = context.get(ownDataPagesContext);
  const clientIp = context.get(clientIpContext);
  const outcome = await ownData.requestLink(parsed.data.email, clientIp);
  return outcome.ok
    ? data<AskAnswer>({ sent: ownDataLinkSent })
    : data<AskAnswer>({ refused: outcome.message }, { status: 429 });
}

export default function OwnDataRoute({ actionData }: Route.ComponentProps) {
  return <AskForLinkPage answer={actionData} />;
}
