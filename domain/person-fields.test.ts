import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { messageText, optionalMessageText, optionalPhoneNumber, phoneNumber } from "./person-fields";

const firstMessage = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe("phone numbers", () => {
  const messages = { required: "required", tooLong: "too long", invalid: "invalid" };

  it("takes digits, spaces and + - ( ), trimmed", () => {
    expect(phoneNumber({ max: 30 }, messages).parse(" +91 (98100) 12-345 ")).toBe("+91 (98100) 12-345");
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    [42, "required"],
    ["call me", "invalid"],
    ["9".repeat(31), "too long"],
  ])("refuses %j as %s", (input, message) => {
    expect(firstMessage(phoneNumber({ max: 30 }, messages), input)).toBe(message);
  });

  it("reads a number shorter than the minimum as invalid", () => {
    const schema = phoneNumber({ min: 6, max: 30 }, messages);
    expect(firstMessage(schema, "12345")).toBe("invalid");
    expect(schema.parse("123456")).toBe("123456");
  });

  it("may be left empty when optional, with the same character rule", () => {
    const schema = optionalPhoneNumber(30, { notText: "not text", tooLong: "too long", invalid: "invalid" });
    expect(schema.parse(undefined)).toBe("");
    expect(schema.parse("  ")).toBe("");
    expect(firstMessage(schema, "ring me")).toBe("invalid");
    expect(firstMessage(schema, null)).toBe("not text");
  });
});

describe("messages", () => {
  it("needs some text when required, and bounds it", () => {
    const schema = messageText(10, { required: "required", tooLong: "too long" });
    expect(firstMessage(schema, "  ")).toBe("required");
    expect(firstMessage(schema, "a".repeat(11))).toBe("too long");
    expect(schema.parse(" Hello ")).toBe("Hello");
  });

  it("defaults to empty when optional", () => {
    const schema = optionalMessageText(10, { tooLong: "too long" });
    expect(schema.parse(undefined)).toBe("");
    expect(firstMessage(schema, "a".repeat(11))).toBe("too long");
  });
});
