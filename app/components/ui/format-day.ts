const dayOptions = { day: "numeric", month: "short", year: "numeric" } as const;
const dayFormat = new Intl.DateTimeFormat("en-IN", { ...dayOptions, timeZone: "UTC" });
const indiaDayFormat = new Intl.DateTimeFormat("en-IN", { ...dayOptions, timeZone: "Asia/Kolkata" });

/** "22 Oct 2026" for a content date given as YYYY-MM-DD, the same on the server and in every browser. */
export const formatDay = (isoDate: string) => dayFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** The day an ISO instant falls on in India, "22 Oct 2026", whatever the browser's own time zone. */
export const formatIndiaDay = (instant: string) => indiaDayFormat.format(new Date(instant));
