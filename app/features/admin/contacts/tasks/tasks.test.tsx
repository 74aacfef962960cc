import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import type { SalesTask } from "~contracts/contact-tasks";

import { ContactTasksSection } from "./contact-tasks-section";
import { MyTasks } from "./my-tasks";

/** The server's clock: Monday 23 November 2026, 9:00 AM in India, whatever the test machine's zone. */
const now = new Date("2026-11-23T09:00:00+05:30");
const asha = { id: "5b0e8a52-3c43-4c0e-9a57-1f8e3f0d6a01", name: "Asha" };
const rekha = { id: "5b0e8a52-3c43-4c0e-9a57-1f8e3f0d6a02", name: "Rekha" };
const contactId = "0c6a1f3e-8f0b-4d8e-a8a5-5d0c7f1b2e33";

const task = (title: string, dueAt: string, extra: Partial<SalesTask> = {}): SalesTask => ({
  id: crypto.randomUUID(),
  contactId,
  contactName: "Meera Kapoor",
  title,
  dueAt: new Date(dueAt),
  assignee: asha,
  doneAt: null,
  createdBy: "asha@nexoratech.in",
  createdAt: new Date("2026-11-20T10:00:00+05:30"),
  ...extra,
});

const tasks = [
  task("Send the revised quote", "2026-11-20T17:00:00+05:30"),
  task("Call back", "2026-11-23T17:30:00+05:30"),
  task("Prepare the proposal", "2026-11-24T10:00:00+05:30", { assignee: rekha }),
  task("Ask for the logo", "2026-11-18T10:00:00+05:30", { doneAt: new Date("2026-11-19T11:00:00+05:30") }),
];

/** Renders a page with the component, whose forms post to an action that keeps what it was sent. */
function renderPage(page: ReactNode) {
  const posted: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/contacts/:id",
      Component: () => page,
      action: async ({ request }) => {
        posted.push(Object.fromEntries((await request.formData()) as unknown as Iterable<[string, string]>));
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={[`/admin/contacts/${contactId}`]} />);
  return posted;
}

const lineOf = (title: string) => screen.getByText(title).closest("li")!;

describe("a contact's tasks", () => {
  it("lists the open ones with a red Overdue or Due today, the done ones apart, each with its button", () => {
    renderPage(<ContactTasksSection tasks={tasks} assignees={[asha, rekha]} ownerId={asha.id} now={now} />);

    const overdue = lineOf("Send the revised quote");
    expect(within(overdue).getByText("Overdue").className).toMatch(/bg-red-50/);
    expect(overdue.textContent).toContain("due 20 Nov 2026, 5:00 PM IST");
    expect(within(overdue).getByRole("button", { name: "Done: Send the revised quote" })).toBeTruthy();

    const today = lineOf("Call back");
    expect(within(today).getByText("Due today")).toBeTruthy();
    expect(today.textContent).toContain("at 5:30 PM IST");
    expect(within(today).queryByText("Overdue")).toBeNull();

    const later = lineOf("Prepare the proposal");
    expect(later.textContent).toContain("due 24 Nov 2026, 10:00 AM IST · Rekha");
    expect(within(later).queryByText(/Overdue|Due today/)).toBeNull();

    expect(screen.getByText("Done (1)")).toBeTruthy();
    const done = lineOf("Ask for the logo");
    expect(within(done).getByRole("button", { name: "Reopen: Ask for the logo" })).toBeTruthy();
    expect(within(done).queryByText("Overdue")).toBeNull();
  });

  it("offers a form with tomorrow at 10:00 and the owner chosen, and posts each intent with its fields", async () => {
    const posted = renderPage(
      <ContactTasksSection tasks={tasks} assignees={[asha, rekha]} ownerId={rekha.id} now={now} />,
    );
    expect((screen.getByLabelText(/Due date/) as HTMLInputElement).value).toBe("2026-11-24");
    expect((screen.getByLabelText(/Due time/) as HTMLInputElement).value).toBe("10:00");
    expect((screen.getByLabelText("Assign to") as HTMLSelectElement).value).toBe(rekha.id);

    fireEvent.change(screen.getByRole("textbox", { name: /^Task/ }), { target: { value: "Send the contract" } });
    fireEvent.click(screen.getByRole("button", { name: "Add task" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      title: "Send the contract",
      dueDate: "2026-11-24",
      dueTime: "10:00",
      assigneeId: rekha.id,
      intent: "task-add",
    });

    fireEvent.click(screen.getByRole("button", { name: "Done: Call back" }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ taskId: tasks[1]!.id, intent: "task-done" });
  });

  it("shows a refusal by its field with what was typed, a refused change above the list, and its own notices", () => {
    renderPage(
      <ContactTasksSection
        tasks={[]}
        assignees={[asha]}
        ownerId={null}
        now={now}
        result={{
          intent: "task-add",
          errors: { title: "Please say what is to be done." },
          values: { title: " ", dueDate: "2026-11-30", dueTime: "15:00", assigneeId: "" },
        }}
      />,
    );
    expect(screen.getByText("No open tasks.")).toBeTruthy();
    expect(screen.getByText("Please say what is to be done.")).toBeTruthy();
    expect((screen.getByLabelText(/Due date/) as HTMLInputElement).value).toBe("2026-11-30");
    expect((screen.getByLabelText("Assign to") as HTMLSelectElement).value).toBe("");
    expect(screen.getByRole("option", { name: "The contact's owner (you, when nobody owns it)" })).toBeTruthy();
  });

  it("leaves other forms' answers to the page, and says when a task is done", () => {
    renderPage(
      <ContactTasksSection
        tasks={tasks}
        assignees={[asha]}
        ownerId={asha.id}
        now={now}
        done="task-done"
        result={{ intent: "stage", errors: { form: "Not ours." } }}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("The task is done.");
    expect(screen.queryByText("Not ours.")).toBeNull();
  });
});

describe("my tasks on the overview", () => {
  it("links each task to its contact for the sales desk, names it for anyone else, and offers Done", () => {
    const open = tasks.filter((one) => one.doneAt === null);
    renderPage(<MyTasks tasks={open} now={now} mayOpen />);
    const links = screen.getAllByRole("link", { name: "Meera Kapoor" });
    expect(links).toHaveLength(3);
    expect(links[0]!.getAttribute("href")).toBe(`/admin/contacts/${contactId}`);
    expect(within(lineOf("Send the revised quote")).getByText("Overdue")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Done: / })).toHaveLength(3);
  });

  it("names the contact without a link for a role that cannot open it", () => {
    renderPage(<MyTasks tasks={[tasks[0]!]} now={now} mayOpen={false} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText(/Meera Kapoor/)).toBeTruthy();
  });
});
