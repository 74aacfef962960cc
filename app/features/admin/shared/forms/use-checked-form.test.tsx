import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, Form, redirect, useActionData } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { AddForm } from "~/features/admin/shared/ui/add-form";

import { useCheckedForm } from "./use-checked-form";

const NoteSchema = z.object({
  subject: z.string().trim().min(1, "Please give a subject."),
  body: z.string().trim().min(1, "Please write the note."),
});

/** A note's form whose action takes what the schema takes, and refuses "taken" as only the server can know. */
function NoteForm({ adds }: { adds?: boolean }) {
  const answer = useActionData<{ errors: FormErrors }>();
  const form = useCheckedForm((sent) => (sent.get("intent") === "draft" ? undefined : NoteSchema), answer?.errors);
  const Sent = adds ? AddForm : Form;
  return (
    <Sent method="post" onSubmit={form.onSubmit}>
      {form.errors.form ? <p role="alert">{form.errors.form}</p> : null}
      <TextField label="Subject" name={form.names.subject} error={form.errors.subject} />
      <TextField label="Note" name={form.names.body} error={form.errors.body} />
      <button type="submit" name="intent" value="save">
        Save
      </button>
      <button type="submit" name="intent" value="draft">
        Keep as a draft
      </button>
    </Sent>
  );
}

async function renderPage({ adds = false } = {}) {
  const posted: Array<Record<string, string>> = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/notes",
      HydrateFallback: () => null,
      loader: () => null,
      action: async ({ request }) => {
        const form = Object.fromEntries(await request.formData()) as Record<string, string>;
        posted.push(form);
        if (form.subject === "taken") return { errors: { subject: "This subject is taken." } };
        const parsed = NoteSchema.safeParse(form);
        if (!parsed.success && form.intent !== "draft") return { errors: { form: "The server refused it." } };
        return redirect("/admin/notes");
      },
      Component: () => <NoteForm adds={adds} />,
    },
  ]);
  render(<Stub initialEntries={["/admin/notes"]} />);
  await screen.findByRole("button", { name: "Save" });
  return { posted };
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
/** The message a field is described by, as a screen reader reads it with the field. */
const messageOf = (name: string) => {
  const id = field(name).getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
};
const invalid = (name: string) => field(name).getAttribute("aria-invalid") === "true";

describe("a form checked in the browser by its schema", () => {
  it("is not sent when the schema refuses it: each refused field says why, and the first has the focus", async () => {
    const page = await renderPage();
    fireEvent.change(field("Subject"), { target: { value: "  " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(messageOf("Subject")).toBe("Please give a subject."));
    expect(invalid("Subject")).toBe(true);
    expect(messageOf("Note")).toBe("Please write the note.");
    expect(document.activeElement).toBe(field("Subject"));
    expect(page.posted).toEqual([]);
    expect(field("Subject").value).toBe("  ");
  });

  it("is sent when the schema takes it, and shows the server's own refusal as before", async () => {
    const page = await renderPage();
    fireEvent.change(field("Subject"), { target: { value: "taken" } });
    fireEvent.change(field("Note"), { target: { value: "Called back." } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(messageOf("Subject")).toBe("This subject is taken."));
    expect(page.posted).toEqual([{ subject: "taken", body: "Called back.", intent: "save" }]);
  });

  it("clears the browser's messages once corrected, and is sent", async () => {
    const page = await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(invalid("Note")).toBe(true));

    fireEvent.change(field("Subject"), { target: { value: "Follow-up" } });
    fireEvent.change(field("Note"), { target: { value: "Called back." } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(page.posted).toHaveLength(1));
    await waitFor(() => expect(invalid("Note")).toBe(false));
    expect(messageOf("Subject")).toBeUndefined();
  });

  it("checks what the pressed button asks for: a draft is sent unchecked", async () => {
    const page = await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Keep as a draft" }));
    await waitFor(() => expect(page.posted).toEqual([{ subject: "", body: "", intent: "draft" }]));
    expect(invalid("Subject")).toBe(false);
  });

  it("keeps a form that adds as it was typed when refused, and empties it once added", async () => {
    const page = await renderPage({ adds: true });
    fireEvent.change(field("Subject"), { target: { value: "Follow-up" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(messageOf("Note")).toBe("Please write the note."));
    expect(document.activeElement).toBe(field("Note"));
    expect(field("Subject").value).toBe("Follow-up");
    expect(page.posted).toEqual([]);

    fireEvent.change(field("Note"), { target: { value: "Called back." } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(field("Subject").value).toBe(""));
    expect(page.posted).toHaveLength(1);
    expect(invalid("Note")).toBe(false);
  });
});
