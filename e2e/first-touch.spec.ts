import { expect, test, uniqueEmail, waitForHydration, waitForOverlay } from "./fixtures";

// Where visitors came from (issue 33, item 5): the visit's first page keeps its first touch in the
// tab's sessionStorage, and the enquiry sent later in the visit carries it.
test(
  "an enquiry sent later in a visit carries where the visit began, and later pages do not replace it",
  { tag: "@one-width" },
  async ({ page }) => {
    await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=diwali", {
      referer: "https://www.google.com/search?q=nexora",
    });
    await waitForOverlay(page);
    await waitForHydration(page);
    expect(await page.context().cookies()).toEqual([]);

    // Through the site's own link, then a new page load with other tags: still the first touch.
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us", exact: true }).click();
    await expect(page).toHaveURL(/\/contactUs$/);
    await page.goto("/contactUs?utm_source=linkedin&utm_campaign=other");
    await waitForOverlay(page);
    await waitForHydration(page);

    await page.getByRole("textbox", { name: "First name", exact: true }).fill("Kavya");
    await page.getByRole("textbox", { name: "Last name", exact: true }).fill("Menon");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail("first-touch"));
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Saw your Diwali newsletter: a quote?");
    const sent = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === "/contactus/submit",
    );
    await page.getByRole("button", { name: "Send message" }).click();

    expect((await sent).postDataJSON().firstTouch).toEqual({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "diwali",
      referrer: "www.google.com",
      landingPage: "/",
    });
    await expect(page.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
    // Nothing about the visit went into a cookie.
    expect(await page.context().cookies()).toEqual([]);
  },
);
