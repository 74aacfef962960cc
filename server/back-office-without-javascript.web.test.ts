import { eq } from "drizzle-orm";
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";

import { enquiries, jobs, outboxEmails, settings } from "./db/schema";
import { recordEnquiry } from "./enquiries/enquiries";
import { indiaDateOf, shiftDate } from "../domain/time/india-dates";
import { backOfficeWithAdmin, origin, type BackOfficeServer } from "../test-support/back-office-server";
import { bookingNow, sampleEnquiry } from "../test-support/sample-submissions";
import { choose, fill, plainBrowser, valueOf, type PlainPage } from "../test-support/plain-browser";

/**
 * The back office in a browser without JavaScript, through the real server on the production
 * build (run `npm run build` first): its forms are plain posts and its pages the server's HTML,
 * so a member whose browser runs no script still writes and opens a job, replies to an enquiry
 * from a template and sets up a second factor; and a refused form comes back beside its fields,
 * with what was typed, and nothing changed.
 */
const office = backOfficeWithAdmin();

/** A browser without JavaScript signed in as `role`. */
const signedIn = async (role: Parameters<BackOfficeServer["signIn"]>[0]) =>
  plainBrowser(office.server.request, { cookie: await office.server.signIn(role) });

/** The message a field is described by, as a screen reader reads it with the field. */
const messageOf = (field: HTMLElement) =>
  (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => field.ownerDocument.getElementById(id)?.textContent?.trim())
    .filter(Boolean)
    .join(" ");

/** A new enquiry from Ananya Iyer at `email`, as the contact form records it: answers its id. */
async function newEnquiry(email: string) {
  const enquiry = { ...sampleEnquiry, firstName: "Ananya", lastName: "Iyer", email, source: "contact" };
  const submission = {
    salesEmail: "sales@test.example",
    publicSiteUrl: origin,
    clientIp: "203.0.113.9",
    now: bookingNow,
  };
  return (await recordEnquiry(office.server.database.db, enquiry, submission)).id;
}

/** The texts of the page's status messages (the page has others than the one a form's answer adds). */
const statuses = (page: PlainPage) => page.screen.queryAllByRole("status").map((status) => status.textContent?.trim());

describe("a recruiter's job without JavaScript", () => {
  it("is written as a draft, duplicated and opened", async () => {
    const browser = await signedIn("recruiter");
    const editor = await browser.open("/admin/jobs/new");
    const { screen } = editor;
    fill(screen.getByRole("textbox", { name: "Job title" }), "Data Analyst");
    fill(screen.getByRole("combobox", { name: "Department" }), "Engineering");
    fill(screen.getByRole("combobox", { name: "Location" }), "Gwalior");
    choose(screen.getByRole("combobox", { name: "Type" }), "Full-time");
    fill(screen.getByLabelText(/^Valid through/), shiftDate(indiaDateOf(bookingNow), 60));
    fill(
      screen.getByRole("textbox", { name: "Description" }),
      "## What you will do\n\nRun our **nojs** clusters for clients across India.\n\n- Terraform\n- Kubernetes",
    );
    fill(screen.getByRole("textbox", { name: /^Keywords/ }), "nojs, kubernetes");
    fill(screen.getByRole("textbox", { name: "From" }), "12,00,000");
    fill(screen.getByRole("textbox", { name: "To" }), "15,00,000");

    const draft = await browser.press(screen.getByRole("button", { name: "Save draft" }));
    expect(draft.url).toMatch(/^\/admin\/jobs\/data-analyst-gwalior(-\d+)?$/);
    expect(statuses(draft)).toContain("Draft saved. Only staff can see it until you open it.");

    const copy = await browser.press(draft.screen.getByRole("button", { name: "Duplicate" }));
    expect(copy.url).toMatch(/^\/admin\/jobs\/data-analyst-gwalior-\d+$/);
    expect(copy.url).not.toBe(draft.url);
    expect(statuses(copy)).toContain(
      "This is a new draft with the copied job's text. Change what differs, then open it.",
    );
    expect(valueOf(copy.screen.getByRole("textbox", { name: "Job title" }))).toBe("Data Analyst");

    const opened = await browser.press(copy.screen.getByRole("button", { name: "Open job" }));
    expect(statuses(opened)).toContain("The job is open: it is on the careers page and in the sitemap now.");
    const id = copy.url.split("/").at(-1)!;
    const [job] = await office.server.database.db
      .select({ title: jobs.title, status: jobs.status, salaryMax: jobs.salaryMax })
      .from(jobs)
      .where(eq(jobs.id, id));
    expect(job).toMatchObject({ title: "Data Analyst", status: "open", salaryMax: 1_500_000 });
  });
});

