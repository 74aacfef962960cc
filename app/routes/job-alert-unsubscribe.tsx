import { data } from "react-router";

import { UnsubscribeJobAlertPage } from "~/features/careers/job-alerts/job-alert-pages";

import type { Route } from "./+types/job-alert-unsubscribe";

/** Opening the link at the end of an alert changes nothing; the page's button ends the address's alerts. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const recipient = await context.jobAlerts.findByUnsubscribeToken(params.token);
  if (!recipient) return data({ recipient: null }, { status: 404 });
  return { recipient };
}

export async function action({ params, context }: Route.ActionArgs) {
  const unsubscribed = await context.jobAlerts.unsubscribe(params.token);
  if (!unsubscribed) return data({ unsubscribed: null }, { status: 404 });
  return { unsubscribed };
}

// A page reached by a private link: never cached, never indexed.
export const headers = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta = ({ data: loaderData }: Route.MetaArgs) => [
  {
    title: `${loaderData?.recipient ? "Unsubscribe from job alerts" : "This link cannot be used"} | Nexora Technologies`,
  },
  { name: "robots", content: "noindex" },
];

export default function JobAlertUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  // The alerts are gone once the action ran, so the answer, not the reloaded data, says what happened.
  return <UnsubscribeJobAlertPage recipient={loaderData.recipient} unsubscribed={actionData?.unsubscribed ?? null} />;
}
