import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { BookingWidget } from "./booking-widget";

/** A Monday morning in India: the calendar offers the rules' dates from it. */
const renderedAt = new Date("2026-11-23T09:00:00+05:30");

/**
 * The site's API as the widget reaches it: the bookable dates, then each request answered by
 * `answer` (a failure stands for the server's or the network's). Answers the requests made.
 */
function serve(answer: (path: string) => Response | Promise<Response>) {
  const requested: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      requested.push(url);
      if (url.startsWith("/demo/dates")) return new Response("{}", { status: 503 });
      return answer(url);
    }),
  );
  return requested;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The month's second bookable day, pressed as a visitor does. */
async function pickADay(user: ReturnType<typeof userEvent.setup>) {
  const enabled = within(screen.getByRole("grid"))
    .getAllByRole("button")
    .filter((day) => !(day as HTMLButtonElement).disabled);
  await user.click(enabled[1]!);
}

describe("the booking widget when a request fails", () => {
  it("a failed slot load says so and offers other days", async () => {
    serve(() => new Response("{}", { status: 500 }));
    const user = userEvent.setup();
    render(<BookingWidget onBooked={() => {}} renderedAt={renderedAt} />);
    await pickADay(user);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Failed to load available time slots. Please try again.",
    );
    expect(screen.getByText("No Availability")).toBeTruthy();
    expect(screen.getByText("Try another day")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next Day" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Available times" })).toBeNull();
  });

  it("a failed booking shows the red banner and keeps what was typed", async () => {
    const requested = serve((url) =>
      url === "/demo/book"
        ? new Response("{}", { status: 500 })
        : json({ success: true, data: { availableSlots: ["11:00 AM", "11:30 AM"] } }),
    );
    const onBooked = vi.fn();
    const user = userEvent.setup();
    render(<BookingWidget onBooked={onBooked} renderedAt={renderedAt} />);
    await pickADay(user);
    await user.click(await screen.findByRole("button", { name: "11:00 AM" }));
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Kabir");
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Malhotra");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "kabir.malhotra@example.in");
    await user.type(screen.getByRole("textbox", { name: "Phone" }), "+91 98989 12121");
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));

    expect((await screen.findByRole("alert")).textContent).toBe("Failed to submit booking. Please try again.");
    expect(requested).toContain("/demo/book");
    expect(onBooked).not.toHaveBeenCalled();
    expect((screen.getByRole("textbox", { name: "First name" }) as HTMLInputElement).value).toBe("Kabir");
    expect(screen.getByRole("heading", { name: "Your details" })).toBeTruthy();
  });
});
