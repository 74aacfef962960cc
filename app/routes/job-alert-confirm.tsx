import { data } from "react-router";

import { ConfirmJobAlertPage } from "~/features/careers/job-alerts/job-alert-pages";

import type { Route } from "./+types/job-alert-confirm";

/** Opening the e-mailed link changes nothing (mail scanners open links too); the page's button confirms. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const alert = await context.jobAlerts.findConfirmation(params.token);
  if (!alert) return data({ alert: null }, { status: 404 });
  return { alert };
}

export async function action({ params, context }: Route.ActionArgs) {
  const confirmed = await context.jobAlerts.confirm(params.token);
  if (!confirmed) return data({ confirmed: null }, { status: 404 });
  return { confirmed };
}

// A page reached by a private link: never cached, never indexed.
export const headers = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta = ({ data: loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.alert ? "Confirm job alerts" : "This link cannot be used"} | Nexora Technologies` },
  { name: "robots", content: "noindex" },
];

export default function JobAlertConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  // A duplicate confirmed here joins the address's earlier subscription: the answer, not a reload, says how it went.
  return <ConfirmJobAlertPage alert={actionData?.confirmed ?? loaderData.alert} />;
}
