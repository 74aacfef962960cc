import { data } from "react-router";

import { LinkUsedPage, OpenLinkPage } from "~/features/own-data/ask-for-link";
import { noindexMeta, privatePageHeaders, privateRedirect } from "~/features/own-data/private-page-headers";
import { ownDataSession, ownDataSessionCookie } from "~/features/own-data/own-data-cookie.server";
import { clientIpContext } from "~contracts/load-context";
import { ownDataPagesContext } from "~contracts/own-data";
import { ownDataPaths } from "~domain/own-data/own-data-request";

import type { Route } from "./+types/privacy-your-data-open";

export const meta = () => [{ title: "Your data | Nexora Technologies" }, noindexMeta];

export const headers = () => privatePageHeaders;

/** Opening the e-mailed link changes nothing (mail scanners open links too): the page's button opens it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const usable = await context.get(ownDataPagesContext).linkUsable(params.token);
  return data({ usable }, { status: usable ? 200 : 404 });
}

/** Opens the link once: a session for this browser, then the data at an address without the token (303). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const ownData = context.get(ownDataPagesContext);
  const clientIp = context.get(clientIpContext);
  // A session for another address in this browser proves both one person's (decision 071).
  const outcome = await ownData.openLink(params.token, clientIp, await ownDataSession(request));
  if (!outcome.ok) return data({ usable: false, refused: outcome.message }, { status: 429 });
  if (!outcome.value) return data({ usable: false, refused: undefined }, { status: 404 });
  return privateRedirect(ownDataPaths.view, {
    status: 303,
    headers: { "Set-Cookie": await ownDataSessionCookie(request, outcome.value.secret) },
  });
}

export default function OwnDataOpenRoute({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData?.refused;
  if (actionData || !loaderData.usable) return <LinkUsedPage answer={refused ? { refused } : undefined} />;
  return <OpenLinkPage />;
}
