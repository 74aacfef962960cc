import type { NewsletterTopic, SubscriberState } from "../domain/newsletter/newsletter";
import type {
  Audience,
  DigestSchedule,
  DigestScheduleForm,
  NewsletterKind,
  NewsletterSend,
  NewsletterState,
  SuppressionReason,
} from "../domain/newsletter/newsletter-sending";
import type { SubscriberFilter } from "../domain/newsletter/subscriber-filter";
import type { SubscriberImportForm } from "../domain/newsletter/subscriber-import";
import type { CsvExport, ListPage, Outcome } from "./outcome";
import { processWideContext } from "./load-context";

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

/** What the newsletter links' pages read as `context.get(newsletterLinksContext)`. */
export const newsletterLinksContext = processWideContext<NewsletterLinks>("newsletterLinks");

/** One sign-up or subscriber in the back office's list. */
export type SubscriberListItem = {
  id: string;
  email: string;
  state: SubscriberState;
  topics: NewsletterTopic[];
  createdAt: Date;
  confirmedAt: Date | null;
  /** Where that confirmation was given, for an address imported from another service's list; null: here. */
  consentSource: string | null;
  unsubscribedAt: Date | null;
  /** Why sending suppressed it, and the receiving server's answer. */
  suppression: { reason: SuppressionReason; detail: string; at: Date } | null;
};

/** One month (India time, "2026-11") of the list: the addresses confirmed and those that unsubscribed in it. */
export type SubscriberMonth = { month: string; confirmed: number; unsubscribed: number };

/** How many rows the list holds in each state, and the months up to this one. */
export type SubscriberCounts = { byState: Record<SubscriberState, number>; months: SubscriberMonth[] };

/**
 * A row of an imported file that was not imported: an address known already, left as it was
 * (an unsubscribed or suppressed one is never subscribed again this way), or a row refused.
 */
export type SubscriberImportNote = { row: number; email: string; outcome: "known" | "refused"; reason: string };

/** What an import did, row by row counted: what the editor reads once it is done. */
export type SubscriberImportReport = {
  fileName: string;
  source: string;
  /** The file's data rows. */
  rows: number;
  /** New addresses, subscribed. */
  added: number;
  /** Addresses waiting for confirmation here, now subscribed with the file's consent. */
  confirmed: number;
  /** Addresses known already (subscribed, unsubscribed or suppressed), left as they were. */
  known: number;
  refused: number;
  /** The rows not imported, in the file's order: the first `subscriberImportNotesMax` of them. */
  notes: SubscriberImportNote[];
};

/** The rows not imported that a report lists; the counts count them all. */
export const subscriberImportNotesMax = 500;

/** The newsletter's subscribers, for editors and admins. */
export type SubscriberDesk = {
  list(filter: SubscriberFilter, page: { after?: string | undefined }): Promise<ListPage<SubscriberListItem>>;
  counts(): Promise<SubscriberCounts>;
  /** Every subscriber the filter matches as a CSV file, the export audited as the member. */
  exportCsv(filter: SubscriberFilter): Promise<CsvExport>;
  /**
   * Subscribes the addresses of a CSV file whose consent another service confirmed (decision
   * 077), sending none of them anything; refused as a whole when the file cannot be read.
   */
  importList(
    form: SubscriberImportForm,
    file: { name: string; content: Uint8Array },
  ): Promise<Outcome<SubscriberImportReport>>;
};

/** A published post, as the send page offers it. */
export type PostToSend = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: NewsletterTopic;
  publishedAt: Date;
};

/**
 * How far a newsletter has gone (decision 079): e-mails the receiving servers took, those still
 * waiting (in the outbox, or not yet queued), refused for good (bounced) or until the outbox gave up
 * (deferred), not sent for our side's failure, and taken out before they went; the unsubscribes its
 * links caused.
 */
export type NewsletterProgress = {
  audience: number | null;
  delivered: number;
  waiting: number;
  bounced: number;
  deferred: number;
  failed: number;
  withdrawn: number;
  unsubscribes: number;
};

/** One newsletter in the back office's list. */
export type NewsletterListItem = {
  id: string;
  kind: NewsletterKind;
  subject: string;
  state: NewsletterState;
  topics: NewsletterTopic[];
  scheduledAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  progress: NewsletterProgress;
};

/** A newsletter's page: its list item, what it sent, its links and their clicks. */
export type NewsletterView = NewsletterListItem & {
  post: { id: string; slug: string } | undefined;
  digestMonth: string | null;
  createdBy: string | null;
  cancelledBecause: string | null;
  links: { position: number; url: string; clicks: number }[];
};

/** The e-mail a post's newsletter would send, as the send page previews it, and whom it would reach. */
export type NewsletterPreview = {
  post: PostToSend;
  subject: string;
  html: string;
  text: string;
  audience: Record<Audience, number>;
};

/** The newsletters for editors and admins: send a post (after a preview and a test), follow its sending, the digest. */
export type NewsletterDesk = {
  list(): Promise<NewsletterListItem[]>;
  find(id: string): Promise<NewsletterView | undefined>;
  postsToSend(): Promise<PostToSend[]>;
  /** The post's e-mail as it will arrive (as a mail program in dark mode shows it: `dark`); undefined for a post that is not published. */
  preview(postId: string, options?: { dark?: boolean }): Promise<NewsletterPreview | undefined>;
  /** Sends the post's e-mail to the member's own address, its subject marked as a test. */
  sendTest(postId: string): Promise<Outcome>;
  schedule(send: NewsletterSend): Promise<Outcome<{ id: string }>>;
  cancel(id: string): Promise<Outcome>;
  digest(): Promise<DigestSchedule>;
  saveDigest(schedule: DigestScheduleForm): Promise<Outcome>;
};
