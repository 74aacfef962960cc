import { expect, expectNoAxeViolations, test } from "./fixtures";
import { staffState } from "./staff";

// The flows run at the phone's width (@one-width); this walks every back-office page at both
// widths, with something on each, for what the width changes: axe, and nothing wider than the screen.
test.use({ storageState: staffState("admin") });

test("every back-office page passes axe and fits the screen", async ({ page, request }) => {
  const enquiry = await request.post("/contactus/submit", {
    data: {
      firstName: "Kavya",
      lastName: "Menon",
      email: "kavya.menon@example.in",
      phone: "+91 98765 43210",
      message: "We would like a quote for a booking system for our clinics.\nThree locations in Noida.",
    },
  });
  expect(enquiry.status()).toBe(201);
  const enquiryId = ((await enquiry.json()) as { data: { id: string } }).data.id;

  const dates = (await (await request.get("/demo/dates")).json()) as { data: { bookableDates: string[] } };
  const date = dates.data.bookableDates.at(-1)!;
  const slots = (await (await request.get(`/demo/slots/${date}`)).json()) as { data: { availableSlots: string[] } };
  const booking = await request.post("/demo/book", {
    data: {
      firstName: "Arjun",
      lastName: "Nair",
      email: "arjun.nair@example.in",
      phone: "+91 99887 66554",
      message: "A walk-through of a cloud migration.",
      domain: "Cloud services",
      date,
      time: slots.data.availableSlots.at(-1),
    },
  });
  expect(booking.status()).toBe(201);
  const bookingId = ((await booking.json()) as { data: { id: string } }).data.id;

  const pages = [
    "/admin",
    "/admin/enquiries",
    `/admin/enquiries/${enquiryId}`,
    "/admin/bookings",
    `/admin/bookings/${bookingId}`,
    `/admin/bookings/${bookingId}?confirm=cancel`,
    "/admin/blocked-time",
    "/admin/outbox",
    "/admin/audit",
    "/admin/staff",
    "/admin/account",
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
});
