import type { Browser } from "@playwright/test";

import { expect, visit } from "./fixtures";

export type VisitorEnquiry = { email: string; firstName: string; lastName: string; message: string };

/**
 * A visitor sends an enquiry through the contact page, in a browser of their own (no staff
 * session), and sees it thanked.
 */
export async function sendVisitorEnquiry(browser: Browser, { email, firstName, lastName, message }: VisitorEnquiry) {
  const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await visit(visitor, "/contactUs");
  await visitor.getByRole("textbox", { name: "First name", exact: true }).fill(firstName);
  await visitor.getByRole("textbox", { name: "Last name", exact: true }).fill(lastName);
  await visitor.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await visitor.getByRole("textbox", { name: "Message", exact: true }).fill(message);
  await visitor.getByRole("button", { name: "Send message" }).click();
  await expect(visitor.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
  await visitor.close();
}
