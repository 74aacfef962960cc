import { fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { PublishForm, PublishWhenFields } from "./publish-when-fields";

const input = (element: HTMLElement) => element as HTMLInputElement;

describe("the publish form's when", () => {
  it("offers now, with 09:00 ready for a day the editor picks", () => {
    render(<PublishWhenFields />);
    expect(input(screen.getByRole("radio", { name: "Now" })).checked).toBe(true);
    expect(input(screen.getByLabelText("Day")).value).toBe("");
    expect(input(screen.getByLabelText("Time (India)")).value).toBe("09:00");
  });

  it("opens on a schedule's own day and time in India, whatever the machine's zone", () => {
    // 11:30 on 2 January 2027 in India is 06:00 UTC, and still the 1st in New York.
    render(<PublishWhenFields scheduledAt={new Date("2027-01-02T06:00:00Z")} />);
    expect(input(screen.getByRole("radio", { name: /^At a day and time/ })).checked).toBe(true);
    expect(input(screen.getByLabelText("Day")).value).toBe("2027-01-02");
    expect(input(screen.getByLabelText("Time (India)")).value).toBe("11:30");
  });
});

/** The publish form with its button, on a page (`path`, its record 1) whose action answers as `action` does. */
function renderPublishForm(path: string, action: () => unknown) {
  const Stub = createRoutesStub([
    {
      path,
      action,
      Component: () => (
        <PublishForm>
          <button type="submit" name="intent" value="publish">
            Publish
          </button>
        </PublishForm>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path.replace(":id", "1")]} />);
}

describe("the publish form, after a time already past", () => {
  it("asks to publish now or choose another time, keeping the time typed; choosing another steps the question aside", async () => {
    // What publishRefusalOf answers for 20 Nov 2026, 9:00 AM in India.
    renderPublishForm("/admin/blog/:id", () => ({ errors: {}, passed: new Date("2026-11-20T03:30:00Z") }));
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    const question = await screen.findByRole("alert");
    expect(question.textContent).toContain("20 Nov 2026, 9:00 AM (India) has already passed");
    expect(input(screen.getByLabelText("Day")).value).toBe("2026-11-20");
    expect(input(screen.getByLabelText("Time (India)")).value).toBe("09:00");
    const publishNow = within(question).getByRole("button", { name: "Publish now" });
    expect(publishNow.closest("form")?.querySelector<HTMLInputElement>('input[name="when"]')?.value).toBe("now");

    fireEvent.click(within(question).getByRole("link", { name: "Choose another time" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Day"));
  });
});

describe("the publish form, checked before it is sent", () => {
  it("refuses a day and time with no day beside the day, as the server would, and sends nothing", async () => {
    let sent = 0;
    renderPublishForm("/admin/faq/:id", () => {
      sent += 1;
      return null;
    });
    fireEvent.click(await screen.findByRole("radio", { name: /^At a day and time/ }));
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    const day = await screen.findByLabelText("Day");
    await screen.findByText("Please choose the day to publish (YYYY-MM-DD).");
    expect(day.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(day);
    expect(sent).toBe(0);
  });
});
