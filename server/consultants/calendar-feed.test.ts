import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type BusyTime, busyTimesOf } from "./calendar-busy-times";
import { FeedError } from "./feed-error";
import { defaultFeedPolicy, fetchBusyTimes } from "./calendar-feed";
import { readBusyTimes } from "./calendar-reader";
import { calendar, event, hostileZone, neverOccurring } from "../../test-support/hostile-calendars";

const fixture = (name: string) =>
  readFileSync(new URL(`../../test-support/calendar-feeds/${name}`, import.meta.url), "utf8");
const googleWeekly = fixture("google-weekly-new-york.ics");
const outlook = fixture("outlook-windows-zones.ics");

/** A month around the start of daylight saving time in New York (Sunday 8 March 2026). */
const march = { from: new Date("2026-02-23T00:00:00Z"), to: new Date("2026-03-24T00:00:00Z") };

/** A tenth of the server's reading budget: enough for every real calendar here, and quicker to spend. */
const smallBudget = { steps: 10_000, ms: 200 };
const iso = (times: BusyTime[]) => times.map(({ startsAt, endsAt }) => [startsAt.toISOString(), endsAt.toISOString()]);

describe("busy times of a calendar", () => {
  it("expands a weekly New York event across the change to daylight time, less its EXDATE, with its moved instance", () => {
    expect(iso(busyTimesOf(googleWeekly, march))).toEqual([
      ["2026-02-24T14:00:00.000Z", "2026-02-24T15:00:00.000Z"], // 9 AM EST
      // 3 March is an EXDATE.
      ["2026-03-10T13:00:00.000Z", "2026-03-10T14:00:00.000Z"], // 9 AM EDT
      // 17 March moved to Wednesday 18 March, 2 PM EDT.
      ["2026-03-18T18:00:00.000Z", "2026-03-18T19:00:00.000Z"],
      // 24 March, at the window's end, moved into it: Monday 23 March.
      ["2026-03-23T13:00:00.000Z", "2026-03-23T14:00:00.000Z"],
      // 31 March is past the window.
    ]);
  });

  it("reads a TZID the file does not define as an IANA zone, or a Windows zone name", () => {
    const withoutZone = googleWeekly.replace(/BEGIN:VTIMEZONE[\s\S]*END:VTIMEZONE\n/, "");
    expect(withoutZone).not.toContain("VTIMEZONE");
    expect(busyTimesOf(withoutZone, march)).toEqual(busyTimesOf(googleWeekly, march));

    const windowsName = calendar(
      event(
        "eastern",
        "DTSTART;TZID=Eastern Standard Time:20260310T090000",
        "DTEND;TZID=Eastern Standard Time:20260310T100000",
      ),
    );
    expect(iso(busyTimesOf(windowsName, march))).toEqual([["2026-03-10T13:00:00.000Z", "2026-03-10T14:00:00.000Z"]]);
  });

  it("reads Outlook's zones by their VTIMEZONE, and skips what Outlook shows as free", () => {
    expect(iso(busyTimesOf(outlook, march))).toEqual([
      ["2026-03-10T09:30:00.000Z", "2026-03-10T10:30:00.000Z"], // India Standard Time, +05:30
      ["2026-03-11T06:00:00.000Z", "2026-03-11T07:00:00.000Z"], // Customized Time Zone, +04:00
    ]);
  });

  it("reads UTC, floating and DURATION times, and all-day events as whole days in India", () => {
    const ics = calendar(
      event("utc", "DTSTART:20260305T103000Z", "DTEND:20260305T113000Z"),
      event("duration", "DTSTART:20260305T130000Z", "DURATION:PT45M"),
      event("floating", "DTSTART:20260307T100000", "DTEND:20260307T110000"),
      event("two-days", "DTSTART;VALUE=DATE:20260310", "DTEND;VALUE=DATE:20260312"),
      event("one-day", "DTSTART;VALUE=DATE:20260313"),
      event("zero-length", "DTSTART:20260306T100000Z"),
    );
    expect(iso(busyTimesOf(ics, march))).toEqual([
      ["2026-03-05T10:30:00.000Z", "2026-03-05T11:30:00.000Z"],
      ["2026-03-05T13:00:00.000Z", "2026-03-05T13:45:00.000Z"],
      ["2026-03-07T04:30:00.000Z", "2026-03-07T05:30:00.000Z"], // floating: India time
      ["2026-03-09T18:30:00.000Z", "2026-03-11T18:30:00.000Z"], // 10 and 11 March, midnight to midnight
      ["2026-03-12T18:30:00.000Z", "2026-03-13T18:30:00.000Z"], // no DTEND: one day
    ]);
  });

  it("skips transparent and cancelled events, and an instance cancelled by its own VEVENT", () => {
    const ics = calendar(
      event("free", "DTSTART:20260302T090000Z", "DTEND:20260302T100000Z", "TRANSP:TRANSPARENT"),
      event("cancelled", "DTSTART:20260302T110000Z", "DTEND:20260302T120000Z", "STATUS:CANCELLED"),
      event("daily", "DTSTART:20260302T080000Z", "DTEND:20260302T083000Z", "RRULE:FREQ=DAILY;COUNT=3"),
      event(
        "daily",
        "RECURRENCE-ID:20260303T080000Z",
        "DTSTART:20260303T080000Z",
        "DTEND:20260303T083000Z",
        "STATUS:CANCELLED",
      ),
    );
    expect(iso(busyTimesOf(ics, march))).toEqual([
      ["2026-03-02T08:00:00.000Z", "2026-03-02T08:30:00.000Z"],
      ["2026-03-04T08:00:00.000Z", "2026-03-04T08:30:00.000Z"],
    ]);
  });

  it("keeps what overlaps the window, clipped to it", () => {
    const ics = calendar(
      event("across-start", "DTSTART:20260222T230000Z", "DTEND:20260223T010000Z"),
      event("ends-at-start", "DTSTART:20260222T220000Z", "DTEND:20260223T000000Z"),
      event("across-end", "DTSTART:20260323T230000Z", "DTEND:20260324T010000Z"),
      event("starts-at-end", "DTSTART:20260324T000000Z", "DTEND:20260324T010000Z"),
      event("long-ago", "DTSTART:20250101T090000Z", "DTEND:20250101T100000Z"),
    );
    expect(iso(busyTimesOf(ics, march))).toEqual([
      ["2026-02-23T00:00:00.000Z", "2026-02-23T01:00:00.000Z"],
      ["2026-03-23T23:00:00.000Z", "2026-03-24T00:00:00.000Z"],
    ]);
  });

  it("answers start and end only, nothing of the event", () => {
    for (const busy of busyTimesOf(googleWeekly, march)) expect(Object.keys(busy)).toEqual(["startsAt", "endsAt"]);
  });

  it("refuses more than 5,000 instances in the window", () => {
    const everyMinute = calendar(
      event("minutely", "DTSTART:20260301T000000Z", "DTEND:20260301T000100Z", "RRULE:FREQ=MINUTELY"),
    );
    expect(() => busyTimesOf(everyMinute, march)).toThrow(
      new FeedError("The calendar has more than 5,000 events in the period read."),
    );
  });

  it("stops a rule that costs too much, even one that never yields a date", () => {
    // Its budget of steps, or on a machine too busy to take them in time, of time. A tenth of the
    // server's budget shows it as well in a tenth of the time (the full one took 2 to 3 s here).
    const tooComplex = /^The calendar (has repeating events too complex|took too long) to read/;
    const sinceLongAgo = event("old", "DTSTART:20000101T000000Z", "DURATION:PT1M", "RRULE:FREQ=MINUTELY");
    expect(() => busyTimesOf(calendar(sinceLongAgo), march, smallBudget)).toThrow(tooComplex);
    // ical.js would test dates forever for a 30 February.
    const never = event(
      "never",
      "DTSTART:20260101T090000Z",
      "DURATION:PT1H",
      "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
    );
    expect(() => busyTimesOf(calendar(never), march, smallBudget)).toThrow(tooComplex);
  });

  it("finds a yearly 29 February, and gives up soon on yearly rules that never occur", () => {
    const leapDay = event("leap", "DTSTART;VALUE=DATE:20240229", "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29");
    const february2028 = { from: new Date("2028-02-01T00:00:00Z"), to: new Date("2028-03-01T00:00:00Z") };
    expect(iso(busyTimesOf(calendar(leapDay), february2028))).toEqual([
      ["2028-02-28T18:30:00.000Z", "2028-02-29T18:30:00.000Z"],
    ]);
    // Unbounded, ical.js looks for each one's first year up to the year 20000: seconds for these.
    const impossible = Array.from({ length: 20 }, (_, index) =>
      event(
        `monday-30-february-${index}`,
        "DTSTART:20260105T090000Z",
        "DURATION:PT1H",
        "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;BYDAY=MO",
      ),
    );
    expect(busyTimesOf(calendar(...impossible), march)).toEqual([]);
  });

  describe("a time zone whose rules are a stranger's", () => {
    /** The zone whose onsets repeat by `rule`, and one event in it. */
    const zoneRepeating = (rule: string) =>
      calendar(
        hostileZone(rule),
        event("meeting", "DTSTART;TZID=Hostile:20260310T090000", "DTEND;TZID=Hostile:20260310T100000"),
      );
    const tooOften = new FeedError(
      "The calendar could not be read: its time-zone definition changes more often than once a year, which no real time zone does.",
    );

    it.each(["SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY"])(
      "refuses onsets repeating %s from 1601 before expanding them",
      // Unbounded, SECONDLY grew to gigabytes in a minute and DAILY cost 1.5 s.
      (freq) => expect(() => busyTimesOf(zoneRepeating(`FREQ=${freq}`), march)).toThrow(tooOften),
    );

    it("reads a yearly zone from 1601, and ends a yearly onset that never occurs", () => {
      expect(iso(busyTimesOf(zoneRepeating("FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1"), march))).toEqual([
        ["2026-03-10T03:30:00.000Z", "2026-03-10T04:30:00.000Z"],
      ]);
      // No onset, so ical.js reads the zone as UTC; unbounded, it would look for one up to the year 20000.
      expect(iso(busyTimesOf(zoneRepeating("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;BYDAY=MO"), march))).toEqual([
        ["2026-03-10T09:00:00.000Z", "2026-03-10T10:00:00.000Z"],
      ]);
    });

    it("counts a zone's expansion in the feed's budget, however many times times far apart ask for it", () => {
      // Each exception far in the future makes ical.js expand every zone again, to its year.
      const exceptions = Array.from({ length: 400 }, (_, index) =>
        event(
          "meeting",
          `RECURRENCE-ID;TZID=Hostile:${2100 + index * 10}0310T090000`,
          "DTSTART;TZID=Hostile:20260311T090000",
          "DTEND;TZID=Hostile:20260311T100000",
        ),
      );
      const ics = zoneRepeating("FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1").replace(
        "END:VCALENDAR",
        `${exceptions.join("\r\n")}\r\nEND:VCALENDAR`,
      );
      expect(() => busyTimesOf(ics, march, smallBudget)).toThrow(FeedError);
    });
  });

  it("refuses text that is not iCalendar", () => {
    expect(() => busyTimesOf("<html>Sign in</html>", march)).toThrow(FeedError);
  });
});

