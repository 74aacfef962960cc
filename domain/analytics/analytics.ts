import { z } from "zod";

import { StepBeaconSchema } from "./application-steps";

/**
 * First-party, cookieless analytics (decision 048). The browser sends a small beacon per
 * page view (and one when the page is left); the server counts it under a visitor key that is a
 * hash of a salt that changes every India day, the site's host, the client's address and its user
 * agent. Nothing else identifies a visitor, and the salt is forgotten when its day ends.
 */

/** The screen width classes a visit is counted under, by the window's CSS width when it was opened. */
export const deviceClasses = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** The window's CSS width in pixels as its class: phones below 768, tablets below 1024. */
export function deviceClassOf(widthPx: number): DeviceClass {
  if (widthPx < 768) return "phone";
  if (widthPx < 1024) return "tablet";
  return "desktop";
}

/** A visit ends after this long without a page view (Plausible's and Google's rule). */
export const visitIdleMinutes = 30;

/** Raw page views and visits are kept this long; the hourly roll-ups as the retention setting says. */
export const rawEventKeepDays = 30;

/** The most a beacon's body may be, in bytes: refused before it is read. */
export const beaconBodyLimit = 2048;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || undefined)
    .optional();

const pathText = z
  .string()
  .max(300)
  .regex(/^\/[^\s?#]*$/, "a path without its query");

/**
 * What the beacon sends. `view`: a page was shown (its first view in the tab carries the
 * referrer and the page address's UTM parameters). `leave`: the page was hidden or left after
 * `visibleMs` of being seen. `step`: the job application's page reached a step, went on from it or
 * was left on it (domain/analytics/application-steps.ts).
 */
export const BeaconSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("view"),
    path: pathText,
    /** document.referrer, on the tab's first view only; only its host name is kept. */
    referrer: z.string().max(2000).optional(),
    utmSource: text(100),
    utmMedium: text(100),
    utmCampaign: text(100),
    utmTerm: text(100),
    utmContent: text(100),
    widthPx: z.number().int().min(0).max(100_000),
  }),
  z.object({
    kind: z.literal("leave"),
    path: pathText,
    visibleMs: z
      .number()
      .int()
      .min(0)
      .max(24 * 3_600_000),
  }),
  StepBeaconSchema,
]);
export type Beacon = z.infer<typeof BeaconSchema>;

/**
 * The one name a visit's or a lead's source goes by in every report, so visits and the leads
 * they became are counted under the same name: the UTM source, else the search engine, else the
 * referring site without "www.", else "direct".
 */
export function sourceName(touch: {
  utmSource?: string | null | undefined;
  searchEngine?: string | null | undefined;
  referrer?: string | null | undefined;
}): string {
  if (touch.utmSource) return touch.utmSource.toLowerCase();
  if (touch.searchEngine) return touch.searchEngine;
  if (touch.referrer) return touch.referrer.toLowerCase().replace(/^www\./, "");
  return "direct";
}

/** The kinds of lead a visit can end in. */
export const leadKinds = ["enquiry", "booking", "application"] as const;
export type LeadKind = (typeof leadKinds)[number];
