import type { Page } from "@playwright/test";

import { seedJobs } from "../server/db/seed-jobs";
import { fillProfile, fillRole, fillSelfIdentification, tinyPdf } from "./application-form";
import { expect, expectNoAxeViolations, overlayMarkedGoneAt, test, visit } from "./fixtures";
import { waitForMails } from "./mailbox";
import { keepScreenshot } from "./screenshots";

const job = seedJobs.find((candidate) => candidate.location === "Gwalior")!;

/** Holds the page's requests for `url` until the function it answers is called, then lets them go on. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("the careers landing searches, filters and clears, and Apply now opens the application @one-width", async ({
  page,
}) => {
  await visit(page, "/career");
  for (const heading of [
    "Departments",
    "Teams",
    "Our offices",
    "Engineering",
    "AI & Machine Learning",
    "Sales & Growth",
  ]) {
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await page.getByRole("searchbox", { name: "Search jobs by keyword" }).fill("ENGINEER");
  await page.getByRole("button", { name: "Search jobs" }).click();
  await expect(page).toHaveURL(/\/career\?q=ENGINEER/);
  const jobs = page.getByRole("region", { name: "Jobs" }).getByRole("article");
  const engineerCount = seedJobs.filter((candidate) =>
    [candidate.title, candidate.description, ...candidate.keywords].some((text) =>
      text.toLowerCase().includes("engineer"),
    ),
  ).length;
  await expect(jobs).toHaveCount(engineerCount);
  await expect(page.getByText(`${engineerCount} open positions`)).toBeVisible();
  await expect(page.getByText(`${engineerCount} jobs matched`)).toBeVisible();

  await page.getByRole("combobox", { name: "Location" }).selectOption("Remote (India)");
  await expect(page).toHaveURL(/location=Remote/);
  await expect(jobs.first()).toContainText("Remote (India)");

  await page.getByRole("searchbox", { name: "Keyword" }).fill("cobol mainframe");
  await page.getByRole("searchbox", { name: "Keyword" }).press("Enter");
  await expect(page.getByText("No positions found matching your criteria")).toBeVisible();
  await expect(page.getByText("Try adjusting your search terms or filters.")).toBeVisible();

  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page.getByRole("searchbox", { name: "Keyword" })).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Remote (India)");

  await page.getByRole("link", { name: "Back to Career Page" }).click();
  await expect(page.getByRole("heading", { name: "Departments" })).toBeVisible();

  await visit(page, "/career?q=");
  await page.getByRole("link", { name: `Apply now: ${job.title}, ${job.location}` }).click();
  await expect(page).toHaveURL(new RegExp(`/career/apply/${job.id}$`));
  await expect(page.getByText("Applying for:")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
});

test(
  "a complete application goes through review to 'Application Submitted!' and reaches the company",
  { tag: "@one-width" },
  async ({ page }) => {
    await visit(page, `/career/apply/${job.id}`);
    await expect(page.getByRole("button", { name: "Previous" })).toBeHidden();
    await expectNoAxeViolations(page);
    const email = await fillProfile(page);
    await page.getByRole("button", { name: "Next" }).click();
    await fillRole(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Next" }).click();
    await fillSelfIdentification(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("heading", { name: "Review Your Application" })).toBeVisible();
    await expect(
      page.getByText("Please review all the information you have provided before submitting your application."),
    ).toBeVisible();
    await expect(page.getByText("Gwalior, India")).toBeVisible();
    await expect(page.getByText("B.Tech in Computer Science from MITS Gwalior (2016 – 2020)")).toBeVisible();
    await expect(page.getByText("Aditi Rao CV.pdf")).toBeVisible();
    await expect(page.getByText("Yes by Karan Mehta")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Next" })).toBeHidden();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Submit Application" }).click();
    // The confirmation takes the place of a long form: the phone's view and focus move to it.
    const submitted = page.getByRole("heading", { name: "Application Submitted!" });
    await expect(submitted).toBeInViewport();
    await expect(submitted).toBeFocused();
    await keepScreenshot(page, { path: "test-results/screenshots/application-submitted-in-view-375.png" });
    await expect(
      page.getByText("Thank you for your interest in Nexora Technologies. We'll be in touch soon."),
    ).toBeVisible();
    const thanks = page.getByRole("status").filter({ hasText: "Application Submitted!" });
    const reference = (await thanks.getByText(/^APP-/).textContent())!;
    await expect(thanks.getByText(`A confirmation e-mail is on its way to ${email}.`)).toBeVisible();
    await expect(
      thanks.getByText("Our hiring team reviews every application and will write to you if you are shortlisted."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const mails = await waitForMails(email, 2);
    // The reference on the page is the one the confirmation and the careers team's copy carry.
    for (const mail of mails) expect(mail.subject).toContain(reference);
    expect(mails.map((mail) => mail.subject).join(" ")).toContain(job.title);
  },
);

test(
  "each step shows the specification's messages, keeps Next disabled, and clears a message when its field changes",
  { tag: "@one-width" },
  async ({ page }) => {
    await visit(page, `/career/apply/${job.id}`);
    await page.getByRole("button", { name: "Next" }).click();
    for (const message of [
      "Full Name is required",
      "Email is required",
      "Phone Number is required",
      "City is required",
      "Resume is required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("aditi@");
    await expect(page.getByText("Email is required", { exact: true })).toBeHidden();

    await fillProfile(page);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("aditi@");
    await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Email is invalid", { exact: true })).toBeVisible();
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("aditi@example.in");
    await page.getByRole("button", { name: "Next" }).click();

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Preferred Location is required")).toBeVisible();
    await expect(page.getByText('Please answer for "Do you have a bachelor\'s degre..."')).toBeVisible();
    await expect(page.getByText("Please select if you are legally eligible to work.")).toBeVisible();
    await expect(page.getByText("Please select if you will require sponsorship.")).toBeVisible();
  },
);

test(
  "Save keeps the draft for this job, a return restores it, and it can be discarded",
  { tag: "@one-width" },
  async ({ page }) => {
    await page.clock.install();
    await visit(page, `/career/apply/${job.id}`);
    await page.getByRole("textbox", { name: "Full Name", exact: true }).fill("Saved Applicant");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Progress saved!")).toBeVisible();
    // The message shows for 3 s (careers specification, section 9): moved on, not waited for.
    await page.clock.runFor(3_000);
    await expect(page.getByText("Progress saved!")).toBeHidden();

    await visit(page, `/career/apply/${job.id}`);
    await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toHaveValue("Saved Applicant");
    await page.getByRole("button", { name: "Discard saved progress" }).click();
    await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toHaveValue("");
    await visit(page, `/career/apply/${job.id}`);
    await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toHaveValue("");
  },
);

test(
  "what is typed and chosen before the form's code arrives is kept, the resume too",
  { tag: "@one-width" },
  async ({ page }) => {
    // The form's code loads after the page has hydrated; on a slow phone the visitor is already typing.
    let held = false;
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/application-form-[^/]*\.js$/, async (route) => {
      held = true;
      await arrived;
      await route.continue();
    });
    await visit(page, `/career/apply/${job.id}`);
    await fillProfile(page);
    expect(held, "the form's code was held back").toBe(true);
    release();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("combobox", { name: "Preferred Location" })).toBeVisible();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toHaveValue("Aditi Rao");
    await expect(page.getByText(`Selected: ${tinyPdf.name}`)).toBeVisible();
  },
);

test(
  "a failed submission shows the server's message and keeps the application",
  { tag: "@one-width" },
  async ({ page }) => {
    await page.route("**/api/applications", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ success: false, message: "Service unavailable" }),
      }),
    );
    await visit(page, `/career/apply/${job.id}`);
    await fillProfile(page);
    await page.getByRole("button", { name: "Next" }).click();
    await fillRole(page);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Submission failed: Service unavailable. Please try again.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Review Your Application" })).toBeVisible();
  },
);