// A new reader loads its module graph afresh: a second or more while the rest of the suite keeps
// both cores busy.
describe("reading a calendar off the server's thread", { timeout: 30_000 }, () => {
  it("answers what reading it here answers, feed after feed", async () => {
    expect(await readBusyTimes(googleWeekly, march)).toEqual(busyTimesOf(googleWeekly, march));
    await expect(readBusyTimes("<html>Sign in</html>", march)).rejects.toThrow(
      new FeedError("The calendar could not be read: it is not a valid iCalendar file."),
    );
    // The reader that refused a feed reads the next.
    expect(await readBusyTimes(googleWeekly, march)).toEqual(busyTimesOf(googleWeekly, march));
  });

  it("ends a read that passes its time, or its memory", async () => {
    await expect(readBusyTimes(neverOccurring, march, { timeoutMs: 100, memoryMb: 128 })).rejects.toThrow(
      new FeedError("The calendar took longer than 0.1 seconds to read."),
    );
    // The reader still busy with that feed was ended: the next feed gets another.
    expect(await readBusyTimes(googleWeekly, march, { timeoutMs: 5_000, memoryMb: 128 })).toEqual(
      busyTimesOf(googleWeekly, march),
    );
    const large = calendar(
      ...Array.from({ length: 4_000 }, (_, index) =>
        event(`event-${index}`, "DTSTART:20260310T090000Z", "DURATION:PT1H", `DESCRIPTION:${"x".repeat(400)}`),
      ),
    );
    await expect(readBusyTimes(large, march, { timeoutMs: 10_000, memoryMb: 4 })).rejects.toThrow(
      new FeedError("The calendar needs more than 4 MB of memory to read."),
    );
  });
});

