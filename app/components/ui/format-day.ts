/*
 * A page pays for its first Intl formatter: 40-70 ms of main thread in a fresh Chromium page on this
 * project's machines, while V8 loads ICU's locale data (docs/performance.md, 2026-11-27). So a
 * content date is written without Intl, and the India formatter is made when first asked for, not
 * when the module is evaluated: the blog and the home page format dates in every visit's hydration.
 */

/** en-IN's short month names as ICU writes them ("Sept"); format-day.test.ts holds them to Intl's. */
const shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/** "22 Oct 2026" for a content date given as YYYY-MM-DD, the same on the server and in every browser. */
export function formatDay(isoDate: string) {
  const [year, month, day] = [isoDate.slice(0, 4), Number(isoDate.slice(5, 7)), Number(isoDate.slice(8, 10))];
  return `${day} ${shortMonths[month - 1]} ${year}`;
}

let indiaDayFormat: Intl.DateTimeFormat | undefined;

/** The day an ISO instant falls on in India, "22 Oct 2026", whatever the browser's own time zone. */
export const formatIndiaDay = (instant: string) =>
  (indiaDayFormat ??= new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  })).format(new Date(instant));
