import { describe, expect, it } from "vitest";
import type { z } from "zod";

import {
  messageText,
  optionalMessageText,
  optionalPersonName,
  optionalPhoneNumber,
  personName,
  phoneNumber,
  yourNameMessages,
} from "./person-fields";

const firstMessage = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe("names", () => {
  const messages = yourNameMessages("first name", 100);

  it.each([
    "A. P. J. Abdul Kalam",
    "A.P.J. Abdul Kalam",
    "K.Ramesh",
    "M.S.Dhoni",
    "P. V. Sindhu",
    "Mohd. Ali",
    "Dr. Rao",
    "Jr.",
    "D'Souza",
    "Mary-Ann",
    "Nirmala Sitharaman",
    "श्री राम",
    "José Álvarez",
  ])("keeps the real name %j", (name) => {
    expect(personName(100, messages).parse(name)).toBe(name);
  });

  it.each([
    "Claim your prize at http://evil.example/win",
    "hxxp://evil.example",
    "evil.example",
    "Claim at www.evil.example",
    "WWW.EVIL.EXAMPLE",
    "visit evil.example/win",
    "t.co/win",
    "10.0.0.1",
    "ｅｖｉｌ．ｅｘａｍｐｌｅ",
    "evil。example",
    "Priya ftp://files",
  ])("refuses the web address in %j", (name) => {
    expect(firstMessage(personName(100, messages), name)).toBe("Your first name cannot contain a web address.");
  });

  it.each([
    "=?utf-8?b?Y2VvQG5leG9yYXRlY2guaW4=?=",
    "Priya =?iso-8859-1?q?ceo=40nexoratech.in?=",
    "＝？utf-8？q？x？＝",
  ])("refuses the RFC 2047 encoded-word %j", (name) => {
    expect(firstMessage(personName(100, messages), name)).toBe('Your first name cannot contain "=?".');
  });

  it("refuses a name over its length for that alone, without reading it for a web address", () => {
    // The pattern's time grows with the square of a word's length (65,000 letters took seconds):
    // a name that is too long and a web address is refused only for its length, so it was not read.
    const long = `evil.example/${"a".repeat(100)}`;
    for (const schema of [personName(100, messages), optionalPersonName(100, messages)]) {
      expect(schema.safeParse(long).error?.issues.map((issue) => issue.message)).toEqual([messages.tooLong]);
    }
  });

  it("applies the same rules to an optional name, which may be empty", () => {
    const schema = optionalPersonName(100, messages);
    expect(schema.parse(undefined)).toBe("");
    expect(schema.parse("K.Ramesh")).toBe("K.Ramesh");
    expect(firstMessage(schema, "www.evil.example")).toBe("Your first name cannot contain a web address.");
    expect(firstMessage(schema, "=?utf-8?b?QQ==?=")).toBe('Your first name cannot contain "=?".');
    expect(firstMessage(schema, "Eve <eve@evil.example>")).toBe(messages.unsafe);
  });
});

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
