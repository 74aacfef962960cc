import type { Browser, Page } from "@playwright/test";

import { indiaDateOf, shiftDate } from "../domain/time/india-dates";
import { expect, expectAccessibleAtBothWidths, expectNoAxeViolations, test, uniqueEmail, visit } from "./fixtures";
import { keepScreenshotsAtBothWidths } from "./screenshots";
import { staffState } from "./staff";

/** A visitor's own browser: no staff session. */
const visitorPage = (browser: Browser) => browser.newPage({ storageState: { cookies: [], origins: [] } });

/** The JSON-LD blocks of the page, parsed. */
const structuredData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>));

async function fillJob(page: Page, job: { title: string; keyword: string }) {
  await page.getByRole("textbox", { name: "Job title" }).fill(job.title);
  await page.getByRole("combobox", { name: "Department" }).fill("Engineering");
  await page.getByRole("combobox", { name: "Location" }).fill("Gwalior");
  await page.getByRole("combobox", { name: "Type" }).selectOption("Full-time");
  // Two months from today in India, the server's clock: open on any day the test runs.
  await page.getByLabel(/^Valid through/).fill(shiftDate(indiaDateOf(new Date()), 60));
  await page
    .getByRole("textbox", { name: "Description" })
    .fill(
      `## What you will do\n\nRun our **${job.keyword}** clusters for clients across India.\n\n- Terraform\n- Kubernetes`,
    );
  await page.getByRole("textbox", { name: /^Keywords/ }).fill(`${job.keyword}, kubernetes`);
  await page.getByRole("textbox", { name: "From" }).fill("12,00,000");
}

