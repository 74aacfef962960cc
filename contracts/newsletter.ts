import type { NewsletterTopic, SubscriberState } from "../domain/newsletter/newsletter";
import type { SubscriberFilter } from "../domain/newsletter/subscriber-filter";
import type { ListPage } from "./outcome";

/** A subscription as the pages its e-mails' links open show it. */
export type NewsletterSubscriptionView = { email: string; topics: NewsletterTopic[]; state: SubscriberState };

/** The pages the links in the newsletter's e-mails open (decision 077): confirm, unsubscribe. */
export type NewsletterLinks = {
  /** The sign-up a confirmation link belongs to, while it can be confirmed or is confirmed. */
  findConfirmation(token: string): Promise<NewsletterSubscriptionView | undefined>;
  /** Confirms the sign-up: its address is subscribed, with its topics, and welcomed by e-mail. */
  confirm(token: string): Promise<NewsletterSubscriptionView | undefined>;
  /** The subscriber an e-mail's unsubscribe link belongs to. */
  findByUnsubscribeToken(token: string): Promise<NewsletterSubscriptionView | undefined>;
  /** Stops the newsletter for the link's address; it stays on record as unsubscribed. */
  unsubscribe(token: string): Promise<NewsletterSubscriptionView | undefined>;
};

/** One sign-up or subscriber in the back office's list. */
export type SubscriberListItem = {
  id: string;
  email: string;
  state: SubscriberState;
  topics: NewsletterTopic[];
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
};

/** One month (India time, "2026-11") of the list: the addresses confirmed and those that unsubscribed in it. */
export type SubscriberMonth = { month: string; confirmed: number; unsubscribed: number };

/** How many rows the list holds in each state, and the months up to this one. */
export type SubscriberCounts = { byState: Record<SubscriberState, number>; months: SubscriberMonth[] };

/** The newsletter's subscribers, for editors and admins. */
export type SubscriberDesk = {
  list(filter: SubscriberFilter, page: { after?: string | undefined }): Promise<ListPage<SubscriberListItem>>;
  counts(): Promise<SubscriberCounts>;
};
