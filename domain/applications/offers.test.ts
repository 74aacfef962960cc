import { describe, expect, it } from "vitest";

import { ApprovalRuleSchema, OfferFormSchema, offerLetterValues, offerStatusOf } from "./offers";
import { isoDate } from "../time/india-dates";

describe("offers", () => {
  it("is approved once enough approve, declined once too few are left to, and waits otherwise", () => {
    expect(offerStatusOf([null, null], 2)).toBe("pending");
    expect(offerStatusOf(["approve", null], 2)).toBe("pending");
    expect(offerStatusOf(["approve", "approve"], 2)).toBe("approved");
    expect(offerStatusOf(["decline", null], 2)).toBe("declined");
    // Any one of three: one decline leaves two who may still approve.
    expect(offerStatusOf(["decline", null, null], 1)).toBe("pending");
    expect(offerStatusOf(["decline", "approve", null], 1)).toBe("approved");
    expect(offerStatusOf(["decline", "decline", "decline"], 1)).toBe("declined");
  });

  it("takes rupees as people write them and refuses what is not a whole number", () => {
    expect(OfferFormSchema.parse({ salary: "₹ 18,00,000", startDate: "2027-01-04" })).toEqual({
      salary: 1_800_000,
      startDate: "2027-01-04",
      notes: "",
    });
    expect(OfferFormSchema.safeParse({ salary: "18.5 lakh", startDate: "2027-01-04" }).error?.issues[0]?.message).toBe(
      "The salary must be a whole number of rupees.",
    );
    expect(OfferFormSchema.safeParse({ salary: "1800000", startDate: "4/1/2027" }).error?.issues[0]?.message).toBe(
      "Please enter the start date as YYYY-MM-DD.",
    );
    expect(ApprovalRuleSchema.parse({ needed: "all" })).toEqual({ needed: "all" });
    expect(ApprovalRuleSchema.parse({ needed: "2" })).toEqual({ needed: 2 });
    expect(ApprovalRuleSchema.safeParse({ needed: "0" }).error?.issues[0]?.message).toBe(
      "Please choose how many must approve.",
    );
  });
});

describe("the offer letter's terms", () => {
  it("writes the salary with India's grouping and the start date as a letter does", () => {
    const values = offerLetterValues({
      candidateName: "Aditi Rao",
      jobTitle: "Data Engineer",
      jobLocation: "Noida",
      salary: 2_500_000,
      startDate: isoDate("2027-01-04"),
      reference: "APP-5M8K2Q",
    });
    expect(values.salary).toBe("₹25,00,000");
    expect(values.startDate).toBe("4 January 2027");
  });
});
