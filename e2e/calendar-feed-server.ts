import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A consultant's work calendar as Google publishes it, served on 127.0.0.1 (the server under test
 * reads it with CALENDAR_FEED_ALLOW_PRIVATE=true): one busy event in India time, with the zone
 * defined in the file as Google does.
 */
export type CalendarFeedServer = {
  url: string;
  /** How many times the feed has been read. */
  reads(): number;
  stop(): Promise<void>;
};

const basic = (date: string, time: string) => `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;

/** The .ics of one busy event on `date` from `from` to `to`, India time (Asia/Kolkata). */
export function busyEventFeed({ date, from, to }: { date: string; from: string; to: string }): string {
  return [
    "BEGIN:VCALENDAR",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-TIMEZONE:Asia/Kolkata",
    "BEGIN:VTIMEZONE",
    "TZID:Asia/Kolkata",
    "X-LIC-LOCATION:Asia/Kolkata",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0530",
    "TZOFFSETTO:+0530",
    "TZNAME:IST",
    "DTSTART:19700101T000000",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `DTSTART;TZID=Asia/Kolkata:${basic(date, from)}`,
    `DTEND;TZID=Asia/Kolkata:${basic(date, to)}`,
    "DTSTAMP:20261101T000000Z",
    "UID:e2e-busy-event@example.com",
    "SUMMARY:Quarterly review",
    "TRANSP:OPAQUE",
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

export async function startCalendarFeed(ics: string): Promise<CalendarFeedServer> {
  let reads = 0;
  const server = http.createServer((request, response) => {
    if (request.url !== "/secret/basic.ics") {
      response.writeHead(404).end();
      return;
    }
    reads += 1;
    response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(ics);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/secret/basic.ics`,
    reads: () => reads,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
