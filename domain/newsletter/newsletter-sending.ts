import { z } from "zod";

import { indiaInstant } from "../bookings/blocked-time";
import type { Publish } from "../content/content";
import { labelsOf } from "../forms/labelled-values";
import { isIsoDate, monthStart, type IsoDate } from "../time/india-dates";
import "../forms/zod-setup";

/*
 * Sending the newsletter (docs/decisions/079-newsletter-sending.md): an editor sends a published post
 * to every subscriber or those of its topic, now or at a time in India; a monthly digest of the
 * month's posts goes on a chosen day. A periodic task writes one delivery per subscriber, a batch at
 * a time at the configured rate, each queuing one e-mail in the outbox.
 */

/**
 * Where a newsletter stands: scheduled (waiting for its time; it can still be cancelled), sending
 * (its batches are being queued, or the outbox is still sending them), sent (every e-mail has left
 * or failed), cancelled (before it started, or its post was taken down first).
 */
export const newsletterStates = ["scheduled", "sending", "sent", "cancelled"] as const;
export type NewsletterState = (typeof newsletterStates)[number];
export const newsletterStateLabels = labelsOf(newsletterStates);

/** What it sends: one post, or the digest of a month's posts. */
export const newsletterKinds = ["post", "digest"] as const;
export type NewsletterKind = (typeof newsletterKinds)[number];

/**
 * What became of one subscriber's e-mail: queued in the outbox; delivered (the receiving server took
 * it); bounced (refused for good, a 5xx at RCPT or DATA); deferred (refused for a while, a 4xx, until
 * the outbox gave up); failed (our side: the mail relay could not be reached); withdrawn (taken out of
 * the outbox before it went: the address unsubscribed or was erased meanwhile).
 */
export const deliveryStates = ["queued", "delivered", "bounced", "deferred", "failed", "withdrawn"] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** How a subscriber came to be suppressed (never mailed again). */
export const suppressionReasons = ["refused", "temporary-refusals"] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];

/**
 * Newsletters in a row whose e-mail a server refused for a while (4xx) until the outbox gave up,
 * after which the address is suppressed: a full mailbox for three months is as good as gone. A
 * delivered newsletter starts the count again.
 */
export const temporaryRefusalsToSuppress = 3;

export const suppressionReasonLabels: Record<SuppressionReason, string> = {
  refused: "Refused for good by the receiving server",
  "temporary-refusals": `Refused for a while, ${temporaryRefusalsToSuppress} newsletters in a row`,
};

/** The most recipients one batch takes, whatever the rate: one transaction stays short. */
const largestBatch = 500;

/**
 * The next batch at `ratePerMinute` e-mails a minute, taken at `now` when it was due at `due`: a
 * second's worth of recipients, and what the time it is late earns (up to another second's: a
 * server that was busy or restarted catches up gently), at least one and at most `largestBatch`;
 * and when the batch after it is due. Batches taken this way keep to the rate on average however
 * late each turn comes.
 */
export function nextBatch(now: Date, due: Date, ratePerMinute: number): { size: number; nextDue: Date } {
  const perMs = ratePerMinute / 60_000;
  const from = Math.max(due.getTime(), now.getTime() - 1000);
  const earned = Math.floor((now.getTime() + 1000 - from) * perMs);
  const size = Math.min(largestBatch, Math.max(1, earned));
  return { size, nextDue: new Date(from + Math.ceil(size / perMs)) };
}

/** How long sending to `recipients` takes at `ratePerMinute`, in milliseconds. */
export const sendingTimeMs = (recipients: number, ratePerMinute: number) => (recipients * 60_000) / ratePerMinute;

/**
 * The campaign the site's analytics files a visit under when it starts from a newsletter's link
 * (its landing page's UTM parameters, app/analytics): source and campaign "newsletter", the post's
 * address as its content.
 */
export const newsletterCampaign = {
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "newsletter",
} as const;

/**
 * A link of the site itself, `href`, with the newsletter's campaign and `content` (the post's
 * address, or "digest-2026-11") added; a link to another site is left as its author wrote it.
 */
export function withNewsletterCampaign(href: string, siteOrigin: string, content: string): string {
  const url = URL.parse(href);
  if (!url || url.origin !== siteOrigin) return href;
  for (const [name, value] of Object.entries(newsletterCampaign)) url.searchParams.set(name, value);
  url.searchParams.set("utm_content", content);
  return url.toString();
}

