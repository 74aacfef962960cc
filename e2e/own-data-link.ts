import { expect, type Page } from "@playwright/test";

import { visit, waitForHydration } from "./fixtures";
import { linkPath, mailsMentioning, type ReceivedMail } from "./mailbox";

const ownDataMailSubject = "Your data at Nexora Technologies";

/** The e-mails sent to `email` with a link to its own data. */
export const ownDataMailsTo = (email: string) =>
  mailsMentioning(email).filter((mail) => mail.subject === ownDataMailSubject && (mail.to ?? "").includes(email));

/**
 * A person's way to their own data: asks for a link on /privacy/your-data, opens it from the e-mail
 * in `page`'s browser and shows the data; answers the e-mail. The flow's own texts and refusals are
 * e2e/own-data.spec.ts's to prove.
 */
export async function openOwnData(page: Page, email: string): Promise<ReceivedMail> {
  const before = ownDataMailsTo(email).length;
  await visit(page, "/privacy/your-data");
  await page.getByRole("textbox", { name: "Your e-mail address" }).fill(email);
  await page.getByRole("button", { name: "E-mail me a link" }).click();
  await expect(page.getByRole("status")).toContainText("a link is on its way");
  await expect.poll(() => ownDataMailsTo(email).length, { timeout: 15_000 }).toBe(before + 1);
  const mail = ownDataMailsTo(email).at(-1)!;
  await visit(page, linkPath(mail.text, "/privacy/your-data/open"));
  await page.getByRole("button", { name: "Show my data" }).click();
  await expect(page.getByRole("heading", { name: "Everything we hold about you", level: 1 })).toBeVisible();
  await waitForHydration(page);
  return mail;
}
