import { button, type EmailBlock } from "./email-content";

/**
 * The back-office page of what a staff e-mail is about, on the site's public address: the
 * e-mail leads to where the work is done (and recorded), behind the sign-in like any other page.
 */
export const backOfficeUrl = (publicSiteUrl: string, path: "/admin" | `/admin/${string}`) =>
  new URL(path, publicSiteUrl).toString();

/** The button every staff notification ends with. */
export const openInBackOffice = (label: string, url: string): EmailBlock => button(label, url);