/** The newsletter's pages in the back office, and the counted redirect of its links. */
export const newsletterAdminPaths = {
  list: "/admin/newsletter",
  send: "/admin/newsletter/new",
  /** The send page, with the post chosen: the post's editor links to it. */
  sendPost: (postId: string) => `/admin/newsletter/new?post=${encodeURIComponent(postId)}`,
  newsletter: (id: string) => `/admin/newsletter/${id}`,
  /** The e-mail's HTML part alone, for the preview's sandboxed frame. */
  preview: (postId: string) => `/admin/newsletter/preview/${encodeURIComponent(postId)}`,
  digest: "/admin/newsletter/digest",
};

/** A link in a sent newsletter, by its place in it: counted, then redirected to where it leads. */
export const newsletterClickPath = (newsletterId: string, position: number) => `/n/${newsletterId}/${position}`;

/** Who receives a post's newsletter: every subscriber, or those of the post's topic (and those who chose none). */
export const audiences = ["all", "topic"] as const;
export type Audience = (typeof audiences)[number];

export const chooseAudienceMessage = "Please choose who receives it.";
export const choosePostMessage = "Please choose a published post to send.";

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** When to send: now, or a day and time in India (the fields a post's schedule has, PublishSchema's). */
const SendWhenSchema = z.discriminatedUnion("when", [
  z.object({ when: z.literal("now") }),
  z.object({
    when: z.literal("at"),
    date: z.string().trim().refine(isIsoDate, "Please choose the day to send it (YYYY-MM-DD)."),
    time: z
      .string()
      .trim()
      .refine((value) => timePattern.test(value), "Please give the time to send it as HH:MM, in India time."),
  }),
]) satisfies z.ZodType<Publish>;

/** The send form: which post, to whom, and when (now, or a day and time in India). */
export const NewsletterSendSchema = z
  .object({
    postId: z.uuid(choosePostMessage),
    audience: z.enum(audiences, chooseAudienceMessage),
  })
  .and(SendWhenSchema);
export type NewsletterSend = z.infer<typeof NewsletterSendSchema>;

export const confirmSendMessage = "Please tick the box to confirm you have checked the preview and the test.";

/** The send form as posted: what it sends, and the editor's word that they checked the preview and the test. */
export const NewsletterSendFormSchema = NewsletterSendSchema.and(
  z.object({ confirmed: z.literal("on", confirmSendMessage) }),
);

/**
 * The monthly digest: on `day` of each month at `time` in India, the posts published the month
 * before, to every subscriber. `since`: when it was switched on, so that switching it on after this
 * month's day sends nothing until next month.
 */
export type DigestSchedule = { enabled: boolean; day: number; time: string; since: string | null };

export const defaultDigestSchedule: DigestSchedule = { enabled: false, day: 1, time: "09:00", since: null };

/** The days a digest may go: the 29th to the 31st are missing from some months. */
export const digestLastDay = 28;

/** The digest's form. */
export const DigestScheduleFormSchema = z.object({
  enabled: z
    .enum(["on"])
    .optional()
    .transform((value) => value === "on"),
  day: z.coerce
    .number(`Please choose a day from 1 to ${digestLastDay}.`)
    .int(`Please choose a day from 1 to ${digestLastDay}.`)
    .min(1, `Please choose a day from 1 to ${digestLastDay}.`)
    .max(digestLastDay, `Please choose a day from 1 to ${digestLastDay}.`),
  time: z
    .string()
    .trim()
    .refine((value) => timePattern.test(value), "Please give the time as HH:MM, in India time."),
});
export type DigestScheduleForm = z.infer<typeof DigestScheduleFormSchema>;

/** The stored schedule, read back (a value that no longer fits falls back to the default). */
export const DigestScheduleSchema = z.object({
  enabled: z.boolean(),
  day: z.number().int().min(1).max(digestLastDay),
  time: z.string().regex(timePattern),
  since: z.string().nullable(),
});

/** "2026-11": the month a digest covers, as India counts it. */
export type DigestMonth = string;

/**
 * The digest due at `now`, if any: this month's day and time in India have come, and the schedule
 * was on before them. It covers the month before (`month`) and goes at `at`.
 */
export function dueDigest(
  schedule: DigestSchedule,
  today: IsoDate,
  now: Date,
): { month: DigestMonth; at: Date } | undefined {
  if (!schedule.enabled || !schedule.since) return undefined;
  const thisMonth = monthStart(today, 0);
  const day = `${thisMonth.slice(0, 8)}${String(schedule.day).padStart(2, "0")}`;
  if (!isIsoDate(day)) return undefined;
  const at = indiaInstant(day, schedule.time);
  if (at > now || new Date(schedule.since) > at) return undefined;
  return { month: monthStart(today, -1).slice(0, 7), at };
}