test.describe("jobs in the back office", () => {
  test.use({ storageState: staffState("recruiter") });

  test("a recruiter writes a draft, opens it, edits and closes it, and the public side follows at once @one-width", async ({
    browser,
    page,
    request,
  }) => {
    const keyword = `kw${Date.now()}`;
    const title = "Cloud Platform Engineer";
    const visitor = await visitorPage(browser);
    const searchResults = () => visitor.getByRole("region", { name: "Jobs" });

    await page.goto("/admin/jobs");
    await expect(page.getByRole("heading", { name: "Jobs", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "New job" }).click();
    await expect(page.getByRole("heading", { name: "New job", level: 1 })).toBeVisible();

    // Half a salary range: the server says what is missing, next to the field, and keeps what was typed.
    await fillJob(page, { title, keyword });
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("textbox", { name: "To" })).toHaveAccessibleDescription(
      "Please give both ends of the salary range, or neither.",
    );
    await expect(page.getByRole("textbox", { name: "Job title" })).toHaveValue(title);
    await expect(page.getByRole("textbox", { name: "From" })).toHaveValue("12,00,000");
    await expectNoAxeViolations(page);

    await page.getByRole("textbox", { name: "To" }).fill("20,00,000");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status")).toHaveText("Draft saved. Only staff can see it until you open it.");
    const id = /\/admin\/jobs\/([a-z\d-]+)$/.exec(page.url())![1]!;
    expect(id).toMatch(/^cloud-platform-engineer-gwalior(-\d+)?$/);
    // The notice is said once: a reload of the same address does not repeat it.
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Job title" })).toHaveValue(title);
    await expect(page.getByRole("status")).toHaveCount(0);
    const status = page.getByRole("region", { name: "Status" });
    await expect(status.getByText("Draft", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // The preview draws the public page, marked as not public.
    await page.getByRole("link", { name: "Preview" }).click();
    await expect(page.getByText("Preview — not public.")).toBeVisible();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What you will do", level: 2 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to the editor" }).click();

    // A draft is nowhere on the public side.
    await visit(visitor, `/career?q=${keyword}`);
    await expect(visitor.getByText("No positions found matching your criteria")).toBeVisible();
    await visit(visitor, `/career/apply/${id}`);
    await expect(visitor.getByText(/Job not found\. The ID might be invalid\./)).toBeVisible();

    await status.getByRole("button", { name: "Open job" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "The job is open: it is on the careers page and in the sitemap now.",
    );
    await expect(status.getByText("Open", { exact: true })).toBeVisible();

    await visit(visitor, `/career?q=${keyword}`);
    await expect(searchResults().getByRole("heading", { name: title })).toBeVisible();
    await expect(searchResults().getByText(`What you will do Run our ${keyword} clusters`)).toBeVisible();
    expect(await (await request.get("/sitemap.xml")).text()).toContain(`/career/apply/${id}</loc>`);
    await searchResults()
      .getByRole("link", { name: `Apply now: ${title}, Gwalior` })
      .click();
    await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(visitor.getByText("₹12,00,000 – ₹20,00,000 per year")).toBeVisible();
    expect((await structuredData(visitor)).find((data) => data["@type"] === "JobPosting")).toMatchObject({
      title,
      baseSalary: {
        currency: "INR",
        value: { minValue: 1_200_000, maxValue: 2_000_000, unitText: "YEAR" },
      },
    });

    await page.getByRole("textbox", { name: "Job title" }).fill("Site Reliability Engineer");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. The public page shows the change now.");
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: "Site Reliability Engineer", level: 1 })).toBeVisible();

    await status.getByRole("button", { name: "Close job" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "The job is closed: it is off the careers page, and its page says it is closed.",
    );
    const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
    await expect(history.nth(0)).toContainText("Closed the job “Site Reliability Engineer” (Gwalior).");
    await expect(history.nth(1)).toContainText("Edited the title of the job “Site Reliability Engineer” (Gwalior).");

    expect((await request.get(`/api/jobs/${id}`)).status()).toBe(404);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`/career/apply/${id}</loc>`);
    // The page a visitor with an old link lands on, at the phone's width with axe (the visitor's own browser has no width).
    const closedPage = await visit(page, `/career/apply/${id}`);
    expect(closedPage?.status()).toBe(410);
    await expect(page.getByText("This position is closed and no longer accepts applications.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Search open positions" })).toBeVisible();
    await expectNoAxeViolations(page);
    await visitor.close();
  });

  test("a job's interview plan and hiring team: each add form is empty after it adds, a refused one keeps what was typed, and a colleague still to sign in is offered as such @one-width", async ({
    browser,
    page,
  }) => {
    // A colleague the admin has just invited, who has not set a password yet.
    const invitee = `Asha Rao ${Date.now()}`;
    const admin = await browser.newPage({ storageState: staffState("admin") });
    await admin.goto("/admin/staff");
    await admin.getByLabel(/^E-mail address/).fill(uniqueEmail("asha"));
    await admin.getByLabel(/^Name/).fill(invitee);
    await admin.getByLabel("Role", { exact: true }).selectOption("editor");
    await admin.getByRole("button", { name: "Invite" }).click();
    await expect(admin.getByRole("status")).toContainText("Invited");
    await admin.close();

    // A new draft, its team empty.
    await page.goto("/admin/jobs/new");
    await fillJob(page, { title: "QA Engineer", keyword: `plan${Date.now()}` });
    await page.getByRole("textbox", { name: "To" }).fill("18,00,000");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status")).toHaveText("Draft saved. Only staff can see it until you open it.");
    await page.goto(`${new URL(page.url()).pathname}/interviews`);

    // A stage refused for its blank name keeps what was typed; added, its form is empty for the next.
    const newStage = page.getByRole("region", { name: "Plan the first stage" });
    await newStage.getByRole("textbox", { name: "Stage" }).fill("  ");
    await newStage.getByRole("textbox", { name: "Focus attributes" }).fill("Testing\nCare");
    await newStage.getByRole("textbox", { name: "Questions" }).fill("How do you test a form?");
    await newStage.getByRole("button", { name: "Add stage" }).click();
    await expect(newStage.getByRole("textbox", { name: "Stage" })).toHaveAccessibleDescription(
      "Please name the stage.",
    );
    await expect(newStage.getByRole("textbox", { name: "Focus attributes" })).toHaveValue("Testing\nCare");
    await newStage.getByRole("textbox", { name: "Stage" }).fill("Technical");
    await newStage.getByRole("button", { name: "Add stage" }).click();
    await expect(page.getByText("Stage added.")).toBeVisible();
    await expect(page.getByRole("region", { name: "1. Technical" })).toBeVisible();
    const addStage = page.getByRole("region", { name: "Add a stage" });
    for (const field of ["Stage", "Focus attributes", "Questions"])
      await expect(addStage.getByRole("textbox", { name: field })).toHaveValue("");

    // Approves offers ticked for one person is not ticked for the next: two added, one approver.
    const team = page.getByRole("region", { name: "Hiring team" });
    const person = team.getByRole("combobox", { name: "Person" });
    const approves = team.getByRole("checkbox", { name: "Approves offers" });
    await person.selectOption({ label: "E2E sales" });
    await team.getByRole("combobox", { name: "Part" }).selectOption({ label: "Hiring manager" });
    await approves.check();
    await team.getByRole("button", { name: "Add to the team" }).click();
    await expect(team.getByRole("listitem").filter({ hasText: "E2E sales" })).toContainText(
      "Hiring manager · approves offers",
    );
    await expect(approves).not.toBeChecked();
    await expect(person).toHaveValue("");
    await expect(team.getByRole("combobox", { name: "Part" })).toHaveValue("interviewer");
    await person.selectOption({ label: "E2E editor" });
    await team.getByRole("button", { name: "Add to the team" }).click();
    const editor = team.getByRole("listitem").filter({ hasText: "E2E editor" });
    await expect(editor).toContainText("Interviewer");
    await expect(editor).not.toContainText("approves offers");
    await expect(team.getByRole("combobox", { name: "An offer needs" }).locator("option:checked")).toHaveText(
      "The one approver",
    );

    // The invited colleague is offered, saying they have not signed in yet, and joins the team as such.
    await person.selectOption({ label: `${invitee} (invited, not signed in yet)` });
    await team.getByRole("button", { name: "Add to the team" }).click();
    await expect(team.getByRole("listitem").filter({ hasText: invitee })).toContainText(
      "Interviewer · invited, not signed in yet",
    );
    await expectAccessibleAtBothWidths(page);
    await keepScreenshotsAtBothWidths(page, "interview-plan-team");
  });
});
