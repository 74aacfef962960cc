import { z } from "zod";

import { emailAddress, yourEmailMessages } from "../forms/person-fields";

/** The form that asks for a link to one's own data (/privacy/your-data). */
export const YourDataRequestSchema = z.object({ email: emailAddress(yourEmailMessages) });

export type YourDataRequest = z.infer<typeof YourDataRequestSchema>;

/** The minutes a link works once, and a session it opened lasts. */
export const yourDataLinkMinutes = 30;
export const yourDataSessionMinutes = 30;

/** The page's one answer, whatever the address: it never tells whether anything is held. */
export const yourDataLinkSent = `If we hold anything under that address, a link is on its way to it. The link works once, within ${yourDataLinkMinutes} minutes.`;

/** Where the pages are. */
export const yourDataPaths = {
  ask: "/privacy/your-data",
  open: (token: string) => `/privacy/your-data/open/${token}`,
  view: "/privacy/your-data/view",
  download: (format: "json" | "html") => `/privacy/your-data/view.${format}`,
} as const;
