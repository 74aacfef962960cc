import type { Locator, Page } from "@playwright/test";

export type BookingVisitor = { firstName: string; lastName: string; email: string };

/**
 * A visitor who has chosen a time fills in their details in the booking `widget` and confirms;
 * answers the reference the confirmation shows (left open on `page`).
 */
export async function confirmBooking(page: Page, widget: Locator, visitor: BookingVisitor): Promise<string> {
  await widget.getByRole("textbox", { name: "First name", exact: true }).fill(visitor.firstName);
  await widget.getByRole("textbox", { name: "Last name", exact: true }).fill(visitor.lastName);
  await widget.getByRole("textbox", { name: "Email", exact: true }).fill(visitor.email);
  await widget.getByRole("textbox", { name: "Phone", exact: true }).fill("+91 98450 11223");
  await widget.getByRole("button", { name: "Confirm Booking" }).click();
  const booked = page.getByRole("dialog", { name: "Your demo is booked" });
  return (await booked.getByText(/^DEMO-/).textContent())!;
}
