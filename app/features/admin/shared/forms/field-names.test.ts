import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";

import { fieldNames, listFieldNames } from "./field-names";

const StageSchema = z
  .object({ name: z.string().trim().min(1), approvesOffers: z.string().optional() })
  .transform(({ name, approvesOffers }) => ({ name, approves: approvesOffers === "on" }));

/** A schema built from a list known only at run time declares its numbered fields in its type. */
const ScorecardSchema = z.looseObject({ summary: z.string() }) as z.ZodType<
  { summary: string },
  Record<`rating-${number}`, string> & { summary: string }
>;

describe("a form's field names", () => {
  it("are the schema's own keys, whatever it turns them into", () => {
    const names = fieldNames(StageSchema);
    expect([names.name, names.approvesOffers]).toEqual(["name", "approvesOffers"]);
    expectTypeOf(names.approvesOffers).toEqualTypeOf<"approvesOffers">();
    // @ts-expect-error -- the schema reads no "approves": a form cannot post it.
    void names.approves;
  });

  it("include each field of a schema that reads one of several shapes", () => {
    const WhenSchema = z.discriminatedUnion("when", [
      z.object({ when: z.literal("now") }),
      z.object({ when: z.literal("at"), date: z.string(), time: z.string() }),
    ]);
    expectTypeOf(fieldNames(WhenSchema).date).toEqualTypeOf<"date">();
    expect(fieldNames(WhenSchema).time).toBe("time");
  });

  it("number a list's fields as the schema reads them", () => {
    expect(listFieldNames(ScorecardSchema)("rating", 2)).toBe("rating-2");
    expect(fieldNames(ScorecardSchema).summary).toBe("summary");
    // @ts-expect-error -- "summary" is one field, not a list.
    listFieldNames(ScorecardSchema)("summary", 0);
  });
});
