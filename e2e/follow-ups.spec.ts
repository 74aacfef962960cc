import { indiaDateOf, shiftDate } from "../domain/time/india-dates";
import { expect, expectNoAxeViolations, test, uniqueEmail, visit, waitForHydration } from "./fixtures";
import { staffState } from "./staff";
import { sendVisitorEnquiry } from "./visitor-enquiry";
import { keepScreenshot } from "./screenshots";

/** The sales desk's follow-ups: tasks on a contact, on the overview, and the daily e-mail's setting. */
test.use({ storageState: staffState("sales") });

test("sales gives a contact follow-ups; the overdue one stands out, both wait on the overview, done there and open again on the contact @one-width", async ({
  browser,
  page,
}, testInfo) => {
  const email = uniqueEmail("ritika");
  await sendVisitorEnquiry(browser, {
    email,
    firstName: "Ritika",
    lastName: "Bose",
    message: "A booking app for our clinics.",
  });

  await page.goto("/admin/contacts?view=everyone");
  await page.getByRole("searchbox", { name: "Search" }).fill(email);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/q=/);
  // The row of this address: until the filtered list has replaced the earlier one, others of the same name show too.
  await page.getByRole("listitem").filter({ hasText: email }).getByRole("link", { name: "Ritika Bose" }).click();
  await expect(page.getByRole("heading", { name: "Ritika Bose", level: 1 })).toBeVisible();
  await waitForHydration(page);
  const contactUrl = page.url();

  // Dates in India, whatever the test machine's zone. Both tasks stay on their side of "now" however
  // long the test takes and whatever the hour it runs (the "Due today" badge, which depends on the
  // hour, is proven with a fixed clock in tasks.test.tsx).
  const today = indiaDateOf(new Date());
  const tasks = page.getByRole("region", { name: "Tasks" });
  // Only people who may open the contact are offered: nobody is sent to a contact they cannot see.
  const assignable = await tasks.getByRole("combobox", { name: "Assign to" }).locator("option").allTextContents();
  expect(assignable).toContain("E2E sales");
  expect(assignable).not.toContain("E2E recruiter");
  expect(assignable).not.toContain("E2E editor");
  const add = async (title: string, date: string, time: string) => {
    await tasks.getByRole("textbox", { name: "Task" }).fill(title);
    await tasks.getByLabel("Due date").fill(date);
    await tasks.getByLabel("Due time (IST)").fill(time);
    await tasks.getByRole("combobox", { name: "Assign to" }).selectOption({ label: "E2E sales" });
    await tasks.getByRole("button", { name: "Add task" }).click();
    await expect(page.getByRole("status")).toHaveText("The task is added.");
  };
  const overdueTitle = `Send Ritika the quote ${testInfo.project.name}`;
  const laterTitle = `Call Ritika back ${testInfo.project.name}`;
  await add(laterTitle, shiftDate(today, 2), "10:00");
  await add(overdueTitle, shiftDate(today, -1), "10:00");

  const line = (title: string) => tasks.getByRole("listitem").filter({ hasText: title });
  await expect(line(overdueTitle).getByText("Overdue", { exact: true })).toBeVisible();
  await expect(line(laterTitle)).toContainText("due ");
  await expect(line(laterTitle).getByText(/^(Overdue|Due today)$/)).toHaveCount(0);
  // Open ones soonest due first: the overdue one leads.
  await expect(tasks.getByRole("listitem").first()).toContainText(overdueTitle);
  await expectNoAxeViolations(page);

  // The overview lists them, overdue first, each with its contact.
  await page.goto("/admin");
  await waitForHydration(page);
  const mine = page.getByRole("region", { name: "My tasks" });
  const overdueOnOverview = mine.getByRole("listitem").filter({ hasText: overdueTitle });
  await expect(overdueOnOverview.getByText("Overdue", { exact: true })).toBeVisible();
  await expect(mine.getByRole("listitem").filter({ hasText: laterTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, { path: testInfo.outputPath(`my-tasks-${testInfo.project.name}.png`), fullPage: true });
  await overdueOnOverview.getByRole("button", { name: `Done: ${overdueTitle}` }).click();
  await expect(mine.getByText(overdueTitle)).toHaveCount(0);

  await mine.getByRole("listitem").filter({ hasText: laterTitle }).getByRole("link", { name: "Ritika Bose" }).click();
  await expect(page).toHaveURL(contactUrl);
  await waitForHydration(page);
  await tasks.getByText("Done (1)").click();
  await line(overdueTitle)
    .getByRole("button", { name: `Reopen: ${overdueTitle}` })
    .click();
  await expect(page.getByRole("status")).toHaveText("The task is open again.");
  await expect(line(overdueTitle).getByText("Overdue", { exact: true })).toBeVisible();
  await keepScreenshot(page, {
    path: testInfo.outputPath(`contact-tasks-${testInfo.project.name}.png`),
    fullPage: true,
  });
});

test("a member turns the daily e-mail off and on again on their account page @one-width", async ({ page }) => {
  await visit(page, "/admin/account");
  const setting = page.getByRole("region", { name: "Daily e-mail" });
  await expect(setting).toContainText("On: at 9:00 AM India time");
  await setting.getByRole("button", { name: "Turn off the daily e-mail" }).click();
  await expect(page.getByRole("note")).toHaveText("The daily e-mail is off.");
  await expect(setting).toContainText("Off: you get no morning e-mail.");
  await expectNoAxeViolations(page);
  await setting.getByRole("button", { name: "Turn on the daily e-mail" }).click();
  await expect(page.getByRole("note")).toHaveText("The daily e-mail is on.");
  await expect(setting.getByRole("button", { name: "Turn off the daily e-mail" })).toBeVisible();
});
