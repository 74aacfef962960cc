import { data } from "react-router";

import { privateLinkHeaders } from "~/components/private-links/private-link-headers";
import { ConfirmNewsletterPage } from "~/features/newsletter/newsletter-link-pages";

import type { Route } from "./+types/newsletter-confirm";
import { newsletterLinksContext } from "~contracts/newsletter";

/** Opening the e-mailed link changes nothing (mail scanners open links too); the page's button confirms. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const subscription = await context.get(newsletterLinksContext).findConfirmation(params.token);
  if (!subscription) return data({ subscription: null }, { status: 404 });
  return { subscription };
}

/** The page then shows the subscription as the loader reads it again: subscribed, or a link that expired meanwhile. */
export async function action({ params, context }: Route.ActionArgs) {
  const confirmed = await context.get(newsletterLinksContext).confirm(params.token);
  return data(null, { status: confirmed ? 200 : 404 });
}

export const headers = () => privateLinkHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: `${loaderData?.subscription ? "Confirm your subscription" : "This link cannot be used"} | Nexora Technologies`,
  },
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirmRoute({ loaderData }: Route.ComponentProps) {
  return <ConfirmNewsletterPage subscription={loaderData.subscription} />;
}