// Each read starts a worker that loads ical.js, which takes seconds on a busy machine.
describe("fetching a calendar", { timeout: 30_000 }, () => {
  const local = { ...defaultFeedPolicy, allowPrivateAddresses: true };
  let server: Server;
  let origin: string;
  let port: number;

  const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
    "/feed.ics": (_request, response) => {
      response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(googleWeekly);
    },
    "/missing": (_request, response) => response.writeHead(404).end("Not found"),
    "/sign-in": (_request, response) => {
      response.writeHead(200, { "content-type": "text/html" }).end("<html>Sign in</html>");
    },
    // Never ends: only a reader that stops at its limit comes back.
    "/endless.ics": (_request, response) => {
      response.writeHead(200, { "content-type": "text/calendar" });
      response.on("error", () => {});
      const line = `BEGIN:VCALENDAR\r\nX-FILLER:${"x".repeat(1000)}\r\n`;
      const write = () => {
        while (!response.destroyed && response.write(line));
        if (!response.destroyed) response.once("drain", write);
      };
      write();
    },
    "/silent.ics": () => {},
    // A byte every 50 ms: no pause ever long enough for an idle timeout, so only an overall deadline ends it.
    "/drip.ics": (_request, response) => {
      response.writeHead(200, { "content-type": "text/calendar" }).write("BEGIN:VCALENDAR\r\n");
      const drip = setInterval(() => response.write("X"), 50);
      response.on("close", () => clearInterval(drip));
    },
    "/moved.ics": (_request, response) => response.writeHead(302, { location: "/feed.ics" }).end(),
    "/to-nowhere.ics": (_request, response) => {
      response.writeHead(302, { location: `http://0.0.0.0:${port}/feed.ics` }).end();
    },
    "/loop.ics": (_request, response) => response.writeHead(301, { location: "/loop.ics" }).end(),
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const route = routes[request.url ?? ""] ?? routes["/missing"]!;
      route(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const refusal = (url: string, policy = local) =>
    fetchBusyTimes(url, march, policy).then(
      () => "read",
      (error: unknown) => (error instanceof FeedError ? error.message : `not a FeedError: ${String(error)}`),
    );

  it("reads a served feed", async () => {
    expect(await fetchBusyTimes(`${origin}/feed.ics`, march, local)).toEqual(busyTimesOf(googleWeekly, march));
  });

  it("follows a redirect", async () => {
    expect(await fetchBusyTimes(`${origin}/moved.ics`, march, local)).toEqual(busyTimesOf(googleWeekly, march));
  });

  it("refuses plain http and this machine's addresses unless the policy allows them", async () => {
    const https = `https://localhost:${port}/feed.ics`;
    expect(await refusal(`${origin}/feed.ics`, defaultFeedPolicy)).toBe(
      "The calendar address must start with https://.",
    );
    for (const url of [
      https,
      `https://127.0.0.1:${port}/feed.ics`,
      `https://[::1]:${port}/feed.ics`,
      `https://[::ffff:127.0.0.1]:${port}/feed.ics`,
    ]) {
      expect(await refusal(url, defaultFeedPolicy), url).toBe(
        "The calendar address points to a private network address.",
      );
    }
  });

  it("checks where a redirect leads as it checks the address", async () => {
    expect(await refusal(`${origin}/to-nowhere.ics`)).toBe("The calendar address points to a private network address.");
    expect(await refusal(`${origin}/loop.ics`)).toBe("The calendar address redirected more than 3 times.");
  });

  it("stops reading a calendar larger than the limit", async () => {
    expect(await refusal(`${origin}/endless.ics`, { ...local, maxBytes: 64 * 1024 })).toBe(
      "The calendar is larger than 64 KB.",
    );
  });

  it("gives up on a server that does not answer", async () => {
    expect(await refusal(`${origin}/silent.ics`, { ...local, timeoutMs: 200 })).toBe(
      "The calendar address did not answer within 0.2 seconds.",
    );
  });

  it("gives up on a server that drips its answer at the read's deadline", async () => {
    const started = performance.now();
    expect(await refusal(`${origin}/drip.ics`, { ...local, timeoutMs: 500 })).toBe(
      "The calendar address did not answer within 0.5 seconds.",
    );
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("reports an error status and an answer that is not a calendar", async () => {
    expect(await refusal(`${origin}/missing`)).toBe("The calendar address answered 404.");
    expect(await refusal(`${origin}/sign-in`)).toBe("The calendar address did not answer with a calendar.");
  });

  it("never names the address in its messages", async () => {
    const secret = `${origin}/private-abc123/basic.ics`;
    expect(await refusal(secret)).not.toContain("abc123");
    expect(await refusal("not an address private-abc123")).toBe("The calendar address is not a web address.");
  });
});
