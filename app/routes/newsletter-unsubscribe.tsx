import { data } from "react-router";

import { privateLinkHeaders } from "~/components/private-links/private-link-headers";
import { UnsubscribeNewsletterPage } from "~/features/newsletter/newsletter-link-pages";

import type { Route } from "./+types/newsletter-unsubscribe";
import { newsletterLinksContext } from "~contracts/newsletter";

/** Opening the link at the end of an e-mail changes nothing; the page's button stops the newsletter. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const subscription = await context.get(newsletterLinksContext).findByUnsubscribeToken(params.token);
  if (!subscription) return data({ subscription: null }, { status: 404 });
  return { subscription };
}

/** The page then shows the address as unsubscribed: its link keeps working, for as long as the record is kept. */
export async function action({ params, context }: Route.ActionArgs) {
  const unsubscribed = await context.get(newsletterLinksContext).unsubscribe(params.token);
  return data(null, { status: unsubscribed ? 200 : 404 });
}

export const headers = () => privateLinkHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: `${loaderData?.subscription ? "Unsubscribe from the newsletter" : "This link cannot be used"} | Nexora Technologies`,
  },
  { name: "robots", content: "noindex" },
];

export default function NewsletterUnsubscribeRoute({ loaderData }: Route.ComponentProps) {
  return <UnsubscribeNewsletterPage subscription={loaderData.subscription} />;
}
