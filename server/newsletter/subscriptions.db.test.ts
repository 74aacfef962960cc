import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { addDays, addMonths } from "date-fns";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { NewsletterSubscriptionSchema } from "../../domain/newsletter/newsletter-request";
import { unsubscribedKeepMonths, type NewsletterTopic } from "../../domain/newsletter/newsletter";
import { confirmationLinkDays } from "../../domain/privacy/double-opt-in";
import { noticeVersion } from "../../domain/privacy/notices";
import type { Database } from "../db/db";
import { auditLog, newsletterEmails, newsletterSubscribers, outboxEmails, privacyRequests } from "../db/schema";
import { commandLine } from "../kernel/audit/audit";
import { tokenHash } from "../kernel/secrets/tokens";
import { diskFileStore, type FileStore } from "../kernel/storage/file-store";
import { erasePerson } from "../privacy/erasure";
import { actOnOwnData } from "../privacy/own-data/actions";
import { ownActionsOf } from "../privacy/own-data/view";
import { gatherPersonalData } from "../privacy/personal-data";
import { runRetention } from "../privacy/retention";
import { rowsMentioning } from "../../test-support/rows-mentioning";
import { openTestDatabase } from "../../test-support/test-database";
import {
  confirmSubscription,
  findByUnsubscribeToken,
  findConfirmation,
  requestSubscription,
  unsubscribeByLink,
} from "./subscriptions";

const now = new Date("2026-11-22T10:30:00Z");
const mail = { publicSiteUrl: "https://nexora.test", salesEmail: "sales@test.example" };
const meera = "Meera.Iyer@example.in";

