import type { APIRequestContext, Browser } from "@playwright/test";

import { expect, uniqueEmail, visit } from "./fixtures";

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

/**
 * An enquiry posted as the contact page posts it, without a browser, from an address of this
 * run's own (`who` in it), which this answers once the enquiry is accepted. `website` is the bot
 * trap's field, which only a bot fills in.
 */
export async function postVisitorEnquiry(
  request: APIRequestContext,
  who: string,
  enquiry: Omit<VisitorEnquiry, "email"> & { website?: string },
): Promise<string> {
  const email = uniqueEmail(who);
  const response = await request.post("/contactus/submit", {
    data: { email, phone: "", source: "contact", ...enquiry },
  });
  expect(response.status()).toBe(201);
  return email;
}
