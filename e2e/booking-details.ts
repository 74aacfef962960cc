import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

import { bookingWidget, calendarDayButton } from "./fixtures";

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

/**
 * A visitor on a booking page chooses `date`, then `time`, and confirms with their details; answers
 * the reference the confirmation shows.
 */
export async function bookOnPage(
  page: Page,
  { date, time }: { date: string; time: string },
  visitor: BookingVisitor,
): Promise<string> {
  const widget = await bookingWidget(page);
  await (await calendarDayButton(widget, date)).click();
  await widget.getByRole("list", { name: "Available times" }).getByRole("button", { name: time, exact: true }).click();
  return confirmBooking(page, widget, visitor);
}

export type BookedCall = { id: string; reference: string; date: string };

/**
 * A call booked through the API on the calendar's last day (where no test books a chosen slot), on
 * a free slot picked at random. Other tests book in parallel: a slot taken between the two
 * requests (409) is simply tried again.
 */
export async function bookCallOnLastDay(
  request: APIRequestContext,
  visitor: BookingVisitor & { message: string },
  attempt = 1,
): Promise<BookedCall> {
  const dates = (await (await request.get("/demo/dates")).json()) as { data: { bookableDates: string[] } };
  const date = dates.data.bookableDates.at(-1)!;
  const slots = (await (await request.get(`/demo/slots/${date}`)).json()) as { data: { availableSlots: string[] } };
  const time = slots.data.availableSlots[Math.floor(Math.random() * slots.data.availableSlots.length)];
  const response = await request.post("/demo/book", {
    data: { ...visitor, phone: "+91 99887 66554", domain: "Cloud services", date, time },
  });
  if (response.status() === 409 && attempt < 3) return bookCallOnLastDay(request, visitor, attempt + 1);
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { id: string; reference: string } };
  return { id: data.id, reference: data.reference, date };
}
