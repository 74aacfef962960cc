/** An iCalendar file of `components`, its lines ended by CRLF as a feed serves one. */
export const calendar = (...components: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...components, "END:VCALENDAR"].join("\r\n");

/** An event: its UID, a stamp, and `lines` (its times, its rules). */
export const event = (uid: string, ...lines: string[]) =>
  ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20260201T000000Z", ...lines, "END:VEVENT"].join("\r\n");

/**
 * The time zone "Hostile", from 1601 as Outlook writes zones, whose onsets repeat by `rule`:
 * expanded without bounds, FREQ=SECONDLY grows to gigabytes in a minute.
 */
export const hostileZone = (rule: string) =>
  [
    "BEGIN:VTIMEZONE",
    "TZID:Hostile",
    "BEGIN:STANDARD",
    "DTSTART:16010101T000000",
    "TZOFFSETFROM:+0530",
    "TZOFFSETTO:+0530",
    `RRULE:${rule}`,
    "END:STANDARD",
    "END:VTIMEZONE",
  ].join("\r\n");

/** Series whose rules never yield a date: ical.js would test dates forever, so a reader spends its whole budget. */
export const neverOccurring = calendar(
  ...Array.from({ length: 40 }, (_, index) =>
    event(`never-${index}`, "DTSTART:20000101T090000Z", "DURATION:PT1H", "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30"),
  ),
);
