import { addDays, addSeconds, subDays } from "date-fns";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { isoDate } from "../../domain/time/india-dates";
import type { Database } from "../db/db";
import {
  auditLog,
  newsletterDeliveries,
  newsletterEmails,
  newsletterLinks,
  newsletters,
  newsletterSubscribers,
  outboxEmails,
} from "../db/schema";
import { commandLine } from "../kernel/audit/audit";
import { recordingLogger } from "../../test-support/recording-logger";
import { addPost, addSubscribers } from "../../test-support/newsletter-fixtures";
import { openTestDatabaseTwice } from "../../test-support/test-database";
import { followNewsletterLink } from "./newsletter-clicks";
import { scheduleDueDigest, saveDigestSchedule } from "./newsletter-digest";
import { settleDeliveries } from "./newsletter-deliveries";
import { cancelNewsletter, queueNextBatch, scheduleNewsletter } from "./newsletter-sending";
import { newsletterTurn } from "./newsletter-task";
import { deleteSubscribers, ownNewsletterRows } from "./subscriber-records";
import { unsubscribeByLink } from "./subscriptions";

const mail = { publicSiteUrl: "https://nexora.test", salesEmail: "sales@nexora.test" };
const start = new Date("2026-11-22T04:30:00Z");
/** 6,000 a minute: batches of a hundred a second. */
const ratePerMinute = 6000;

const issues = (db: Database["db"]) =>
  db
    .select({
      to: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      text: outboxEmails.textBody,
      headers: outboxEmails.headers,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.kind, "newsletter.issue"));

/** How many e-mails went to each address. */
const copiesByAddress = async (db: Database["db"]) => {
  const copies = new Map<string, number>();
  for (const { to } of await issues(db)) copies.set(to, (copies.get(to) ?? 0) + 1);
  return copies;
};

