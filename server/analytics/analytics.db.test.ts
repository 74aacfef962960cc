import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";

import { addDays, addMinutes, addSeconds } from "date-fns";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { beaconBodyLimit, sourceName } from "../../domain/analytics/analytics";
import type { Database } from "../db/db";
import {
  analyticsDailyBuilt,
  analyticsDirtyHours,
  analyticsHourlyPages,
  analyticsHourlyVisits,
  analyticsPageViews,
  analyticsSalts,
  analyticsVisits,
  applications,
  bookings,
  enquiries,
} from "../db/schema";
import { countedView } from "../../test-support/analytics-rows";
import { applicationFormFields } from "../../test-support/sample-application";
import { bookingNow, sampleBooking, sampleEnquiry } from "../../test-support/sample-submissions";
import { insertJob } from "../../test-support/recruiting-rows";
import { recordingLogger } from "../../test-support/recording-logger";
import { openTestDatabase } from "../../test-support/test-database";
import { buildTestApp, type TestApp } from "../../test-support/test-app";
import { runRetention } from "../privacy/retention";
import { diskFileStore } from "../kernel/storage/file-store";
import { createAnalytics, type Analytics } from "./analytics";
import { createEventBuffer } from "./event-buffer";
import { eventsPerWindow } from "./collector-routes";
import { indiaDateOf, indiaHourOf, isoDate } from "../../domain/time/india-dates";
import { rollUpDirtyHours, visitSourceSql } from "./roll-ups";
import { analyticsReportDesk } from "./reports/analytics-report-desk";
import { presetRange } from "../../domain/analytics/report-range";
import { dailySalts, visitorKeyOf } from "./visitor-keys";

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const headlessChrome = chrome.replace("Chrome/", "HeadlessChrome/");
const host = "nexora.test";

