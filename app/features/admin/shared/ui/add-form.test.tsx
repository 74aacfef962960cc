import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, redirect, useActionData } from "react-router";
import { describe, expect, it } from "vitest";

import { AddForm } from "./add-form";

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const box = () => screen.getByRole("checkbox", { name: "Approves offers" }) as HTMLInputElement;

function Refusal() {
  const answer = useActionData<{ errors: { name: string } }>();
  return answer ? <p role="alert">{answer.errors.name}</p> : null;
}

/** A page whose action refuses an empty name with data, and otherwise redirects back to the page. */
async function renderPage() {
  let added = 0;
  const Stub = createRoutesStub([
    {
      path: "/admin/team",
      loader: () => ({ added }),
      HydrateFallback: () => null,
      action: async ({ request }) => {
        const form = await request.formData();
        if (!String(form.get("name")).trim()) return { errors: { name: "Please give a name." } };
        added += 1;
        return redirect("/admin/team");
      },
      Component: () => (
        <AddForm method="post">
          <label>
            Name <input name="name" />
          </label>
          <Refusal />
          <label>
            <input type="checkbox" name="approves" /> Approves offers
          </label>
          <button type="submit">Add</button>
        </AddForm>
      ),
    },
  ]);
  render(<Stub initialEntries={["/admin/team"]} />);
  await screen.findByRole("button", { name: "Add" });
  return { added: () => added };
}

describe("a form that adds", () => {
  it("is empty again once its action redirected, the focus on its button as before", async () => {
    const page = await renderPage();
    fireEvent.change(field("Name"), { target: { value: "Asha Rao" } });
    fireEvent.click(box());
    screen.getByRole("button", { name: "Add" }).focus();
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(field("Name").value).toBe(""));
    expect(page.added()).toBe(1);
    expect(box().checked).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add" }));
  });

  it("keeps what was typed and ticked when its action refused it", async () => {
    const page = await renderPage();
    fireEvent.change(field("Name"), { target: { value: "  " } });
    fireEvent.click(box());
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please give a name.");
    expect(page.added()).toBe(0);
    expect(field("Name").value).toBe("  ");
    expect(box().checked).toBe(true);
  });
});
