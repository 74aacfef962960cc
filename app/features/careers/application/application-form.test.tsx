import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { emptyApplication } from "~domain/applications/empty-application";
import { minimumQualificationQuestions } from "~domain/applications/job-application-fields";
import type { Job } from "~domain/jobs/job-search";
import { noticeDictionaries, noticeVersion } from "~domain/privacy/notices";
import { ApplicationForm } from "./application-form";

const job: Job = {
  id: "data-engineer-remote",
  title: "Data Engineer",
  department: "Engineering",
  location: "Remote (India)",
  type: "Full-time",
  description: "Pipelines.",
  descriptionHtml: "<p>Pipelines.</p>\n",
  summary: "Pipelines.",
  keywords: ["data"],
  postedAt: "2026-11-01T00:00:00.000Z",
  validThrough: null,
  salary: null,
};
const pdf = () => new File(["%PDF-1.4"], "Aditi Rao CV.pdf", { type: "application/pdf" });

type User = ReturnType<typeof userEvent.setup>;
const textbox = (name: string) => screen.getByRole("textbox", { name });
const next = () => screen.getByRole("button", { name: "Next" });

async function fillProfile(user: User) {
  await user.type(textbox("Full Name"), "Aditi Rao");
  await user.type(textbox("Email"), "aditi@example.in");
  await user.type(textbox("Phone Number"), "+91 90000 11111");
  await user.type(textbox("City"), "Gwalior");
  await user.upload(screen.getByLabelText(/^Resume/), pdf());
  await user.type(textbox("School"), "MITS Gwalior");
}

async function fillRole(user: User) {
  await user.selectOptions(screen.getByRole("combobox", { name: "Preferred Location" }), "Remote (India)");
  for (const question of minimumQualificationQuestions) {
    await user.click(within(screen.getByRole("group", { name: question })).getByLabelText("Yes"));
  }
  await user.click(within(screen.getByRole("group", { name: /legally eligible/ })).getByLabelText("Yes"));
  await user.click(within(screen.getByRole("group", { name: /sponsorship/ })).getByLabelText("No"));
}

async function reachReview(user: User) {
  await fillProfile(user);
  await user.click(next());
  await fillRole(user);
  await user.click(next());
  await user.click(next());
  await screen.findByRole("heading", { name: "Review Your Application" });
}