describe("sending a newsletter", () => {
  let one: Database;
  let other: Database;
  let now: Date;
  const clock = () => now;

  beforeAll(async () => {
    [one, other] = await openTestDatabaseTwice();
  });
  afterAll(async () => {
    await one.close();
    await other.close();
  });
  beforeEach(async () => {
    now = start;
    await one.db.execute(
      sql`truncate newsletters, newsletter_subscribers, outbox_emails, blog_posts, audit_log, settings cascade`,
    );
  });

  /** One server's task, as it runs each turn (a new one is a restarted server). */
  const server = (database: Database) =>
    newsletterTurn({
      db: database.db,
      clock,
      log: recordingLogger().log,
      mail,
      ratePerMinute,
      onEmailsQueued: () => {},
    });

  const sendNow = async (postId: string, audience: "all" | "topic" = "all") =>
    (await scheduleNewsletter(one.db, commandLine, { postId, audience, when: "now" }, now, mail)).id;

  it("reaches every subscriber once, at the rate, through two servers and a restart", async () => {
    const post = await addPost(one.db, { publishAt: subDays(start, 1) });
    const addresses = await addSubscribers(one.db, 450, { confirmedAt: subDays(start, 3) });
    // Neither an address that left nor a sign-up never confirmed is sent anything.
    await addSubscribers(one.db, 3, { prefix: "gone", confirmedAt: subDays(start, 3), state: "unsubscribed" });
    await addSubscribers(one.db, 3, { prefix: "unsure", confirmedAt: subDays(start, 3), state: "pending" });
    const id = await sendNow(post.id);

    let first = server(one);
    const second = server(other);
    const queuedAfter: number[] = [];
    for (let turn = 0; turn < 8; turn += 1) {
      await Promise.all([first(clock), second(clock)]);
      queuedAfter.push((await issues(one.db)).length);
      // The first server restarts halfway: its successor starts from what the database says.
      if (turn === 2) first = server(one);
      now = addSeconds(now, 1);
    }

    // A hundred a second, whichever server took each batch.
    expect(queuedAfter.slice(0, 5)).toEqual([100, 200, 300, 400, 450]);
    const copies = await copiesByAddress(one.db);
    expect([...copies.keys()].sort()).toEqual(addresses);
    expect([...copies.values()].every((copiesOf) => copiesOf === 1)).toBe(true);
    const [sent] = await one.db.select().from(newsletters).where(eq(newsletters.id, id));
    expect(sent).toMatchObject({ state: "sending", audienceCount: 450 });
    expect(sent!.allQueuedAt).not.toBeNull();
  });

  it("reaches the audience it started with: a later sign-up waits for the next, a confirmation again changes nothing", async () => {
    const post = await addPost(one.db, { publishAt: subDays(start, 1) });
    const readers = await addSubscribers(one.db, 3, { confirmedAt: subDays(start, 3) });
    await sendNow(post.id);
    // One a second: the newsletter is still going when the list changes.
    const slow = newsletterTurn({
      db: one.db,
      clock,
      log: recordingLogger().log,
      mail,
      ratePerMinute: 60,
      onEmailsQueued: () => {},
    });
    await slow(clock);
    await addSubscribers(one.db, 1, { prefix: "late", confirmedAt: addSeconds(start, 1) });
    await one.db.update(newsletterSubscribers).set({ confirmedAt: addSeconds(start, 1) });
    for (let turn = 0; turn < 4; turn += 1) {
      now = addSeconds(now, 1);
      await slow(clock);
    }
    expect([...(await copiesByAddress(one.db)).keys()].sort()).toEqual(readers);
  });

  it("refuses a second delivery to a subscriber outright: the whole batch is undone", async () => {
    const post = await addPost(one.db, { publishAt: subDays(start, 1) });
    await addSubscribers(one.db, 5, { confirmedAt: subDays(start, 3) });
    const id = await sendNow(post.id);
    await server(one)(clock);
    // A newsletter moved back before a batch it already sent, as a broken cursor would.
    await one.db.update(newsletters).set({ cursor: null, allQueuedAt: null }).where(eq(newsletters.id, id));
    await expect(queueNextBatch(one.db, { now: addSeconds(now, 1), ratePerMinute, mail })).rejects.toThrow();
    expect(await one.db.select({ count: count() }).from(outboxEmails)).toEqual([{ count: 5 }]);
    expect(await one.db.select({ count: count() }).from(newsletterEmails)).toEqual([{ count: 5 }]);
  });

  it("sends to the post's topic only when asked, with those who chose every topic", async () => {
    const post = await addPost(one.db, { publishAt: subDays(start, 1), category: "Design" });
    const design = await addSubscribers(one.db, 2, {
      prefix: "design",
      topics: ["Design"],
      confirmedAt: subDays(start, 3),
    });
    const everything = await addSubscribers(one.db, 2, { prefix: "all", confirmedAt: subDays(start, 3) });
    await addSubscribers(one.db, 2, { prefix: "product", topics: ["Product"], confirmedAt: subDays(start, 3) });
    await sendNow(post.id, "topic");
    await server(one)(clock);
    expect([...(await copiesByAddress(one.db)).keys()].sort()).toEqual([...everything, ...design].sort());
  });

  it("waits for a time in India, can be cancelled before it, and refuses a draft or a time passed", async () => {
    const post = await addPost(one.db, { publishAt: subDays(start, 1) });
    const draft = await addPost(one.db, { publishAt: subDays(start, 1), status: "draft" });
    await addSubscribers(one.db, 2, { confirmedAt: subDays(start, 3) });
    // 22 November 2026, 10:00 in India is 04:30 UTC: the send is due an hour later.
    const later = {
      postId: post.id,
      audience: "all" as const,
      when: "at" as const,
      date: isoDate("2026-11-22"),
      time: "11:00",
    };
    const { id } = await scheduleNewsletter(one.db, commandLine, later, now, mail);
    await server(one)(clock);
    expect(await issues(one.db)).toHaveLength(0);
    now = new Date("2026-11-22T05:30:00Z");
    await server(one)(clock);
    expect(await issues(one.db)).toHaveLength(2);

    const again = await scheduleNewsletter(one.db, commandLine, { ...later, time: "12:00" }, now, mail);
    await cancelNewsletter(one.db, commandLine, again.id, now);
    await expect(cancelNewsletter(one.db, commandLine, id, now)).rejects.toThrow("Only a newsletter waiting");
    now = addDays(now, 1);
    await server(one)(clock);
    expect(await issues(one.db)).toHaveLength(2);

    await expect(
      scheduleNewsletter(one.db, commandLine, { postId: draft.id, audience: "all", when: "now" }, now, mail),
    ).rejects.toThrow("not published");
    await expect(scheduleNewsletter(one.db, commandLine, later, now, mail)).rejects.toThrow("has already passed");
    expect((await one.db.select().from(auditLog)).map((entry) => entry.action)).toEqual([
      "newsletter.scheduled",
      "newsletter.scheduled",
      "newsletter.cancelled",
    ]);
  });

  it("carries its own one-click unsubscribe, List-Id and postal address, and counts the unsubscribes it caused", async () => {
    const post = await addPost(one.db, { publishAt: subDays(start, 1) });
    const [meera] = await addSubscribers(one.db, 1, { confirmedAt: subDays(start, 3) });
    const id = await sendNow(post.id);
    await server(one)(clock);
    const [email] = await issues(one.db);
    expect(email!.to).toBe(meera);
    expect(email!.subject).toBe("Offline-first Android apps for field teams | Nexora Technologies Insights");
    expect(email!.headers).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": "Nexora Technologies Insights <newsletter.nexora.test>",
      Precedence: "bulk",
      "Auto-Submitted": "auto-generated",
    });
    const token = /\/api\/newsletter\/unsubscribe\/([\w-]+)>/.exec(email!.headers["List-Unsubscribe"]!)![1]!;
    expect(email!.text).toContain(`https://nexora.test/newsletter/unsubscribe/${token}`);
    expect(email!.text).toContain("Nehru Place, New Delhi 110019");

    await unsubscribeByLink(one.db, token, now);
    await unsubscribeByLink(one.db, token, now);
    const [sent] = await one.db
      .select({ unsubscribes: newsletters.unsubscribes })
      .from(newsletters)
      .where(eq(newsletters.id, id));
    expect(sent!.unsubscribes).toBe(1);
  });

  it("counts each link's clicks by its redirect, with the campaign for the site's own pages, and nothing else", async () => {
    const post = await addPost(one.db, { publishAt: subDays(start, 1), slug: "offline-first-android-apps" });
    await addSubscribers(one.db, 2, { confirmedAt: subDays(start, 3) });
    const id = await sendNow(post.id);
    await server(one)(clock);
    const links = await one.db.select().from(newsletterLinks).where(eq(newsletterLinks.newsletterId, id));
    const campaign =
      "utm_source=newsletter&utm_medium=email&utm_campaign=newsletter&utm_content=offline-first-android-apps";
    expect(links.map((link) => link.url).sort()).toEqual(
      [
        "https://developer.android.com/topic/architecture/data-layer/offline-first",
        `https://nexora.test/blog/offline-first-android-apps?${campaign}`,
        `https://nexora.test/services/app-development?${campaign}`,
      ].sort(),
    );
    // The e-mail's links all go through the redirect.
    const [email] = await issues(one.db);
    for (const link of links) expect(email!.text).toContain(`https://nexora.test/n/${id}/${link.position}`);
    expect(email!.text).not.toContain("developer.android.com");

    const own = links.find((link) => link.url.includes("/services/"))!;
    expect(await followNewsletterLink(one.db, id, own.position)).toBe(own.url);
    expect(await followNewsletterLink(one.db, id, own.position)).toBe(own.url);
    expect(await followNewsletterLink(one.db, id, 99)).toBeUndefined();
    const [counted] = await one.db
      .select({ clicks: newsletterLinks.clicks })
      .from(newsletterLinks)
      .where(and(eq(newsletterLinks.newsletterId, id), eq(newsletterLinks.position, own.position)));
    expect(counted!.clicks).toBe(2);
  });

  it("settles each delivery from the outbox: a refusal for good suppresses at once, three for a while in a row too", async () => {
    const [gone, full, fine] = await addSubscribers(one.db, 3, { confirmedAt: subDays(start, 3) });
    const outcome = {
      [gone!]: { status: "failed" as const, refusal: "permanent" as const, lastError: "550 5.1.1 No such mailbox" },
      [full!]: { status: "failed" as const, refusal: "temporary" as const, lastError: "452 4.2.2 Mailbox full" },
      [fine!]: { status: "sent" as const, refusal: null, lastError: null },
    };
    const sendOne = async (day: number) => {
      now = addDays(start, day);
      const post = await addPost(one.db, { publishAt: subDays(now, 1) });
      const id = await sendNow(post.id);
      await server(one)(clock);
      for (const [address, row] of Object.entries(outcome))
        await one.db
          .update(outboxEmails)
          .set(row)
          .where(and(eq(outboxEmails.toAddress, address), eq(outboxEmails.status, "pending")));
      await settleDeliveries(one.db, now);
      return id;
    };
    const stateOf = async (address: string) =>
      (await one.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, address)))[0]!;

    const firstId = await sendOne(0);
    expect(await stateOf(gone!)).toMatchObject({
      state: "suppressed",
      suppressionReason: "refused",
      suppressionDetail: "550 5.1.1 No such mailbox",
    });
    expect(await stateOf(full!)).toMatchObject({ state: "subscribed", temporaryRefusals: 1 });
    const deliveries = await one.db
      .select({ state: newsletterDeliveries.state })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.newsletterId, firstId));
    expect(deliveries.map((row) => row.state).sort()).toEqual(["bounced", "deferred", "delivered"]);
    expect((await one.db.select().from(newsletters).where(eq(newsletters.id, firstId)))[0]!.state).toBe("sent");

    await sendOne(30);
    expect(await stateOf(full!)).toMatchObject({ state: "subscribed", temporaryRefusals: 2 });
    await sendOne(60);
    expect(await stateOf(full!)).toMatchObject({
      state: "suppressed",
      suppressionReason: "temporary-refusals",
      suppressionDetail: "452 4.2.2 Mailbox full",
    });
    // A suppressed address gets nothing more; the one that took every newsletter got each.
    await sendOne(90);
    expect(await copiesByAddress(one.db)).toEqual(
      new Map([
        [gone!, 1],
        [full!, 3],
        [fine!, 4],
      ]),
    );
    expect(await stateOf(fine!)).toMatchObject({ state: "subscribed", temporaryRefusals: 0 });
    // The person's own data page counts the newsletters that reached them.
    const [own] = await ownNewsletterRows(one.db, [(await stateOf(fine!)).id]);
    expect(own!.newslettersSent).toBe(4);
  });

  it("a delivered newsletter starts a full mailbox's count again", async () => {
    const [full] = await addSubscribers(one.db, 1, { confirmedAt: subDays(start, 3) });
    const settleAs = async (day: number, row: { status: "sent" | "failed"; refusal: "temporary" | null }) => {
      now = addDays(start, day);
      const post = await addPost(one.db, { publishAt: subDays(now, 1) });
      await sendNow(post.id);
      await server(one)(clock);
      await one.db.update(outboxEmails).set(row).where(eq(outboxEmails.status, "pending"));
      await settleDeliveries(one.db, now);
    };
    await settleAs(0, { status: "failed", refusal: "temporary" });
    await settleAs(30, { status: "failed", refusal: "temporary" });
    await settleAs(60, { status: "sent", refusal: null });
    await settleAs(90, { status: "failed", refusal: "temporary" });
    const [row] = await one.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, full!));
    expect(row).toMatchObject({ state: "subscribed", temporaryRefusals: 1 });
  });

  it("an address that unsubscribes before its e-mail goes has it taken out of the outbox: withdrawn", async () => {
    const post = await addPost(one.db, { publishAt: subDays(start, 1) });
    await addSubscribers(one.db, 1, { confirmedAt: subDays(start, 3) });
    await sendNow(post.id);
    await server(one)(clock);
    await one.db.delete(outboxEmails).where(eq(outboxEmails.kind, "newsletter.issue"));
    await settleDeliveries(one.db, now);
    expect(await one.db.select({ state: newsletterDeliveries.state }).from(newsletterDeliveries)).toEqual([
      { state: "withdrawn" },
    ]);
  });

  it("an erased subscriber leaves the newsletter's counts, and nothing of them, behind", async () => {
    const post = await addPost(one.db, { publishAt: subDays(start, 1) });
    await addSubscribers(one.db, 2, { confirmedAt: subDays(start, 3) });
    await sendNow(post.id);
    await server(one)(clock);
    const [erased] = await one.db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).limit(1);
    await deleteSubscribers(one.db, [erased!.id]);
    const deliveries = await one.db
      .select({ subscriberId: newsletterDeliveries.subscriberId })
      .from(newsletterDeliveries);
    expect(deliveries).toHaveLength(2);
    expect(deliveries.filter((row) => row.subscriberId === erased!.id)).toEqual([]);
    expect(await one.db.select().from(newsletterEmails).where(eq(newsletterEmails.subscriberId, erased!.id))).toEqual(
      [],
    );
  });

  it("sends the month's digest on the chosen day, once, and nothing for a month without posts", async () => {
    await addSubscribers(one.db, 2, { confirmedAt: new Date("2026-10-01T00:00:00Z") });
    await addPost(one.db, { title: "October's first", publishAt: new Date("2026-10-05T06:00:00Z") });
    await addPost(one.db, { title: "October's second", publishAt: new Date("2026-10-20T06:00:00Z") });
    await addPost(one.db, { title: "A November post", publishAt: new Date("2026-11-02T06:00:00Z") });
    await saveDigestSchedule(
      one.db,
      commandLine,
      { enabled: true, day: 3, time: "09:00" },
      new Date("2026-10-25T00:00:00Z"),
    );
    // 3 November, 09:00 in India is 03:30 UTC.
    expect(await scheduleDueDigest(one.db, new Date("2026-11-03T03:29:00Z"))).toBe(false);
    now = new Date("2026-11-03T03:30:00Z");
    expect(await scheduleDueDigest(one.db, now)).toBe(true);
    expect(await scheduleDueDigest(one.db, addSeconds(now, 60))).toBe(false);
    await server(one)(clock);
    const sent = await issues(one.db);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.text).toContain("October's first");
    expect(sent[0]!.text).toContain("October's second");
    expect(sent[0]!.text).not.toContain("A November post");
    const [digest] = await one.db.select().from(newsletters);
    expect(digest).toMatchObject({
      kind: "digest",
      digestMonth: "2026-10",
      subject: "October 2026 on our blog | Nexora Technologies Insights",
    });

    // December's digest of November: one post. January's of December: none, so it is cancelled.
    now = new Date("2027-01-03T03:30:00Z");
    await scheduleDueDigest(one.db, now);
    await server(one)(clock);
    const [january] = await one.db.select().from(newsletters).where(eq(newsletters.digestMonth, "2026-12"));
    expect(january).toMatchObject({ state: "cancelled", cancelledBecause: "No post was published that month." });
  });

  it("switched on after this month's day, the digest waits for next month", async () => {
    await saveDigestSchedule(
      one.db,
      commandLine,
      { enabled: true, day: 1, time: "09:00" },
      new Date("2026-11-20T00:00:00Z"),
    );
    expect(await scheduleDueDigest(one.db, new Date("2026-11-22T00:00:00Z"))).toBe(false);
    expect(await scheduleDueDigest(one.db, new Date("2026-12-01T03:30:00Z"))).toBe(true);
  });
});
