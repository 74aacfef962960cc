import { describe, expect, it } from "vitest";

import { whatsAppLink } from "./whatsapp-link";

describe("a WhatsApp click-to-chat link for a visitor's number", () => {
  it.each([
    ["9810012345", "https://wa.me/919810012345"],
    ["98100 12345", "https://wa.me/919810012345"],
    ["98100-12345", "https://wa.me/919810012345"],
    ["(981) 001-2345", "https://wa.me/919810012345"],
    ["098100 12345", "https://wa.me/919810012345"],
    ["91 98100 12345", "https://wa.me/919810012345"],
    ["+91 98100 12345", "https://wa.me/919810012345"],
    ["+91-98100-12345", "https://wa.me/919810012345"],
    ["0091 98100 12345", "https://wa.me/919810012345"],
  ])("an Indian number, %j, gets 91 once: %s", (phone, link) => {
    expect(whatsAppLink(phone)).toBe(link);
  });

  it.each([
    ["+44 20 7946 0958", "https://wa.me/442079460958"],
    ["+1 (415) 555-0132", "https://wa.me/14155550132"],
    ["+971 50 123 4567", "https://wa.me/971501234567"],
    ["+65 8123 4567", "https://wa.me/6581234567"],
  ])("a number written with its country code, %j, keeps it as it is: %s", (phone, link) => {
    expect(whatsAppLink(phone)).toBe(link);
  });

  it.each([
    ["", "empty"],
    ["   ", "blank"],
    ["12345", "too short to be a number"],
    ["981001234", "nine digits: not an Indian number, and no country code"],
    ["4155550132 1", "eleven digits without a country code or a trunk 0"],
    ["+0 98100 12345", "a country code cannot start with 0"],
    ["+91 98100 12345 67890", "longer than any international number"],
    ["98100+12345", "a + inside the number"],
    ["++91 98100 12345", "two +"],
    ["+", "a + alone"],
    ["0000000000", "ten zeros"],
  ])("no link for %j (%s)", (phone) => {
    expect(whatsAppLink(phone)).toBeUndefined();
  });
});
