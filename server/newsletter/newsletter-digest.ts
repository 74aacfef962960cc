import { sql } from "drizzle-orm";

import {
  DigestScheduleSchema,
  defaultDigestSchedule,
  dueDigest,
  type DigestMonth,
  type DigestSchedule,
  type DigestScheduleForm,
} from "../../domain/newsletter/newsletter-sending";
import { indiaDateOf, indiaDayRange, isoDate, monthStart } from "../../domain/time/india-dates";
import { postsBetweenForEmail, type EmailLinks } from "../content/post-email";
import type { Db } from "../db/db";
import { newsletters } from "../db/schema";
import { changeSetting, type Actor } from "../kernel/audit/audit";
import { readSetting, type Setting } from "../kernel/runtime/settings";
import { newsletterSubject, type NewsletterMatter } from "./newsletter-emails";

/*
 * The monthly digest (decision 079): on the chosen day of each month, at the chosen time in India,
 * the posts published the month before go to every subscriber as one newsletter. The schedule is a
 * setting editors change; the newsletter task makes the month's digest when its time comes, once
 * (one digest a month: a unique index), and sends it as it sends a post.
 */

export const digestScheduleSetting: Setting<DigestSchedule> = {
  key: "newsletter.digest",
  schema: DigestScheduleSchema,
  fallback: defaultDigestSchedule,
};

export const readDigestSchedule = (db: Db) => readSetting(db, digestScheduleSetting);

/** "2026-11" as "November 2026". */
export const monthName = (month: DigestMonth) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** A month in India as instants: [its first midnight, the next month's). */
const monthRange = (month: DigestMonth): [Date, Date] => {
  const first = isoDate(`${month}-01`);
  return [indiaDayRange(first)[0], indiaDayRange(monthStart(first, 1))[0]];
};

/** A month's digest: each post of the month with its summary and link; undefined for a month without posts. */
export async function digestMatter(
  db: Db,
  month: DigestMonth,
  now: Date,
  links: EmailLinks,
): Promise<NewsletterMatter | undefined> {
  const { posts, html, text } = await postsBetweenForEmail(db, monthRange(month), now, links);
  if (posts.length === 0) return undefined;
  const name = monthName(month);
  const counted = posts.length === 1 ? "One post" : `${posts.length} posts`;
  return {
    subject: `${name} on our blog`,
    heading: `What we wrote in ${name}`,
    preview: `${counted} from our blog: ${posts.map((post) => post.title).join("; ")}`,
    article: { html, text },
    readOnSite: { label: "Read every post on our blog", href: links.link(`${links.publicSiteUrl}/blog`) },
  };
}

/** Saves the schedule; switching it on dates it, so a day already past this month waits for the next. */
export async function saveDigestSchedule(db: Db, actor: Actor, form: DigestScheduleForm, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await readSetting(tx, digestScheduleSetting);
    const since = form.enabled ? (current.enabled && current.since ? current.since : now.toISOString()) : null;
    await changeSetting(tx, actor, digestScheduleSetting, { ...form, since }, now, {
      action: "newsletter.digest-scheduled",
      summary: form.enabled
        ? `Scheduled the monthly digest for day ${form.day} of each month at ${form.time} (India).`
        : "Switched the monthly digest off.",
    });
  });
}

/** Makes this month's digest of last month's posts once its time has come; answers whether it made one. */
export async function scheduleDueDigest(db: Db, now: Date): Promise<boolean> {
  const due = dueDigest(await readDigestSchedule(db), indiaDateOf(now), now);
  if (!due) return false;
  const made = await db
    .insert(newsletters)
    .values({
      kind: "digest",
      digestMonth: due.month,
      state: "scheduled",
      scheduledAt: due.at,
      createdAt: now,
      subject: newsletterSubject(`${monthName(due.month)} on our blog`),
    })
    .onConflictDoNothing({ target: newsletters.digestMonth, where: sql`kind = 'digest'` })
    .returning({ id: newsletters.id });
  return made.length > 0;
}
