import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";

import { ContactForm } from "./contact-form";

const message = "We run 14 clinics in Noida and need an appointment app with WhatsApp reminders.";

/** Fills the form as a visitor does and sends it: answers the requests it made. */
async function sendEnquiry(answer: () => Promise<Response>) {
  const requested: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      requested.push(url);
      return answer();
    }),
  );
  // A draft another test left would be restored into the fields, and its toast shown again.
  sessionStorage.clear();
  toast.dismiss();
  const user = userEvent.setup();
  render(<ContactForm source="contact" />);
  await user.type(screen.getByRole("textbox", { name: "First name" }), "Ananya");
  await user.type(screen.getByRole("textbox", { name: "Last name" }), "Iyer");
  await user.type(screen.getByRole("textbox", { name: "Email" }), "ananya.iyer@example.in");
  await user.type(screen.getByRole("textbox", { name: "Phone (Optional)" }), "+91 98765 43210");
  await user.type(screen.getByRole("textbox", { name: "Message" }), message);
  await user.click(screen.getByRole("button", { name: "Send message" }));
  return requested;
}

const valueOf = (name: string) => (screen.getByRole("textbox", { name }) as HTMLInputElement).value;

describe("the contact form when sending fails", () => {
  it("a failed submission shows the error toast, re-enables the form and keeps every value", async () => {
    const requested = await sendEnquiry(
      async () =>
        new Response('{"success":false,"message":"Boom"}', {
          status: 500,
          headers: { "content-type": "application/json" },
        }),
    );
    expect(await screen.findByText("Error in submitting form")).toBeTruthy();
    expect(requested).toEqual(["/contactus/submit"]);
    expect(screen.getByRole("button", { name: "Send message" }).matches(":disabled")).toBe(false);
    expect(valueOf("Email")).toBe("ananya.iyer@example.in");
    expect(valueOf("Message")).toBe(message);
    expect(screen.queryByRole("dialog", { name: "Thank You!" })).toBeNull();
  });

  it("a network failure shows the same toast", async () => {
    const requested = await sendEnquiry(async () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await screen.findByText("Error in submitting form")).toBeTruthy();
    expect(requested).toEqual(["/contactus/submit"]);
    expect(valueOf("First name")).toBe("Ananya");
    expect(screen.queryByRole("dialog", { name: "Thank You!" })).toBeNull();
  });
});
