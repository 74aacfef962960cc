import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setImmediate as nextTurn } from "node:timers/promises";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { shiftDate, indiaDateOf } from "../../domain/time/india-dates";
import { consultants } from "../db/schema";
import { commandLine } from "../kernel/audit/audit";
import { bookingNow } from "../../test-support/sample-submissions";
import { calendar, event, hostileZone, neverOccurring } from "../../test-support/hostile-calendars";
import { buildTestApp, type TestApp } from "../../test-support/test-app";
import { defaultFeedPolicy } from "./calendar-feed";
import { saveCalendarFeed } from "./calendar-feed-admin";
import { refreshCalendars } from "./calendar-sync";

/**
 * Hostile calendar feeds against the real app (decision 038): a consultant's feed is a
 * stranger's text, served here by an HTTP server of the test's own. Reading one never stops the
 * server answering visitors, and ends with the reason on the consultant's row.
 */
const now = bookingNow;
const local = { ...defaultFeedPolicy, allowPrivateAddresses: true };

/** A zone whose onset repeats by the second, and a meeting in it on Tuesday 24 November 2026. */
const everySecondZone = calendar(
  hostileZone("FREQ=SECONDLY"),
  event("meeting", "DTSTART;TZID=Hostile:20261124T100000", "DTEND;TZID=Hostile:20261124T110000"),
);

let subject: TestApp;
let feedServer: Server;
let origin: string;
const feeds = new Map<string, string>();
/** Resolves once the feed server has sent a whole feed: from then on the feed is being read. */
let sent: () => void = () => {};

beforeAll(async () => {
  feedServer = createServer((request, response) => {
    response.writeHead(200, { "content-type": "text/calendar" }).end(feeds.get(request.url ?? "") ?? "", () => sent());
  });
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  subject = await buildTestApp({ clock: () => now }, { CALENDAR_FEED_ALLOW_PRIVATE: "true" });
});
afterAll(async () => {
  await subject.app.close();
  await new Promise((resolve) => feedServer.close(resolve));
});

describe("a hostile calendar feed", () => {
  const tomorrow = shiftDate(indiaDateOf(now), 1);
  const slots = () => subject.app.inject({ method: "GET", url: `/demo/slots/${tomorrow}` });

  const row = async () => (await subject.database.db.select().from(consultants))[0]!;

  /**
   * Connects the seeded consultant to the feed at `path` and starts reading it, as the calendar
   * task does, answering once the feed has been sent. The app's own task may be the one that reads
   * it (another instance, as it were): the tests read the outcome off the row.
   */
  async function startReading(path: string, ics: string) {
    feeds.set(path, ics);
    await saveCalendarFeed(subject.database.db, commandLine, (await row()).id, `${origin}${path}`, now, {
      allowPlainHttp: true,
    });
    const feedSent = new Promise<void>((resolve) => (sent = resolve));
    const read = refreshCalendars(subject.database.db, now, local, { everyMinutes: 5 });
    await feedSent;
    return { read };
  }

  it("keeps answering the public calendar while a feed that spends the reader's whole budget is read", async () => {
    const before = await slots();
    expect(before.statusCode).toBe(200);

    const { read } = await startReading("/never.ics", neverOccurring);
    const readStarted = performance.now();
    let finished = false;
    void read.finally(() => (finished = true));
    // Read on the server's own thread, the feed held the requests that came meanwhile until its
    // budget ran out: one of them waited most of the read. Off it, each is answered as usual.
    let slowest = 0;
    while (!finished) {
      const asked = performance.now();
      // An answer from memory comes without I/O: a turn of the event loop lets the reader in, as sockets would.
      await nextTurn();
      const answer = await slots();
      slowest = Math.max(slowest, performance.now() - asked);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(before.json());
    }
    expect(slowest).toBeLessThan((performance.now() - readStarted) / 4);

    await read;
    // Whichever budget ends it first: the steps', the parse's time, or, on a machine busy enough to
    // slow the worker's start, the worker's whole time.
    expect((await row()).calendarError).toMatch(
      /^The calendar (has repeating events too complex to read|took too long to read|took longer than 5 seconds to read)/,
    );
  });

  it("refuses a time zone that repeats by the second, and marks the feed failing until its wait is over", async () => {
    const { read } = await startReading("/every-second.ics", everySecondZone);
    expect((await slots()).statusCode).toBe(200);
    await read;
    await expect.poll(async () => (await row()).calendarFailures).toBe(1);
    expect(await row()).toMatchObject({
      calendarError:
        "The calendar could not be read: its time-zone definition changes more often than once a year, which no real time zone does.",
      calendarFailures: 1,
      calendarRetryAt: new Date(now.getTime() + 5 * 60_000),
    });
    // A restart's first run, or any other instance's, leaves it alone until then.
    expect(await refreshCalendars(subject.database.db, now, local, { everyMinutes: 5 })).toEqual({
      read: 0,
      changed: 0,
      failed: 0,
    });
    await subject.database.db
      .update(consultants)
      .set({ calendarFeedUrl: null })
      .where(eq(consultants.id, (await row()).id));
  });
});