test("the application page without a job id says none was given", { tag: "@one-width" }, async ({ page }) => {
  for (const path of ["/career/apply/", "/career/apply"]) {
    const response = await visit(page, path);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", {
        name: "Failed to load job details: No job ID provided for application.. Please try again or check the URL.",
      }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  }
  await page.getByRole("link", { name: "Go back to Career Page" }).click();
  await expect(page).toHaveURL(/\/career$/);
});

test("a job whose data fails to load names the status it failed with", { tag: "@one-width" }, async ({ page }) => {
  await page.route("**/career/apply/*.data*", (route) =>
    route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" }),
  );
  await visit(page, "/career?q=");
  await page.getByRole("link", { name: `Apply now: ${job.title}, ${job.location}` }).click();
  await expect(
    page.getByText("Failed to load job details: HTTP error! Status: 503. Please try again or check the URL."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Go back to Career Page" }).click();
  await expect(page).toHaveURL(/\/career$/);
});

test("opening a job says 'Loading application form...' until it arrives", { tag: "@one-width" }, async ({ page }) => {
  const release = await holdRequests(page, "**/career/apply/*.data*");
  await visit(page, "/career?q=");
  await page.getByRole("link", { name: `Apply now: ${job.title}, ${job.location}` }).click();
  await expect(page.getByText("Loading application form...")).toBeVisible();
  release();
  await expect(page.getByText("Applying for:")).toBeVisible();
});

test.describe("Apply now at the overlay's real speed", () => {
  test.use({ animationSpeed: 1 });

  test(
    "the overlay covers the list at once and leaves as the job arrives once its second has passed",
    { tag: "@one-width" },
    async ({ page }) => {
      const release = await holdRequests(page, "**/career/apply/*.data*");
      await visit(page, "/career?q=");
      // On the page's clock: when the job's title was first drawn, and when the overlay was next seen gone.
      await page.evaluate((title) => {
        const marks = document.documentElement.dataset;
        const watch = () => {
          const overlay = document.querySelector('[data-testid="loading-overlay"]');
          if (!marks.titleAt && document.querySelector("h1")?.textContent === title)
            marks.titleAt = String(performance.now());
          if (marks.titleAt && overlay && getComputedStyle(overlay).visibility === "hidden")
            marks.overlayGoneAt = String(performance.now());
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      }, job.title);
      const clickedAt = await page.evaluate(() => performance.now());
      await page.getByRole("link", { name: `Apply now: ${job.title}, ${job.location}` }).click();
      await expect(page.getByTestId("loading-overlay")).toBeVisible();
      // The job takes longer than the overlay's second to arrive.
      await expect.poll(() => page.evaluate(() => performance.now())).toBeGreaterThan(clickedAt + 1_200);
      await expect(page.getByTestId("loading-overlay")).toBeVisible();
      release();
      await expect(page.getByText("Applying for:")).toBeVisible();
      await expect(page.getByTestId("loading-overlay")).toBeHidden();
      const overlayGoneAt = await overlayMarkedGoneAt(page);
      const titleAt = Number(await page.evaluate(() => document.documentElement.dataset.titleAt));
      // Counted from the job's arrival, the overlay would stay at least 1.15 s after it.
      expect(overlayGoneAt - titleAt).toBeLessThan(1_000);
    },
  );

  test(
    "while the form's code is on its way the page says the form is loading",
    { tag: "@one-width" },
    async ({ page }) => {
      const release = await holdRequests(page, "**/assets/application-form-*.js");
      await visit(page, "/career?q=");
      await page.getByRole("link", { name: `Apply now: ${job.title}, ${job.location}` }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
      await expect(page.getByTestId("loading-overlay")).toBeHidden();
      await expect(page.getByRole("main").getByText("Loading application form...")).toBeVisible();
      await expectNoAxeViolations(page);
      await keepScreenshot(page, { path: "test-results/screenshots/application-form-loading-375.png" });
      release();
      await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toBeVisible();
      await expect(page.getByText("Loading application form...")).toBeHidden();
    },
  );
});
