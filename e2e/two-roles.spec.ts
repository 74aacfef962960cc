import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from "./fixtures";
import { ownServerOfTheseTests, workerServer } from "./own-server";

/**
 * Where two roles meet, in the browser: a lead that arrives while a
 * colleague's invitation is still open goes to someone who can act on it; an editor whom sales
 * makes a consultant opens the call booked with them, its contact and a note of their own, and
 * nothing beyond their own records.
 *
 * On a server of its own: its accounts are the scenario (an invitation nobody takes up).
 */
test.describe("where two roles meet @one-width", () => {
  test.describe.configure({ mode: "serial" });

  // Ishaan is invited to sales and never sets a password; round-robin would reach "ishaan" before "lead".
  const server = ownServerOfTheseTests(workerServer, { sharedInWorker: true });
  const password = "monsoon-ledger-harbour-32";
  const url = (path: string) => `${server.origin}${path}`;

  async function open(page: Page, path: string, heading: string | RegExp) {
    await page.goto(url(path));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  }

  test("a lead that arrives while a colleague's invitation is open goes to someone who can act on it", async ({
    page,
  }) => {
    // The lead has set their password; Ishaan's invitation is still open.
    await server.signIn(page, "lead", password);
    const email = uniqueEmail("two-roles-lead");
    const sent = await page.request.post(url("/contactus/submit"), {
      headers: { origin: server.origin },
      data: { firstName: "Kavya", lastName: "Nair", email, phone: "", message: "A portal.", source: "contact" },
    });
    expect(sent.status()).toBe(201);

    await open(page, `/admin/contacts?view=everyone&q=${encodeURIComponent(email)}`, "Contacts");
    await page.getByRole("link", { name: "Kavya Nair" }).click();
    await expect(page.getByRole("heading", { name: "Kavya Nair", level: 1 })).toBeVisible();
    await waitForHydration(page);
    await expect(page.locator('dt:text-is("Owner") + dd')).toHaveText("E2E lead");
    // Nor can anyone give it to the open invitation.
    const owners = page.getByLabel("Give to");
    await expect(owners.locator("option")).toHaveText(["Nobody", "E2E lead"]);
    await expectNoAxeViolations(page);
  });

  test("an editor whom sales makes a consultant opens their call and its contact, and nothing beyond them", async ({
    page,
    browser,
  }) => {
    let slug = "";
    await test.step("sales makes Ekta, an editor, a consultant", async () => {
      await server.signIn(page, "lead", password);
      await open(page, "/admin/consultants", "Consultants");
      await page.getByLabel("Staff account").selectOption({ label: "E2E ekta (ekta.e2e@nexoratech.in)" });
      await page.getByRole("button", { name: "Add as consultant" }).click();
      await expect(page.getByRole("heading", { name: "E2E ekta", level: 1 })).toBeVisible();
      slug = await page.getByRole("textbox", { name: /^Page link name/ }).inputValue();
      // Her calendar's address is hers to give: sales sees no form for it.
      await expect(page.getByRole("region", { name: "Their calendar" })).toContainText(
        "Only the consultant connects their own calendar",
      );
    });

    const ekta = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await test.step("Ekta sets her password: she can act on what she is given", async () => {
      await server.signIn(ekta, "ekta", password);
    });

    const visitor = uniqueEmail("two-roles-call");
    let reference = "";
    await test.step("a visitor books a call on Ekta's page", async () => {
      const dates: string[] = (await (await page.request.get(url(`/demo/dates`))).json()).data.bookableDates;
      const date = dates[3]!;
      const [time] = (await (await page.request.get(url(`/demo/slots/${date}?with=${slug}`))).json()).data
        .availableSlots as string[];
      const booked = await page.request.post(url("/demo/book"), {
        headers: { origin: server.origin },
        data: {
          firstName: "Rohan",
          lastName: "Das",
          email: visitor,
          phone: "+91 98765 43210",
          domain: "Hosting",
          date,
          time,
          consultant: slug,
        },
      });
      expect(booked.status()).toBe(201);
      reference = (await booked.json()).data.reference;
    });

    await test.step("Ekta opens the call from her overview, then its contact, and adds a note", async () => {
      await open(ekta, "/admin", "Welcome, E2E ekta");
      await ekta.getByRole("listitem").filter({ hasText: reference }).getByRole("link", { name: "Rohan Das" }).click();
      await expect(ekta.getByRole("heading", { name: `Demo call ${reference}`, level: 1 })).toBeVisible();
      await waitForHydration(ekta);
      await expectNoAxeViolations(ekta);
      await ekta.getByRole("link", { name: "Their contact, notes and follow-ups" }).click();
      await expect(ekta.getByRole("heading", { name: "Rohan Das", level: 1 })).toBeVisible();
      await waitForHydration(ekta);
      await expect(ekta.locator('dt:text-is("Owner") + dd')).toHaveText("E2E ekta");
      await ekta.getByRole("textbox", { name: /^Note/ }).fill("Wants hosting for two shops.");
      await ekta.getByRole("button", { name: "Add note" }).click();
      await expect(ekta.getByRole("status")).toContainText("The note is added.");
      await expect(ekta.getByText("Wants hosting for two shops.")).toBeVisible();
      // The deal and its owner stay the sales desk's.
      await expect(ekta.getByRole("button", { name: "Save owner" })).toHaveCount(0);
      await expect(ekta.getByLabel("Stage")).toHaveCount(0);
      await expectNoAxeViolations(ekta);
    });

    await test.step("the lead's own lead stays out of Ekta's reach", async () => {
      const others = await page.request.get(url("/admin/contacts?view=mine"));
      const otherId = /\/admin\/contacts\/([0-9a-f-]{36})/.exec(await others.text())![1]!;
      const refused = await ekta.goto(url(`/admin/contacts/${otherId}`));
      expect(refused!.status()).toBe(403);
      await expect(ekta.getByText("This contact is not one of yours.")).toBeVisible();
    });
    await ekta.close();
  });
});
