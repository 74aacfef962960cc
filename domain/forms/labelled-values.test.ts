import { describe, expect, it } from "vitest";
import { z } from "zod";

import { applicationStages } from "../applications/recruiting";
import { labelsOf } from "./labelled-values";

describe("a list of values and their labels", () => {
  it("reads each value as words unless its label is written, in the list's order", () => {
    const labels = labelsOf(["held", "no-show", "late-cancel"], { "late-cancel": "Cancelled late" });
    expect(labels).toEqual({ held: "Held", "no-show": "No show", "late-cancel": "Cancelled late" });
    expect(Object.keys(labels)).toEqual(["held", "no-show", "late-cancel"]);
  });

  it("keeps the order lists and boards show, and a schema takes exactly those values", () => {
    expect(applicationStages).toEqual(["new", "screening", "interview", "offer", "hired", "rejected"]);
    const stage = z.enum(applicationStages);
    expect(stage.safeParse("offer").success).toBe(true);
    expect(stage.safeParse("Offer").success).toBe(false);
  });
});
