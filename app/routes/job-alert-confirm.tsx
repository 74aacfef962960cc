import { data } from "react-router";

import { ConfirmJobAlertPage } from "~/features/careers/job-alerts/job-alert-pages";
import { privateLinkHeaders } from "~/components/private-links/private-link-headers";

import type { Route } from "./+types/job-alert-confirm";
import { jobAlertLinksContext } from "~contracts/jobs";

/** Opening the e-mailed link changes nothing (mail scanners open links too); the page's button confirms. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const alert = await context.get(jobAlertLinksContext).findConfirmation(params.token);
  if (!alert) return data({ alert: null }, { status: 404 });
  return { alert };
}

/** The page then shows the subscription as the loader reads it again: confirmed, or a link that expired meanwhile. */
export async function action({ params, context }: Route.ActionArgs) {
  const confirmed = await context.get(jobAlertLinksContext).confirm(params.token);
  return data(null, { status: confirmed ? 200 : 404 });
}

export const headers = () => privateLinkHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.alert ? "Confirm job alerts" : "This link cannot be used"} | Nexora Technologies` },
  { name: "robots", content: "noindex" },
];

export default function JobAlertConfirmRoute({ loaderData }: Route.ComponentProps) {
  return <ConfirmJobAlertPage alert={loaderData.alert} />;
}
