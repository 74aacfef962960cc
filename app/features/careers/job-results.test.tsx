import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import type { Job } from "~domain/jobs/job-search";
import { JobResults } from "./job-results";

function renderResults(jobs: Job[] | null) {
  const Stub = createRoutesStub([
    {
      path: "/career",
      Component: () => (
        <JobResults
          term="react"
          location="New Delhi"
          locations={["Any Location in India", "Gwalior", "Remote (India)", "Bengaluru", "New Delhi"]}
          jobs={jobs}
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={["/career?q=react"]} />);
}

describe("JobResults", () => {
  it("offers the locations it is given, in their order, with the search's chosen", () => {
    renderResults([]);
    const select = screen.getByLabelText<HTMLSelectElement>("Location");
    expect([...select.options].map((option) => option.value)).toEqual([
      "Any Location in India",
      "Gwalior",
      "Remote (India)",
      "Bengaluru",
      "New Delhi",
    ]);
    expect(select.value).toBe("New Delhi");
  });

  it("says the listings failed to load when the search could not run", () => {
    renderResults(null);
    expect(screen.getByRole("alert").textContent).toBe("Failed to load job listings. Please try again later.");
    expect(screen.getByText("No jobs matched")).toBeTruthy();
  });

  it("explains an empty result and how to widen it", () => {
    renderResults([]);
    expect(screen.getByText("No positions found matching your criteria")).toBeTruthy();
    expect(screen.getByText("Try adjusting your search terms or filters.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
