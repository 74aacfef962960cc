import { data, redirect } from "react-router";

import { UnsubscribeJobAlertPage } from "~/features/careers/job-alerts/job-alert-pages";
import { privateLinkHeaders } from "~/components/private-links/private-link-headers";

import type { Route } from "./+types/job-alert-unsubscribe";
import { jobAlertLinksContext } from "~contracts/jobs";

/** Opening the link at the end of an alert changes nothing; the page's button ends the address's alerts. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const recipient = await context.get(jobAlertLinksContext).findByUnsubscribeToken(params.token);
  if (!recipient) return data({ recipient: null }, { status: 404 });
  return { recipient };
}

/** Once the alerts are gone their link leads nowhere, so the answer is a page of its own. */
export async function action({ params, context }: Route.ActionArgs) {
  if (!(await context.get(jobAlertLinksContext).unsubscribe(params.token))) return data(null, { status: 404 });
  throw redirect("/job-alerts/unsubscribed", 303);
}

export const headers = () => privateLinkHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: `${loaderData?.recipient ? "Unsubscribe from job alerts" : "This link cannot be used"} | Nexora Technologies`,
  },
  { name: "robots", content: "noindex" },
];

export default function JobAlertUnsubscribeRoute({ loaderData }: Route.ComponentProps) {
  return <UnsubscribeJobAlertPage recipient={loaderData.recipient} />;
}