describe("a newsletter subscription, from the form to its end", () => {
  let database: Database;
  let dataDir: string;
  let resumes: FileStore;

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-newsletter-"));
    resumes = diskFileStore(path.join(dataDir, "resumes"));
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.execute(
      sql`truncate newsletter_subscribers, outbox_emails, audit_log, privacy_requests, proven_addresses cascade`,
    );
  });

  const signUp = ({
    email = meera,
    topics = [],
    at = now,
  }: { email?: string; topics?: NewsletterTopic[]; at?: Date } = {}) =>
    requestSubscription(
      database.db,
      NewsletterSubscriptionSchema.parse({ email, topics, noticeVersion, noticeLanguage: "en" }),
      { now: at, mail },
    );
  const rows = () => database.db.select().from(newsletterSubscribers).orderBy(newsletterSubscribers.createdAt);
  const mails = (kind: string) =>
    database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, kind)).orderBy(outboxEmails.createdAt);
  /** The token of the link under `linkPath` in the newest e-mail of `kind` (to `to`, if given). */
  const tokenIn = async (kind: string, linkPath: string, to?: string) => {
    const [newest] = (await mails(kind))
      .filter((row) => to === undefined || row.toAddress === to)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return new RegExp(`${linkPath}/([\\w-]+)`).exec(newest!.textBody)![1]!;
  };
  const confirmationToken = (to?: string) => tokenIn("newsletter.confirmation", "/newsletter/confirm", to);
  const unsubscribeToken = (to?: string) => tokenIn("newsletter.welcome", "/newsletter/unsubscribe", to);
  const confirm = async (at = now) => confirmSubscription(database.db, await confirmationToken(), { now: at, mail });

  it("sends a sign-up its link and nothing else, and welcomes the address once it confirms", async () => {
    await signUp({ topics: ["Product", "Design"] });
    expect(await rows()).toMatchObject([
      { email: meera, state: "pending", topics: ["Design", "Product"], noticeVersion, noticeLanguage: "en" },
    ]);
    const [confirmation] = await mails("newsletter.confirmation");
    expect(confirmation).toMatchObject({
      toAddress: meera,
      subject: "Confirm your subscription | Nexora Technologies Insights",
    });
    // The confirmation quotes nothing the stranger typed, and no other e-mail goes before it is used.
    expect(confirmation!.textBody).not.toContain("Product");
    expect(await mails("newsletter.welcome")).toEqual([]);

    const token = await confirmationToken();
    expect(await findConfirmation(database.db, token, now)).toEqual({
      email: meera,
      topics: ["Design", "Product"],
      state: "pending",
    });
    const confirmed = await confirmSubscription(database.db, token, { now, mail });
    expect(confirmed.view).toMatchObject({ state: "subscribed" });
    expect(await rows()).toMatchObject([{ state: "subscribed", confirmedAt: now, unsubscribedAt: null }]);
    const [welcome] = await mails("newsletter.welcome");
    expect(confirmed.queuedEmailIds).toEqual([welcome!.id]);
    expect(welcome!.textBody).toContain("Design, Product");
    const unsubscribeLink = await unsubscribeToken();
    expect(welcome!.headers).toMatchObject({
      "List-Unsubscribe": `<${mail.publicSiteUrl}/api/newsletter/unsubscribe/${unsubscribeLink}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    // The link says so again, and welcomes nobody twice.
    expect((await confirmSubscription(database.db, token, { now, mail })).queuedEmailIds).toEqual([]);
    expect(await findConfirmation(database.db, token, now)).toMatchObject({ state: "subscribed" });
  });

  it("stops by the e-mail's link, keeping the address as unsubscribed, and says so on the link's second use", async () => {
    await signUp();
    await confirm();
    const token = await unsubscribeToken();
    const confirmToken = await confirmationToken();
    const later = addDays(now, 3);
    expect(await unsubscribeByLink(database.db, token, later)).toMatchObject({ email: meera, state: "unsubscribed" });
    expect(await rows()).toMatchObject([{ state: "unsubscribed", unsubscribedAt: later }]);
    expect(await findByUnsubscribeToken(database.db, token)).toMatchObject({ state: "unsubscribed" });
    expect(await unsubscribeByLink(database.db, token, addDays(later, 1))).toMatchObject({ state: "unsubscribed" });
    expect(await rows()).toMatchObject([{ unsubscribedAt: later }]);
    // Its e-mails still waiting went with it; the confirmation link no longer subscribes it again.
    expect(await mails("newsletter.welcome")).toEqual([]);
    expect(await findConfirmation(database.db, confirmToken, later)).toBeUndefined();
    expect((await confirmSubscription(database.db, confirmToken, { now: later, mail })).view).toBeUndefined();
    expect(await findByUnsubscribeToken(database.db, "not-a-token")).toBeUndefined();
  });

  it("answers a known address as a new one, and confirming its new sign-up joins its one row", async () => {
    const first = await signUp({ topics: ["Design"] });
    const firstToken = await confirmationToken();
    await confirm();
    const again = await signUp({ email: "meera.iyer@EXAMPLE.in", topics: ["Product"], at: addDays(now, 1) });
    const secondToken = await confirmationToken("meera.iyer@EXAMPLE.in");
    const stranger = await signUp({ email: "someone.else@example.in", at: addDays(now, 1) });
    for (const answer of [first, again, stranger]) expect(answer.queuedEmailIds).toHaveLength(1);
    expect((await rows()).map((row) => row.state).sort()).toEqual(["pending", "pending", "subscribed"]);

    await confirmSubscription(database.db, secondToken, { now: addDays(now, 1), mail });
    const mine = (await rows()).filter((row) => row.email.toLowerCase() === meera.toLowerCase());
    expect(mine).toMatchObject([
      { email: meera, state: "subscribed", topics: ["Product"], confirmedAt: addDays(now, 1) },
    ]);
    // The row took over the newer link; the older one no longer leads anywhere.
    expect(await findConfirmation(database.db, secondToken, now)).toMatchObject({ state: "subscribed" });
    expect(await findConfirmation(database.db, firstToken, now)).toBeUndefined();
    expect(await database.db.select().from(newsletterEmails)).toHaveLength(2);

    // Unsubscribed, then subscribed again: the same row, subscribed once more.
    await unsubscribeByLink(database.db, await unsubscribeToken(), addDays(now, 2));
    await signUp({ at: addDays(now, 3) });
    await confirmSubscription(database.db, await confirmationToken(meera), { now: addDays(now, 3), mail });
    expect((await rows()).filter((row) => row.email === meera)).toMatchObject([
      { state: "subscribed", topics: [], unsubscribedAt: null },
    ]);
  });

  it("sends a suppressed address nothing, with the same answer, and never subscribes it", async () => {
    await database.db
      .insert(newsletterSubscribers)
      .values({ email: meera, state: "suppressed", confirmTokenHash: tokenHash("old"), createdAt: now });
    expect(await signUp()).toEqual({ queuedEmailIds: [] });
    expect((await rows()).map((row) => row.state)).toEqual(["suppressed"]);
    expect(await mails("newsletter.confirmation")).toEqual([]);
  });

  it("forgets a sign-up nobody confirmed after the link's days, and an unsubscribed address after its months", async () => {
    await signUp();
    await signUp({ email: "leaving@example.in" });
    await confirmSubscription(database.db, await confirmationToken("leaving@example.in"), { now, mail });
    await unsubscribeByLink(database.db, await unsubscribeToken(), now);

    const linkEnds = addDays(now, confirmationLinkDays);
    const justBefore = new Date(linkEnds.getTime() - 60_000);
    expect((await runRetention(database.db, { resumes, now: justBefore })).newsletter).toBe(0);
    expect(await findConfirmation(database.db, await confirmationToken(meera), justBefore)).toMatchObject({
      state: "pending",
    });
    expect(await findConfirmation(database.db, await confirmationToken(meera), linkEnds)).toBeUndefined();
    const run = await runRetention(database.db, { resumes, now: linkEnds });
    expect(run.newsletter).toBe(1);
    expect((await rows()).map((row) => row.email)).toEqual(["leaving@example.in"]);
    // Its confirmation went with it, as the other's went when it unsubscribed.
    expect(await mails("newsletter.confirmation")).toEqual([]);

    const recordEnds = addMonths(now, unsubscribedKeepMonths);
    await runRetention(database.db, { resumes, now: new Date(recordEnds.getTime() - 60_000) });
    expect(await rows()).toHaveLength(1);
    expect((await runRetention(database.db, { resumes, now: recordEnds })).newsletter).toBe(1);
    expect(await rows()).toEqual([]);
    expect(await database.db.select().from(newsletterEmails)).toEqual([]);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "privacy.retention"))
      .orderBy(sql`${auditLog.at} desc`);
    expect(entry!.summary).toContain(
      `1 newsletter subscription unconfirmed or unsubscribed past ${unsubscribedKeepMonths} months`,
    );
  });

  it("goes with the rest of the person on erasure, the record of the withdrawal included", async () => {
    await signUp({ topics: ["Management"] });
    await confirm();
    await unsubscribeByLink(database.db, await unsubscribeToken(), now);
    await signUp();
    const counts = await erasePerson(database.db, { actor: commandLine, email: "meera.iyer@example.in", resumes, now });
    expect(counts).toMatchObject({ newsletter: 2, emails: 1 });
    expect(await rows()).toEqual([]);
    expect(await database.db.select().from(newsletterEmails)).toEqual([]);
    expect(await rowsMentioning(database, "meera.iyer")).toEqual([]);
  });

  describe("on the person's own data page", () => {
    const ownDeps = () => ({
      db: database.db,
      clock: () => now,
      ...mail,
      careersEmail: "careers@test.example",
      onEmailsQueued: () => {},
      resumes,
    });

    it("lists the subscription with its consent and notice, and its stop ends it there", async () => {
      await signUp({ topics: ["Product"] });
      await confirm();
      const data = await gatherPersonalData(database.db, "meera.iyer@example.in", {
        processors: { mailRelay: true, fileStore: "disk" },
        now,
        language: "en",
      });
      const group = data.groups.find((candidate) => candidate.key === "newsletter")!;
      expect(group.title).toBe("Newsletter");
      expect(group.records).toEqual([
        {
          title: "Newsletter: Product",
          fields: [
            { label: "Topics", value: "Product" },
            { label: "Address", value: meera },
            { label: "State", value: "Subscribed" },
            { label: "Asked for", value: expect.stringContaining("2026") },
            { label: "Confirmed", value: expect.stringContaining("2026") },
          ],
        },
      ]);
      const consents = data.groups.find((candidate) => candidate.key === "consents")!;
      expect(consents.records).toContainEqual(
        expect.objectContaining({
          title: "Newsletter: Product",
          fields: expect.arrayContaining([{ label: "Privacy notice", value: `Version ${noticeVersion}, in English` }]),
        }),
      );
      expect((await ownActionsOf(database.db, meera, now)).newsletter).toBe(true);

      const done = await actOnOwnData(
        ownDeps(),
        { email: meera, sessionHash: "session" },
        { intent: "stop-newsletter" },
      );
      expect(done.reference).toMatch(/^PR-/);
      expect(await rows()).toMatchObject([{ state: "unsubscribed", unsubscribedAt: now }]);
      expect(await database.db.select().from(privacyRequests)).toMatchObject([
        { kind: "withdrawal", state: "done", summary: "Stop my newsletter." },
      ]);
      expect((await ownActionsOf(database.db, meera, now)).newsletter).toBe(false);
      await expect(
        actOnOwnData(ownDeps(), { email: meera, sessionHash: "session" }, { intent: "stop-newsletter" }),
      ).rejects.toThrow("You do not subscribe to our newsletter: there is nothing to stop.");
    });
  });
});
