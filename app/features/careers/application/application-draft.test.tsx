import { describe, expect, it } from "vitest";

import { emptyApplication } from "~domain/applications/empty-application";

import { readApplicationDraft } from "./application-draft";

describe("a saved application draft", () => {
  it("comes back with an option's wording of today when it was saved under an earlier one", () => {
    const saved = { ...emptyApplication(), preferredLocation: "New Delhi, Maharashtra, India" };
    window.localStorage.setItem("application-draft:job-1", JSON.stringify(saved));
    expect(readApplicationDraft("job-1")?.preferredLocation).toBe("New Delhi, Delhi, India");

    window.localStorage.setItem(
      "application-draft:job-2",
      JSON.stringify({ ...saved, preferredLocation: "Remote (India)" }),
    );
    expect(readApplicationDraft("job-2")?.preferredLocation).toBe("Remote (India)");
  });
});
