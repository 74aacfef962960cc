import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { RejectionEmailPage } from "./rejection-email-page";

const template = { subject: "Your application to Nexora", body: "Dear {candidateName},\n\nThank you for applying." };

/** The page with script running, its action recording what it is sent. */
async function renderPage() {
  const posted: Array<Record<string, FormDataEntryValue>> = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/applications/rejection-email",
      HydrateFallback: () => null,
      loader: () => null,
      action: async ({ request }) => {
        posted.push(Object.fromEntries(await request.formData()));
        return null;
      },
      Component: () => <RejectionEmailPage template={template} saved={false} />,
    },
  ]);
  render(<Stub initialEntries={["/admin/applications/rejection-email"]} />);
  await screen.findByRole("button", { name: "Save template" });
  return { posted };
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
/** The message a field is described by, as a screen reader reads it with the field. */
const messageOf = (name: string) => {
  const id = field(name).getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe("the rejection e-mail's template in the browser", () => {
  it("refuses an empty subject before sending, beside the field, and keeps what was typed", async () => {
    const page = await renderPage();
    // The browser's own check would stop an empty field; the schema's message is what is tested here.
    field("Subject").removeAttribute("required");
    fireEvent.change(field("Subject"), { target: { value: " " } });
    fireEvent.change(field("E-mail"), { target: { value: `${template.body}\n\nP.S. typed but not saved.` } });
    fireEvent.click(screen.getByRole("button", { name: "Save template" }));

    await waitFor(() => expect(messageOf("Subject")).toBe("Please enter the subject."));
    expect(field("Subject").getAttribute("aria-invalid")).toBe("true");
    expect(field("E-mail").value).toBe(`${template.body}\n\nP.S. typed but not saved.`);
    expect(document.activeElement).toBe(field("Subject"));
    expect(page.posted).toEqual([]);
  });
});