/** The pipeline of decision 048: beacon, buffer, visits, roll-ups and the leads they become. */
describe("cookieless analytics", () => {
  let now = bookingNow;
  let database: Database;
  let analytics: Analytics;
  let subject: TestApp;
  let dataDir: string;
  const logged = recordingLogger();
  beforeAll(async () => {
    database = await openTestDatabase();
    analytics = createAnalytics({ db: database.db, clock: () => now, log: logged.log, countryOf: () => undefined });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "analytics-test-"));
    subject = await buildTestApp(
      { database, clock: () => now, analytics },
      { DATA_DIR: dataDir, CAREERS_EMAIL: "careers@test.example" },
    );
  });
  afterAll(async () => {
    await subject.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  type From = { ip: string; ua?: string; headers?: Record<string, string> };
  const send = (payload: unknown, { ip, ua = chrome, headers = {} }: From) =>
    subject.app.inject({
      method: "POST",
      url: "/api/analytics/events",
      payload: payload as object,
      remoteAddress: ip,
      headers: { host, "user-agent": ua, ...headers },
    });
  const view = (from: From, pagePath: string, extra: object = {}) =>
    send({ kind: "view", path: pagePath, widthPx: 1280, ...extra }, from);
  const visitsOf = (ip: string, ua = chrome) =>
    database.db
      .select()
      .from(analyticsVisits)
      .where(eq(analyticsVisits.visitorKey, sql`${keyOf(ip, ua)}`))
      .orderBy(asc(analyticsVisits.startedAt));
  let keyOf: (ip: string, ua?: string) => string;
  const knowKeys = async () => {
    const [salt] = await database.db.select().from(analyticsSalts);
    keyOf = (ip, ua = chrome) => visitorKeyOf(salt!.salt, { host, address: ip, userAgent: ua });
  };
  const viewsOf = (visitId: string) =>
    database.db
      .select({ path: analyticsPageViews.path, durationMs: analyticsPageViews.durationMs })
      .from(analyticsPageViews)
      .where(eq(analyticsPageViews.visitId, visitId))
      .orderBy(asc(analyticsPageViews.at));

  it("keys a visitor by the day's salt, host, address and user agent, and forgets an earlier day's salt", async () => {
    let day = bookingNow;
    const salts = dailySalts(database.db, () => day);
    const first = await salts();
    expect(await salts()).toBe(first);
    const traits = { host, address: "203.0.113.7", userAgent: chrome };
    const key = visitorKeyOf(first, traits);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    for (const other of [
      { ...traits, host: "www.nexora.test" },
      { ...traits, address: "203.0.113.8" },
      { ...traits, userAgent: headlessChrome },
    ]) {
      expect(visitorKeyOf(first, other)).not.toBe(key);
    }
    day = addDays(bookingNow, 1);
    const next = await salts();
    expect(visitorKeyOf(next, traits)).not.toBe(key);
    expect(await database.db.select({ day: analyticsSalts.day }).from(analyticsSalts)).toEqual([{ day: "2026-11-24" }]);
    // The app's own salts begin again today (the one of the 24th goes once the app makes today's).
    day = bookingNow;
    await database.db.delete(analyticsSalts);
  });

  it("counts no bot, no headless browser, no prefetch and no back-office page", async () => {
    const from = { ip: "198.51.100.1" };
    const ignored = [
      view({ ...from, ua: headlessChrome }, "/services"),
      view({ ...from, ua: "Googlebot/2.1 (+http://www.google.com/bot.html)" }, "/services"),
      view({ ...from, headers: { "sec-purpose": "prefetch" } }, "/services"),
      view({ ...from, headers: { purpose: "prefetch" } }, "/services"),
      view(from, "/admin/leads"),
      view(from, "/admin"),
      // The back office however its address is spelled, or mangled on the way to it.
      ...[
        "/ADMIN",
        "/Admin/contacts",
        "//admin/contacts",
        "/%61dmin/audit",
        "/./admin/…",
        "/x/../admin/staff",
        "/admin%2Fstaff",
        "/admin/set-password/0123456789abcdef",
      ].map((odd) => view(from, odd)),
      send({ kind: "leave", path: "/ADMIN/audit", visibleMs: 1000 }, from),
    ];
    expect((await Promise.all(ignored)).map((response) => [response.statusCode, response.body])).toEqual(
      Array(ignored.length).fill([204, ""]),
    );
    await analytics.flush();
    expect(await database.db.select().from(analyticsVisits)).toEqual([]);
  });

  it("records a visit's entry, exit, pages and times, and begins another after 30 minutes idle", async () => {
    const from = { ip: "203.0.113.7" };
    const started = now;
    const campaign = { utmSource: "newsletter", utmMedium: "email", utmCampaign: "diwali" };
    expect((await view(from, "/services/cloud", { ...campaign, referrer: `https://${host}/` })).statusCode).toBe(204);
    await analytics.flush();
    now = addSeconds(started, 40);
    await view(from, "/about");
    now = addSeconds(started, 100);
    await send({ kind: "leave", path: "/about", visibleMs: 25_000 }, from);
    await analytics.flush();
    await knowKeys();

    const [visit] = await visitsOf(from.ip);
    expect(visit).toMatchObject({
      firstOfDay: true,
      entryPath: "/services/cloud",
      exitPath: "/about",
      pageViews: 2,
      ...campaign,
      // The site's own address is no referrer.
      referrerHost: null,
      searchEngine: null,
      device: "desktop",
      country: null,
      startedAt: started,
      lastSeenAt: addSeconds(started, 40),
    });
    expect(await viewsOf(visit!.id)).toEqual([
      { path: "/services/cloud", durationMs: 40_000 },
      { path: "/about", durationMs: 25_000 },
    ]);

    // 31 minutes after the last view: a new visit, from a search, on a phone.
    now = addMinutes(addSeconds(started, 40), 31);
    await view(from, "/blog", { referrer: "https://www.google.com/", widthPx: 390 });
    await analytics.flush();
    const visits = await visitsOf(from.ip);
    expect(visits).toHaveLength(2);
    expect(visits[1]).toMatchObject({
      firstOfDay: false,
      entryPath: "/blog",
      pageViews: 1,
      referrerHost: "www.google.com",
      searchEngine: "Google",
      utmSource: null,
      device: "phone",
    });
    // Nothing of the address or the user agent is kept or logged.
    const everything = JSON.stringify([visits, logged.lines]);
    expect(everything).not.toContain(from.ip);
    expect(everything).not.toContain("Chrome/131");
  });

  it("rolls an hour up from its visits, under the source sourceName() gives", async () => {
    const hour = indiaHourOf(bookingNow);
    expect(await database.db.select().from(analyticsDirtyHours)).toEqual([{ hour }]);
    // Had the day been added up by day already, it is added up again.
    await database.db.insert(analyticsDailyBuilt).values({ day: isoDate("2026-11-23") });
    expect(await rollUpDirtyHours(database.db)).toBe(1);
    expect(await database.db.select().from(analyticsDirtyHours)).toEqual([]);
    expect(await database.db.select().from(analyticsDailyBuilt)).toEqual([]);
    const visitRows = await database.db
      .select()
      .from(analyticsHourlyVisits)
      .where(eq(analyticsHourlyVisits.hour, hour))
      .orderBy(asc(analyticsHourlyVisits.source));
    expect(visitRows).toEqual([
      expect.objectContaining({
        source: "Google",
        entryPath: "/blog",
        referrerHost: "www.google.com",
        searchEngine: "Google",
        utmSource: "",
        device: "phone",
        country: "",
        visits: 1,
        visitors: 0,
        pageViews: 1,
        bounces: 1,
        durationS: 0,
        enquiries: 0,
      }),
      expect.objectContaining({
        source: "newsletter",
        entryPath: "/services/cloud",
        utmCampaign: "diwali",
        visits: 1,
        visitors: 1,
        pageViews: 2,
        bounces: 0,
        durationS: 65,
      }),
    ]);
    const pageRows = await database.db
      .select()
      .from(analyticsHourlyPages)
      .where(eq(analyticsHourlyPages.hour, hour))
      .orderBy(asc(analyticsHourlyPages.path));
    expect(pageRows.map(({ hour: _hour, ...row }) => row)).toEqual([
      { path: "/about", views: 1, entries: 0, exits: 1, timeMs: 25_000, timedViews: 1 },
      { path: "/blog", views: 1, entries: 1, exits: 1, timeMs: 0, timedViews: 0 },
      { path: "/services/cloud", views: 1, entries: 1, exits: 0, timeMs: 40_000, timedViews: 1 },
    ]);
  });

  it("names a visit's source in SQL exactly as sourceName() does", async () => {
    const origins = [
      { utmSource: "Newsletter", searchEngine: "Google", referrerHost: "www.google.com" },
      { utmSource: null, searchEngine: "Bing", referrerHost: "www.bing.com" },
      { utmSource: null, searchEngine: null, referrerHost: "WWW.Example.org" },
      { utmSource: null, searchEngine: null, referrerHost: "blog.example.org" },
      { utmSource: null, searchEngine: null, referrerHost: null },
    ];
    const ids = origins.map(() => randomUUID());
    await database.db.insert(analyticsVisits).values(
      origins.map((origin, index) => ({
        ...origin,
        id: ids[index],
        visitorKey: `source-${index}`,
        firstOfDay: true,
        startedAt: now,
        lastSeenAt: now,
        entryPath: "/",
        exitPath: "/",
        device: "desktop" as const,
      })),
    );
    const named = await database.db
      .select({ id: analyticsVisits.id, source: visitSourceSql })
      .from(analyticsVisits)
      .where(sql`${analyticsVisits.visitorKey} like 'source-%'`);
    expect(ids.map((id) => named.find((row) => row.id === id)?.source)).toEqual(
      origins.map((origin) =>
        sourceName({ utmSource: origin.utmSource, searchEngine: origin.searchEngine, referrer: origin.referrerHost }),
      ),
    );
    await database.db.delete(analyticsVisits).where(sql`${analyticsVisits.visitorKey} like 'source-%'`);
  });

  describe("a lead", () => {
    const from = { ip: "192.0.2.50" };
    const lead = (url: string, payload: object, ip = from.ip, ua = chrome) =>
      subject.app.inject({ method: "POST", url, payload, remoteAddress: ip, headers: { host, "user-agent": ua } });

    it("records the same day's visit it was sent from, and counts itself on the visit", async () => {
      now = bookingNow;
      const campaign = { utmSource: "linkedin", utmMedium: "social", utmCampaign: "cloud-week" };
      await view(from, "/services/cloud", campaign);
      now = addSeconds(bookingNow, 30);
      await view(from, "/contactUs");
      // No flush: the lead writes what the buffer holds before it looks.
      const sent = await lead("/contactus/submit", {
        ...sampleEnquiry,
        email: "visit.lead@example.in",
        firstTouch: { utmSource: "forged" },
      });
      expect(sent.statusCode).toBe(201);
      const touch = { ...campaign, landingPage: "/services/cloud", pagesSeen: ["/services/cloud", "/contactUs"] };
      const [enquiry] = await database.db.select().from(enquiries).where(eq(enquiries.id, sent.json().data.id));
      expect(enquiry!.firstTouch).toEqual(touch);

      now = addSeconds(bookingNow, 60);
      await view(from, "/demo");
      const booked = await lead("/demo/book", { ...sampleBooking, email: "visit.booker@example.in" });
      expect(booked.statusCode).toBe(201);
      const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, booked.json().data.id));
      expect(booking!.firstTouch).toEqual({ ...touch, pagesSeen: [...touch.pagesSeen, "/demo"] });

      const jobId = randomUUID();
      await insertJob(database.db, { id: jobId, title: "Cloud engineer", at: bookingNow });
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...applicationFormFields(), jobId })) form.append(name, value);
      form.append(
        "resume",
        new Blob([Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")], {
          type: "application/pdf",
        }),
        "cv.pdf",
      );
      const body = new Request("http://localhost/", { method: "POST", body: form });
      const applied = await subject.app.inject({
        method: "POST",
        url: "/api/applications",
        payload: Buffer.from(await body.arrayBuffer()),
        remoteAddress: from.ip,
        headers: { host, "user-agent": chrome, "content-type": body.headers.get("content-type")! },
      });
      expect(applied.statusCode).toBe(201);
      const [application] = await database.db
        .select({ firstTouch: applications.firstTouch })
        .from(applications)
        .where(eq(applications.id, applied.json().data.id));
      expect(application!.firstTouch).toMatchObject({ utmSource: "linkedin", landingPage: "/services/cloud" });

      await knowKeys();
      const [visit] = await visitsOf(from.ip);
      expect(visit).toMatchObject({ enquiries: 1, bookings: 1, applications: 1 });
      expect(await database.db.select().from(analyticsDirtyHours)).toEqual([{ hour: indiaHourOf(bookingNow) }]);
      await rollUpDirtyHours(database.db);
      const [rolled] = await database.db
        .select()
        .from(analyticsHourlyVisits)
        .where(eq(analyticsHourlyVisits.source, "linkedin"));
      expect(rolled).toMatchObject({ visits: 1, enquiries: 1, bookings: 1, applications: 1 });
    });

    it("has no first touch without a visit of the same key that day, and is still taken", async () => {
      // Another browser on the same address is another visitor.
      const other = await lead(
        "/contactus/submit",
        { ...sampleEnquiry, email: "other.browser@example.in" },
        from.ip,
        headlessChrome,
      );
      expect(other.statusCode).toBe(201);
      // The next day the key is another: yesterday's visit cannot be linked.
      now = addDays(bookingNow, 1);
      const nextDay = await lead("/contactus/submit", { ...sampleEnquiry, email: "next.day@example.in" });
      expect(nextDay.statusCode).toBe(201);
      const touches = await database.db
        .select({ firstTouch: enquiries.firstTouch })
        .from(enquiries)
        .where(sql`${enquiries.id} in (${other.json().data.id}, ${nextDay.json().data.id})`);
      expect(touches).toEqual([{ firstTouch: null }, { firstTouch: null }]);
      now = bookingNow;
    });
  });

  it("deletes raw visits and their page views after 30 days, and keeps the roll-ups", async () => {
    const [before] = await database.db.select({ count: sql<number>`count(*)::int` }).from(analyticsVisits);
    const [rolledUp] = await database.db.select({ count: sql<number>`count(*)::int` }).from(analyticsHourlyVisits);
    expect(before!.count).toBeGreaterThan(0);
    const resumes = diskFileStore(path.join(dataDir, "resumes"));
    await runRetention(database.db, { resumes, now: addDays(bookingNow, 30) });
    expect(await database.db.select({ count: sql<number>`count(*)::int` }).from(analyticsVisits)).toEqual([before]);
    await runRetention(database.db, { resumes, now: addMinutes(addDays(bookingNow, 31), 1) });
    expect(await database.db.select().from(analyticsVisits)).toEqual([]);
    expect(await database.db.select().from(analyticsPageViews)).toEqual([]);
    expect(await database.db.select({ count: sql<number>`count(*)::int` }).from(analyticsHourlyVisits)).toEqual([
      rolledUp,
    ]);
  });

  it("drops events past its limit, counting those a write under way still holds", async () => {
    let dropped = 0;
    const buffer = createEventBuffer({ db: database.db, log: logged.log, onDropped: () => (dropped += 1), limit: 2 });
    const event = (visitorKey: string) => countedView({ visitorKey, at: now });
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    expect([buffer.add(event(first)), buffer.add(event(second)), buffer.add(event(third))]).toEqual([
      true,
      true,
      false,
    ]);
    const written = buffer.flush();
    // The two are out of the buffer but not written yet: they still count against its limit.
    expect(buffer.add(event(third))).toBe(false);
    await written;
    expect(buffer.add(event(third))).toBe(true);
    await buffer.flush();
    expect(dropped).toBe(2);
    const keys = await database.db
      .select({ key: analyticsVisits.visitorKey })
      .from(analyticsVisits)
      .where(sql`${analyticsVisits.visitorKey} in (${first}, ${second}, ${third})`);
    expect(keys.map(({ key }) => key).sort()).toEqual([first, second, third].sort());
  });

  it("answers JSON to a body over its limit, a malformed one and a client past its quota", async () => {
    const from = { ip: "198.51.100.77" };
    const tooLarge = await view(from, "/", { referrer: `https://example.org/${"x".repeat(beaconBodyLimit)}` });
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([413, "The request body is too large."]);
    const notJson = await subject.app.inject({
      method: "POST",
      url: "/api/analytics/events",
      payload: "{kind: view",
      headers: { host, "user-agent": chrome, "content-type": "application/json" },
    });
    expect([notJson.statusCode, notJson.json().success]).toEqual([400, false]);
    const notABeacon = await send({ kind: "view", path: "services?x=1", widthPx: 1 }, from);
    expect([notABeacon.statusCode, notABeacon.json().errors]).toMatchObject([400, { path: expect.any(String) }]);

    for (let sent = 0; sent < eventsPerWindow; sent += 1) {
      expect((await send({ kind: "leave", path: "/", visibleMs: 1 }, from)).statusCode).toBe(204);
    }
    const refused = await view(from, "/");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many page events from your address\. Please try again in \d+ minutes?\.$/,
    );
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    // Another address still counts.
    expect((await view({ ip: "198.51.100.78" }, "/")).statusCode).toBe(204);
  });

  it("counts a referrer as a search engine only on the engine's own host names", async () => {
    await view({ ip: "198.51.100.90" }, "/services", { referrer: "https://google.evil.example/" });
    await view({ ip: "198.51.100.91" }, "/services", { referrer: "https://www.google.co.in/" });
    await analytics.flush();
    // By the referring site: an earlier test moved the day on, so today's salt is not the only one kept.
    const referred = await database.db
      .select({ referrerHost: analyticsVisits.referrerHost, searchEngine: analyticsVisits.searchEngine })
      .from(analyticsVisits)
      .where(sql`${analyticsVisits.referrerHost} in ('google.evil.example', 'www.google.co.in')`)
      .orderBy(asc(analyticsVisits.referrerHost));
    expect(referred).toEqual([
      { referrerHost: "google.evil.example", searchEngine: null },
      { referrerHost: "www.google.co.in", searchEngine: "Google" },
    ]);
  });

  describe("a private link", () => {
    const token = "7c1e9a3b5d2f48e6a0b4c8d2e6f01357";
    const from = { ip: "203.0.113.140" };
    // The links of the e-mails, as a browser or a client that means harm may spell them.
    const addresses = [
      [`/demo/manage/${token}`, "/demo/manage/…"],
      [`/DEMO/Manage/${token}/`, "/demo/manage/…"],
      [`/x/../demo//manage/${token}`, "/demo/manage/…"],
      [`/%64emo/manage/${token}`, "/demo/manage/…"],
      [`/demo%2Fmanage%2F${token}`, "/demo/manage/…"],
      [`/interview/${token}`, "/interview/…"],
      [`/job-alerts/confirm/${token}`, "/job-alerts/confirm/…"],
      [`/job-alerts/unsubscribe/${token}.data`, "/job-alerts/unsubscribe/…"],
    ] as const;

    it("is counted under its pattern, never with its secret, in the rows, roll-ups, report and a lead's pages seen", async () => {
      now = bookingNow;
      for (const [index, [address]] of addresses.entries()) {
        now = addSeconds(bookingNow, index * 10);
        expect((await view(from, address)).statusCode).toBe(204);
      }
      await send({ kind: "leave", path: `/demo/manage/${token}`, visibleMs: 4000 }, from);
      now = addSeconds(bookingNow, 100);
      await view(from, "/contactUs");
      const sent = await subject.app.inject({
        method: "POST",
        url: "/contactus/submit",
        payload: { ...sampleEnquiry, email: "private.link@example.in" },
        remoteAddress: from.ip,
        headers: { host, "user-agent": chrome },
      });
      expect(sent.statusCode).toBe(201);
      const [visit] = await database.db
        .select()
        .from(analyticsVisits)
        .where(sql`${analyticsVisits.entryPath} like '/demo/manage/%'`);
      expect(visit).toMatchObject({ entryPath: "/demo/manage/…", exitPath: "/contactUs", enquiries: 1 });
      const shown = [...addresses.map(([, pattern]) => pattern), "/contactUs"];
      expect((await viewsOf(visit!.id)).map(({ path: viewed }) => viewed)).toEqual(shown);
      const [enquiry] = await database.db.select().from(enquiries).where(eq(enquiries.id, sent.json().data.id));
      expect(enquiry!.firstTouch).toMatchObject({ landingPage: "/demo/manage/…", pagesSeen: shown });

      const report = await analyticsReportDesk({ db: database.db, clock: () => now }).report(
        presetRange("today", indiaDateOf(now)),
        { allPages: true },
      );
      expect(report.pages.map((page) => page.path)).toEqual(
        expect.arrayContaining(["/demo/manage/…", "/interview/…", "/job-alerts/confirm/…"]),
      );
      expect(report.entryPages.map((page) => page.path)).toContain("/demo/manage/…");
      const stored = await database.db.execute(sql`select string_agg(t::text, ' ') as text from (
        select to_jsonb(v) as t from analytics_visits v union all select to_jsonb(p) from analytics_page_views p
        union all select to_jsonb(h) from analytics_hourly_pages h union all select to_jsonb(h) from analytics_hourly_visits h
        union all select first_touch from enquiries union all select first_touch from contacts) as every_row`);
      const storedRows = (stored as unknown as { rows: unknown[] }).rows;
      expect(storedRows).toHaveLength(1);
      expect(JSON.stringify([storedRows, report, logged.lines])).not.toContain(token);
    });
  });
});
