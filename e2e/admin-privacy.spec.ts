import { expect, test, uniqueEmail } from "./fixtures";
import { applyThroughApi } from "./sample-application";
import { staffState } from "./staff";

test.use({ storageState: staffState("admin") });

test(
  "an admin finds what is held about an address, erases it, and nothing is left to find",
  { tag: "@one-width" },
  async ({ page, request }) => {
    const email = uniqueEmail("erase.me");
    await applyThroughApi(request, { email });

    await page.goto("/admin/privacy");
    const erase = page.getByRole("region", { name: "Erase a person's data" });
    await erase.getByLabel(/^Their e-mail address/).fill(email.toUpperCase());
    await erase.getByRole("button", { name: "Find what we hold" }).click();
    await expect(
      erase.getByText("1 application with their resumes, notes and self-identification answers"),
    ).toBeVisible();
    await expect(erase.getByText("2 e-mails to, from or about them")).toBeVisible();

    await erase.getByRole("button", { name: "Erase everything about this address" }).click();
    await expect(page.getByRole("status")).toHaveText(/Everything held about that address is erased/);

    await erase.getByLabel(/^Their e-mail address/).fill(email);
    await erase.getByRole("button", { name: "Find what we hold" }).click();
    await expect(page.getByRole("note")).toHaveText(`Nothing is held about ${email}: there is nothing to erase.`);

    await page.goto("/admin/audit?action=privacy");
    await expect(page.getByText("Erased a person's data on request: 1 application with their resumes")).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
  },
);

test("an admin sets the retention period and runs the task", { tag: "@one-width" }, async ({ page, baseURL }) => {
  await page.goto("/admin/privacy");
  const retention = page.getByRole("region", { name: "Retention period" });
  const months = retention.getByLabel(/^Months after a job closes/);
  await months.fill("0");
  await retention.getByRole("button", { name: "Save the period" }).click();
  // The browser holds the form back; the server refuses the same value on its own.
  expect(await months.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true);
  const refused = await page.request.post("/admin/privacy", {
    form: { intent: "retention", months: "0" },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Please keep data for at least 1 month.");

  await retention.getByLabel(/^Months after a job closes/).fill("12");
  await retention.getByRole("button", { name: "Save the period" }).click();
  await expect(page.getByRole("status")).toHaveText(/The retention period is saved/);

  await retention.getByRole("button", { name: "Run the task now" }).click();
  await expect(page.getByRole("status")).toHaveText(/The retention task ran/);
  await expect(page.getByRole("region", { name: "Latest retention runs" }).getByRole("row")).not.toHaveCount(0);
});

test("the self-identification counts hide small numbers", { tag: "@one-width" }, async ({ page, request }) => {
  await applyThroughApi(request, { jobId: "qa-automation-engineer-remote" });
  await page.goto("/admin/self-identification");
  const job = page.getByRole("region", { name: "QA Automation Engineer" });
  await expect(job.getByRole("table", { name: "Gender" }).getByRole("row", { name: /^Female/ })).toContainText(
    "fewer than 5",
  );
});
