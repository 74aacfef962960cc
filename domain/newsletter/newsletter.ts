import { blogCategories, type BlogCategory } from "../content/blog-categories";
import { labelsOf } from "../forms/labelled-values";

/*
 * The newsletter (decision 077): a visitor gives an address, and optionally the topics they want,
 * from the blog, a post or the footer; the address is mailed a link to confirm (double opt-in,
 * domain/privacy/double-opt-in.ts) and gets nothing else until it is used. Kept free of zod, so
 * the form in every page's footer loads no schema: the server checks what it sends
 * (newsletter-request.ts).
 */

/** What a subscriber may choose to hear about: the blog's categories. None chosen: every one. */
export const newsletterTopics = blogCategories;
export type NewsletterTopic = BlogCategory;

/**
 * Where a subscriber stands: waiting for confirmation (pending), subscribed, unsubscribed (kept a
 * while as the record of the withdrawal), or suppressed (never mailed again, whatever is asked:
 * an address that bounces or complains, set by the sending that comes later).
 */
export const subscriberStates = ["pending", "subscribed", "unsubscribed", "suppressed"] as const;
export type SubscriberState = (typeof subscriberStates)[number];
export const subscriberStateLabels = labelsOf(subscriberStates, { pending: "Waiting for confirmation" });

/**
 * Months an unsubscribed address is kept, with when it subscribed and unsubscribed: the record
 * that consent was withdrawn, which the DPDP Rules ask to be kept a year. Then retention deletes it.
 */
export const unsubscribedKeepMonths = 12;

/**
 * Where the form and the links in the newsletter's e-mails lead (app/routes.ts names the same
 * pages). A link's page shows a button whose POST does the change: mail scanners open links.
 */
export const newsletterPaths = {
  /** The form's plain post, without JavaScript: it answers by sending the browser back. */
  subscribe: "/newsletter/subscribe",
  confirm: (token: string) => `/newsletter/confirm/${token}`,
  unsubscribe: (token: string) => `/newsletter/unsubscribe/${token}`,
  /** The List-Unsubscribe header's address: a mail provider POSTs to it (RFC 8058), with no page in between. */
  oneClickUnsubscribe: (token: string) => `/api/newsletter/unsubscribe/${token}`,
};

/** Where the privacy page shows the newsletter's notice, whole and in either language: the footer's form links to it. */
export const newsletterNoticeSection = {
  path: "/privacy",
  anchor: "newsletter-notice",
  title: "If you subscribe to the newsletter",
} as const;

/** Where the form is: under the blog, under each post, and in every page's footer. */
export const signupPlaces = ["blog", "post", "footer"] as const;
export type SignupPlace = (typeof signupPlaces)[number];

/** What the page says once the address is taken, whether or not it was known: a link went to it either way. */
export const signupSent =
  "Check your inbox: we sent you a link to confirm your subscription. The newsletter starts once you confirm.";

/**
 * What the plain post can answer, each a message the page the browser is sent back to holds
 * (hidden until its address's #fragment names it, so a page rendered once for everyone says it).
 */
export const signupAnswers = {
  sent: signupSent,
  email: "Please enter a valid email address, then press Subscribe again.",
  invalid: "The form sent something it does not offer. Please reload the page and try again.",
  busy: "We cannot take more subscriptions from your network or for this address just now. Please try again later.",
} as const;
export type SignupAnswer = keyof typeof signupAnswers;

/** The id of a form's answer on its page: the fragment the plain post sends the browser back to. */
export const signupAnswerId = (place: SignupPlace, answer: SignupAnswer) => `newsletter-${place}-${answer}`;

/** "Every topic", or the topics chosen in the list's order. */
export const describeTopics = (topics: readonly string[]) =>
  topics.length === 0 ? "Every topic" : newsletterTopics.filter((topic) => topics.includes(topic)).join(", ");

/** A stand-in origin to resolve a return path against: what it resolves to must stay on it. */
const ownOrigin = "http://site.invalid";

/**
 * The page the plain post sends the browser back to: a public page of this site, as the URL
 * parser resolves it, without its query; anything else (another origin, `//host`, `/\host`, a
 * control character, the back office or the API) goes to the blog.
 */
export function returnPathOf(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 2000 || /\p{Cc}/u.test(value))
    return "/blog";
  const url = new URL(value, ownOrigin);
  return url.origin === ownOrigin && !/^\/(admin|api)(\/|$)/i.test(url.pathname) ? url.pathname : "/blog";
}
