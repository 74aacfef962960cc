import { describe, expect, it } from "vitest";
import { z } from "zod";

import { applicationStages } from "../careers/recruiting";
import { valuesOf } from "./labelled-values";

describe("a list of values written as its labels", () => {
  it("is the labels' keys in the order they are written", () => {
    expect(valuesOf({ held: "Held", "no-show": "No-show", "late-cancel": "Cancelled late" })).toEqual([
      "held",
      "no-show",
      "late-cancel",
    ]);
  });

  it("keeps the order lists and boards show, and a schema takes exactly those values", () => {
    expect(applicationStages).toEqual(["new", "screening", "interview", "offer", "hired", "rejected"]);
    const stage = z.enum(applicationStages);
    expect(stage.safeParse("offer").success).toBe(true);
    expect(stage.safeParse("Offer").success).toBe(false);
  });
});
