/**
 * How long the sales desk's submissions are kept, as the privacy policy promises
 * (app/content/privacy.ts, "How long we keep your data": "Contact enquiries: 24 months from the
 * date we receive them, unless the enquiry becomes a project …" and "Demo bookings: 12 months
 * after the date of the call"). The retention task deletes by these (server/privacy/retention.ts)
 * and the enquiry's and the booking's privacy notices state them (notices.ts). Kept free of zod,
 * like application-retention.ts, so the notice shown with each public form stays small.
 */
export const salesRetentionMonths = {
  /** After the enquiry was received; an enquiry whose contact's deal was won is kept (the project's contract governs). */
  enquiries: 24,
  /** After the call's end. */
  bookings: 12,
} as const;
