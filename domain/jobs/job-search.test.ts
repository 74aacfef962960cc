import { describe, expect, it } from "vitest";

import { asLocationFilter, locationFiltersFor, matchesSearch } from "./job-search";

const job = {
  title: "Senior React Engineer",
  description: "Lead frontend delivery for fintech client portals.",
  keywords: ["typescript", "Next.js"],
  location: "Gwalior",
};

describe("matchesSearch", () => {
  it.each(["react", "REACT", "  senior  ", "Fintech", "next.JS", "script", ""])(
    "matches %j in title, description or keywords",
    (term) => {
      expect(matchesSearch(job, term, "Any Location in India")).toBe(true);
    },
  );

  it("does not match a term found nowhere", () => {
    expect(matchesSearch(job, "kotlin", "Any Location in India")).toBe(false);
  });

  it("filters by location, with 'Any Location in India' matching all", () => {
    expect(matchesSearch(job, "react", "Gwalior")).toBe(true);
    expect(matchesSearch(job, "react", "Remote (India)")).toBe(false);
  });

  it("reads an unknown location filter as any location", () => {
    expect(asLocationFilter("Remote (India)")).toBe("Remote (India)");
    expect(asLocationFilter("Mars")).toBe("Any Location in India");
    expect(asLocationFilter(null)).toBe("Any Location in India");
  });
});

describe("the location filter's options", () => {
  it("lists the specification's in its order, then every other place where a job is open, A to Z, once", () => {
    const open = ["New Delhi", "Gwalior", "Bengaluru", "Remote (India)", "New Delhi"].map((location) => ({ location }));
    const offered = locationFiltersFor(open);
    expect(offered).toEqual(["Any Location in India", "Gwalior", "Remote (India)", "Bengaluru", "New Delhi"]);
    expect(asLocationFilter("New Delhi", offered)).toBe("New Delhi");
    expect(asLocationFilter("New Delhi")).toBe("Any Location in India");
    expect(locationFiltersFor([])).toEqual(["Any Location in India", "Gwalior", "Remote (India)"]);
  });
});
