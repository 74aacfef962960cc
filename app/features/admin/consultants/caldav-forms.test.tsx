import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { calDavCalendarLimit } from "~domain/consultants/caldav-account";

import { CalDavCalendarsForm, CalDavConnectForm } from "./caldav-forms";

const calendarsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    url: `https://caldav.example.com/home/calendar-${index}/`,
    name: `Calendar ${index}`,
  }));

const calDav = (count: number) => ({
  username: "aarav@example.com",
  calendars: calendarsOf(count),
  busy: calendarsOf(count).map((calendar) => calendar.url),
  calls: null,
  unwritten: { calls: 0, reason: null },
});

function renderPage(page: ReactNode) {
  const Stub = createRoutesStub([{ path: "/admin/consultants/:id", Component: () => page }]);
  return render(<Stub initialEntries={["/admin/consultants/1"]} />);
}

const onlyTheFirst = `Only the first ${calDavCalendarLimit} calendars of this account are shown here and read.`;

describe("a consultant's CalDAV calendars", () => {
  it("says how many of an account's calendars are kept before it is connected", () => {
    renderPage(<CalDavConnectForm errors={{}} />);
    expect(screen.getByText(/Up to 50 of the account's calendars are shown here and read/)).toBeTruthy();
  });

  it("says only the first ones are shown and read when the account has as many as are kept, in a page of a few kilobytes", () => {
    const { container } = renderPage(<CalDavCalendarsForm calDav={calDav(calDavCalendarLimit)} errors={{}} />);
    expect(screen.getByText(onlyTheFirst)).toBeTruthy();
    expect(screen.getAllByRole("checkbox")).toHaveLength(calDavCalendarLimit);
    // 11,000 calendars made the page 5.8 MB.
    expect(container.innerHTML.length).toBeLessThan(100_000);
  });

  it("says nothing of the kind for an account with fewer", () => {
    renderPage(<CalDavCalendarsForm calDav={calDav(3)} errors={{}} />);
    expect(screen.queryByText(onlyTheFirst)).toBeNull();
  });
});
