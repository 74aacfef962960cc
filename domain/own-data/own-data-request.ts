import { z } from "zod";

import { emailAddress, yourEmailMessages } from "../forms/person-fields";

/** The form that asks for a link to one's own data (/privacy/your-data). */
export const OwnDataRequestSchema = z.object({ email: emailAddress(yourEmailMessages) });

export type OwnDataRequest = z.infer<typeof OwnDataRequestSchema>;

/** The minutes a link works once, and a session it opened lasts. */
export const ownDataLinkMinutes = 30;
export const ownDataSessionMinutes = 30;

/** The page's one answer, whatever the address: it never tells whether anything is held. */
export const ownDataLinkSent = `If we hold anything under that address, a link is on its way to it. The link works once, within ${ownDataLinkMinutes} minutes.`;

/** Where the pages are. */
export const ownDataPaths = {
  ask: "/privacy/your-data",
  open: (token: string) => `/privacy/your-data/open/${token}`,
  view: "/privacy/your-data/view",
  download: (format: "json" | "html") => `/privacy/your-data/view.${format}`,
} as const;