describe("a reply to an enquiry without JavaScript", () => {
  it("is filled in from a template by the server, and still goes", async () => {
    const email = "ananya.plain@example.in";
    await newEnquiry(email);
    const browser = await signedIn("sales");

    const templates = await browser.open("/admin/enquiries/templates");
    const newTemplate = templates.screen.getByRole("region", { name: "New template" });
    const inTemplate = within(newTemplate);
    fill(inTemplate.getByRole("textbox", { name: /^Name/ }), "Clinic follow-up");
    fill(inTemplate.getByRole("textbox", { name: "Subject" }), "Your clinic app: a call this week?");
    fill(
      inTemplate.getByRole("textbox", { name: "Text" }),
      "Dear {firstName},\n\nThank you for telling us about your clinics.\n\nWarm regards,\n{staffName}",
    );
    const added = await browser.press(inTemplate.getByRole("button", { name: "Add template" }));
    expect(statuses(added)).toContain("Template added. It is offered on every enquiry's page.");

    const list = await browser.open(`/admin/enquiries?q=${encodeURIComponent(email)}`);
    // The list is a table from a tablet up and cards on a phone: both are in the page, the stylesheet shows one.
    const [link] = list.screen.getAllByRole("link", { name: "Ananya Iyer" });
    const enquiry = await browser.follow(link!);
    const templateChoice = within(enquiry.screen.getByRole("region", { name: "Reply" }));
    const use = templateChoice.getByRole("button", { name: "Use template" });
    choose(templateChoice.getByRole("combobox", { name: "Start from a template" }), "Clinic follow-up");
    expect((use as HTMLButtonElement).form?.getAttribute("action")).toBe("#reply");
    const filled = await browser.press(use);
    expect(filled.url).toMatch(/\?template=[0-9a-f-]+$/);

    const reply = within(filled.screen.getByRole("region", { name: "Reply" }));
    expect(valueOf(reply.getByRole("textbox", { name: "Subject" }))).toBe("Your clinic app: a call this week?");
    expect(valueOf(reply.getByRole("textbox", { name: "Your reply" }))).toBe(
      "Dear Ananya,\n\nThank you for telling us about your clinics.\n\nWarm regards,\nTest sales",
    );
    const sent = await browser.press(reply.getByRole("button", { name: "Send reply" }));
    expect(statuses(sent)).toContain("Reply sent. It is on its way through the outbox.");
    expect(within(sent.screen.getByRole("region", { name: "Replies sent" })).getByText("Test sales")).toBeTruthy();
    const mails = await office.server.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
    expect(mails.map((mail) => mail.subject)).toContain("Your clinic app: a call this week?");
  });
});