const answer = (status: number, body: object = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * Answers the form's submissions with `answers`, one each in turn, and gives back what each sent.
 * The steps' beacons and their form's token, requests of their own to the page counter, are
 * answered and left out.
 */
function submissionsAnswered(...answers: Response[]): RequestInit[] {
  const sent: RequestInit[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (url, init) => {
    if (url === "/api/analytics/events") return new Response(null, { status: 204 });
    if (url === "/api/analytics/application-forms") return answer(200, { formToken: "a-form-token" });
    expect(url).toBe("/api/applications");
    sent.push(init!);
    const next = answers.shift();
    if (!next) throw new Error("a submission more than the test answers");
    return next;
  });
  return sent;
}

beforeEach(() => {
  // jsdom lays nothing out: scrolling is a no-op there.
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
  window.localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe("ApplicationForm", () => {
  it("checks only the step on screen, with the specification's messages, and clears one when its field changes", async () => {
    const user = userEvent.setup();
    render(<ApplicationForm job={job} />);
    await user.click(next());
    const messages = await screen.findAllByText(/ is required$/);
    expect(messages.map((message) => message.textContent)).toEqual([
      "Full Name is required",
      "Email is required",
      "Phone Number is required",
      "City is required",
      "Resume is required",
    ]);
    expect(screen.queryByText("Preferred Location is required")).toBeNull();
    expect(next().hasAttribute("disabled")).toBe(true);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    // The first field at fault has the focus, so React's focus restore cannot pull the page back down.
    expect(document.activeElement?.getAttribute("name")).toBe("fullName");

    await user.type(textbox("Email"), "aditi@");
    expect(screen.queryByText("Email is required")).toBeNull();
    expect(screen.getByText("Full Name is required")).toBeTruthy();
  });

  it("names a resume of the wrong type or over 10MB", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<ApplicationForm job={job} />);
    await fillProfile(user);
    const resume = screen.getByLabelText(/^Resume/);
    await user.upload(resume, new File(["plain"], "cv.txt", { type: "text/plain" }));
    await user.click(next());
    expect(await screen.findByText("Resume must be a PDF, DOC or DOCX file")).toBeTruthy();
    const large = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "cv.pdf", { type: "application/pdf" });
    await user.upload(resume, large);
    expect(screen.queryByText("Resume must be a PDF, DOC or DOCX file")).toBeNull();
    await user.click(next());
    expect(await screen.findByText("Resume must be 10MB or smaller")).toBeTruthy();
  });

  it("clears a question's message when it is answered, and leaves the others", async () => {
    const user = userEvent.setup();
    render(<ApplicationForm job={job} />);
    await fillProfile(user);
    await user.click(next());
    await user.click(await screen.findByRole("button", { name: "Next" }));
    const [first, second] = minimumQualificationQuestions.map(
      (question) => `Please answer for "${question.slice(0, 30)}..."`,
    );
    expect(await screen.findByText(first!)).toBeTruthy();
    await user.click(
      within(screen.getByRole("group", { name: minimumQualificationQuestions[0] })).getByLabelText("No"),
    );
    expect(screen.queryByText(first!)).toBeNull();
    expect(screen.getByText(second!)).toBeTruthy();
  });

  it("adds education entries and removes them while more than one is left", async () => {
    const user = userEvent.setup();
    render(<ApplicationForm job={job} />);
    await user.click(screen.getByRole("button", { name: "Add education" }));
    expect(screen.getAllByRole("textbox", { name: "School" })).toHaveLength(2);
    await user.type(screen.getAllByRole("textbox", { name: "School" })[1]!, "IIT Delhi");
    await user.click(screen.getByRole("button", { name: "Remove education 1" }));
    expect(
      screen.getAllByRole("textbox", { name: "School" }).map((input) => (input as HTMLInputElement).value),
    ).toEqual(["IIT Delhi"]);
    expect(screen.queryByRole("button", { name: /Remove education/ })).toBeNull();
  });

  it("saves the draft without the file, restores it on return, and discards it", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ApplicationForm job={job} />);
    await user.type(textbox("Full Name"), "Saved Applicant");
    await user.upload(screen.getByLabelText(/^Resume/), pdf());
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Progress saved!")).toBeTruthy();
    const saved = JSON.parse(window.localStorage.getItem(`application-draft:${job.id}`)!) as object;
    expect(saved).toEqual({ ...emptyApplication(), fullName: "Saved Applicant" });
    unmount();

    render(<ApplicationForm job={job} />);
    await waitFor(() => expect((textbox("Full Name") as HTMLInputElement).value).toBe("Saved Applicant"));
    await user.click(screen.getByRole("button", { name: "Discard saved progress" }));
    expect((textbox("Full Name") as HTMLInputElement).value).toBe("");
    expect(window.localStorage.getItem(`application-draft:${job.id}`)).toBeNull();
  });

  it("sends every field, the lists as JSON, the file, the job and a submission id, then thanks the applicant", async () => {
    const sent = submissionsAnswered(answer(201, { success: true, data: { id: "a1", reference: "APP-7K3M9Q" } }));
    const user = userEvent.setup();
    render(<ApplicationForm job={job} />);
    await reachReview(user);
    expect(screen.getByText("Aditi Rao CV.pdf")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    const thanks = await screen.findByRole("status");
    expect(within(thanks).getByRole("heading", { name: "Application Submitted!" })).toBeTruthy();
    expect(thanks.textContent).toContain("Your application reference is APP-7K3M9Q");
    expect(thanks.textContent).toContain("A confirmation e-mail is on its way to aditi@example.in.");
    expect(thanks.textContent).toContain(
      "Our hiring team reviews every application and will write to you if you are shortlisted.",
    );

    expect(sent).toHaveLength(1);
    const body = sent[0]!.body as FormData;
    const fields = [...body.keys()];
    expect(fields).toEqual([
      ...Object.keys(emptyApplication()),
      "resume",
      "jobId",
      "submissionId",
      "noticeVersion",
      "noticeLanguage",
    ]);
    expect([body.get("noticeVersion"), body.get("noticeLanguage")]).toEqual([noticeVersion, "en"]);
    expect(body.get("fullName")).toBe("Aditi Rao");
    expect(body.get("country")).toBe("India");
    expect(body.get("referred")).toBe("No");
    expect(JSON.parse(body.get("education") as string)).toEqual([
      { school: "MITS Gwalior", degree: "", fieldOfStudy: "", startYear: "", endYear: "" },
    ]);
    expect(JSON.parse(body.get("minimumQualifications") as string)).toEqual(
      minimumQualificationQuestions.map((text) => ({ text, answer: "yes" })),
    );
    expect((body.get("resume") as File).name).toBe("Aditi Rao CV.pdf");
    expect(body.get("jobId")).toBe(job.id);
    expect(body.get("submissionId")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the privacy notice on the review step, and sends the language the candidate read it in", async () => {
    const sent = submissionsAnswered(answer(201, { success: true, data: { id: "a1", reference: "APP-7K3M9Q" } }));
    const user = userEvent.setup();
    render(<ApplicationForm job={job} />);
    expect(screen.queryByText(noticeDictionaries.en.summary)).toBeNull();
    await reachReview(user);
    await user.click(screen.getByText(noticeDictionaries.en.summary));
    await user.click(screen.getByRole("button", { name: "हिन्दी" }));
    const sentence = screen.getByText(noticeDictionaries.hi.forms.application.kept.lines[0]!);
    expect(sentence.closest("[lang]")?.getAttribute("lang")).toBe("hi");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await screen.findByRole("status");
    const body = sent[0]!.body as FormData;
    expect([body.get("noticeVersion"), body.get("noticeLanguage")]).toEqual([noticeVersion, "hi"]);
  });

  it("sends where the candidate came from, as the page's address says: a job board's source and a colleague's code", async () => {
    const sent = submissionsAnswered(answer(201, { success: true, data: { id: "a1", reference: "APP-7K3M9Q" } }));
    const code = "0123456789abcdef0123456789abcdef";
    window.history.replaceState(null, "", `/career/apply/${job.id}?source=indeed&ref=${code}`);
    try {
      const user = userEvent.setup();
      render(<ApplicationForm job={job} />);
      await reachReview(user);
      await user.click(screen.getByRole("button", { name: "Submit Application" }));
      await screen.findByRole("status");
      const body = sent[0]!.body as FormData;
      expect([body.get("source"), body.get("referral")]).toEqual(["indeed", code]);
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("shows the server's message on failure and sends again under a new id after a 422", async () => {
    const sent = submissionsAnswered(
      answer(503, { message: "Service unavailable" }),
      answer(422, { message: "That submission id was used for other answers" }),
      answer(500, {}),
    );
    const user = userEvent.setup();
    render(<ApplicationForm job={job} />);
    await reachReview(user);
    const submit = screen.getByRole("button", { name: "Submit Application" });
    await user.click(submit);
    expect(await screen.findByText("Submission failed: Service unavailable. Please try again.")).toBeTruthy();
    await user.click(submit);
    await screen.findByText(/That submission id was used/);
    await user.click(submit);
    expect(
      await screen.findByText("Submission failed: Submission failed with status: 500. Please try again."),
    ).toBeTruthy();

    const ids = sent.map((init) => (init.body as FormData).get("submissionId"));
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
    expect(screen.getByRole("heading", { name: "Review Your Application" })).toBeTruthy();
  });
});
