import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { PublishWhenFields } from "./publish-when-fields";

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