describe("a refused form without JavaScript comes back beside its fields, and nothing changes", () => {
  it("a second invitation to the same address", async () => {
    const browser = await signedIn("admin");
    const invite = async () => {
      const staff = await browser.open("/admin/staff");
      fill(staff.screen.getByLabelText(/^E-mail address/), "twice@test.example");
      return browser.press(staff.screen.getByRole("button", { name: "Invite" }));
    };
    expect(statuses(await invite())).toContainEqual(expect.stringContaining("Invited twice@test.example."));

    const before = await office.server.snapshot();
    const refused = await invite();
    expect(refused.status).toBe(400);
    expect(refused.screen.getByRole("alert").textContent).toContain(
      "An account with this e-mail address already exists.",
    );
    expect(await office.server.snapshot()).toBe(before);
  });

  it("a reply of spaces: the server's message beside the field, the subject kept, nothing sent", async () => {
    const id = await newEnquiry("ananya.unanswered@example.in");
    const browser = await signedIn("sales");
    const page = await browser.open(`/admin/enquiries/${id}`);
    const reply = within(page.screen.getByRole("region", { name: "Reply" }));
    fill(reply.getByRole("textbox", { name: "Your reply" }), "   ");

    const before = await office.server.snapshot();
    const refused = await browser.press(reply.getByRole("button", { name: "Send reply" }));
    expect(refused.status).toBe(400);
    const again = within(refused.screen.getByRole("region", { name: "Reply" }));
    const text = again.getByRole("textbox", { name: "Your reply" });
    expect(messageOf(text)).toBe("Please write the reply.");
    expect(text.getAttribute("aria-invalid")).toBe("true");
    expect(valueOf(again.getByRole("textbox", { name: "Subject" }))).toBe("Re: your enquiry to Nexora Technologies");
    expect(refused.screen.queryByRole("region", { name: "Replies sent" })).toBeNull();
    expect(
      within(refused.screen.getByRole("region", { name: "Message" })).getByText("New", { exact: true }),
    ).toBeTruthy();
    expect(await office.server.snapshot()).toBe(before);
    const [row] = await office.server.database.db
      .select({ status: enquiries.status })
      .from(enquiries)
      .where(eq(enquiries.id, id));
    expect(row?.status).toBe("new");
  });

  it("the rejection e-mail's template with an empty subject: what was typed is kept", async () => {
    const browser = await signedIn("recruiter");
    const page = await browser.open("/admin/applications/rejection-email");
    expect(page.screen.getByRole("heading", { level: 1, name: "Rejection e-mail" })).toBeTruthy();
    const body = page.screen.getByRole("textbox", { name: "E-mail" });
    const saved = valueOf(body);
    fill(page.screen.getByRole("textbox", { name: "Subject" }), " ");
    fill(body, `${saved}\n\nP.S. typed but not saved.`);

    const before = await office.server.snapshot();
    const refused = await browser.press(page.screen.getByRole("button", { name: "Save template" }));
    expect(refused.status).toBe(400);
    const subject = refused.screen.getByRole("textbox", { name: "Subject" });
    expect(messageOf(subject)).toBe("Please enter the subject.");
    expect(subject.getAttribute("aria-invalid")).toBe("true");
    expect(valueOf(refused.screen.getByRole("textbox", { name: "E-mail" }))).toBe(
      `${saved}\n\nP.S. typed but not saved.`,
    );
    expect(await office.server.snapshot()).toBe(before);
    const [setting] = await office.server.database.db.select().from(settings).where(eq(settings.key, "rejectionEmail"));
    expect(JSON.stringify(setting?.value ?? {})).not.toContain("typed but not saved");
  });

  it("hours of a day that end before they begin, beside the form; the holidays preview lists India's holidays", async () => {
    const browser = await signedIn("sales");
    const page = await browser.open("/admin/blocked-time");
    const hours = within(page.screen.getByRole("region", { name: "Block hours on one day" }));
    fill(hours.getByLabelText(/^Date/), shiftDate(indiaDateOf(bookingNow), 20));
    choose(hours.getByLabelText(/^From/), "2:00 PM");
    choose(hours.getByLabelText(/^To/), "11:00 AM");
    fill(hours.getByRole("textbox", { name: /Reason/ }), "Training");

    const before = await office.server.snapshot();
    const refused = await browser.press(hours.getByRole("button", { name: "Block these hours" }));
    expect(refused.status).toBe(400);
    const form = within(refused.screen.getByRole("region", { name: "Block hours on one day" }));
    expect(messageOf(form.getByLabelText(/^To/))).toBe("The end time must be after the start time.");
    // What was typed is shown again, as the page with script keeps it.
    expect(valueOf(form.getByLabelText(/^Date/))).toBe(shiftDate(indiaDateOf(bookingNow), 20));
    expect(valueOf(form.getByLabelText(/^From/))).toBe("14:00");
    expect(valueOf(form.getByLabelText(/^To/))).toBe("11:00");
    expect(valueOf(form.getByRole("textbox", { name: /Reason/ }))).toBe("Training");
    expect(await office.server.snapshot()).toBe(before);

    const year = String(Number(indiaDateOf(bookingNow).slice(0, 4)) + 1);
    choose(refused.screen.getByLabelText(/^Year/), year);
    const preview = await browser.press(refused.screen.getByRole("button", { name: "Load India's holidays" }));
    expect(preview.url).toBe(`/admin/blocked-time?holidays=${year}`);
    expect(preview.text).toContain(`Holidays of ${year}: untick any the office works on`);
    for (const holiday of [/Republic Day/, /Independence Day/]) {
      expect((preview.screen.getByRole("checkbox", { name: holiday }) as HTMLInputElement).checked).toBe(true);
    }
  });
});
