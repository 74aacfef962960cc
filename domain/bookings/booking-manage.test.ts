import { describe, expect, it } from "vitest";

import { ChangeNoticeSchema, changeNoticePassedMessage, changeNoticeRule, changesClosed } from "./booking-manage";

const startsAt = new Date("2026-11-24T06:00:00Z");
const before = (hours: number, ms = 0) => new Date(startsAt.getTime() - hours * 3_600_000 - ms);

describe("the notice for a visitor's own changes", () => {
  it("0 closes nothing: the link's own end, the call's start, is the limit", () => {
    expect(changesClosed(startsAt, before(0, 1), 0)).toBe(false);
  });

  it("takes changes up to the notice, that instant included, and none after", () => {
    expect(changesClosed(startsAt, before(24, 1), 24)).toBe(false);
    expect(changesClosed(startsAt, before(24), 24)).toBe(false);
    expect(changesClosed(startsAt, before(24, -1), 24)).toBe(true);
    expect(changesClosed(startsAt, before(1), 24)).toBe(true);
  });

  it("says the rule and the refusal in hours", () => {
    expect(changeNoticeRule(24)).toBe("You can move or cancel this call up to 24 hours before it starts.");
    expect(changeNoticeRule(1)).toBe("You can move or cancel this call up to 1 hour before it starts.");
    expect(changeNoticePassedMessage(24)).toBe(
      "Your call starts in less than 24 hours, so it can no longer be moved or cancelled here. To change it, please reply to your confirmation e-mail.",
    );
  });

  it.each([
    ["0", 0],
    ["24", 24],
    [" 168 ", 168],
  ])("the form takes %j", (hours, value) => {
    expect(ChangeNoticeSchema.parse({ hours })).toEqual({ hours: value });
  });

  it.each([
    ["", "Please enter a number of hours (0: until the call starts)."],
    ["169", "A notice can be at most 168 hours (a week)."],
    ["-1", "Please enter a whole number of hours from 0 to 168."],
    ["1.5", "Please enter a whole number of hours from 0 to 168."],
    ["1e2", "Please enter a whole number of hours from 0 to 168."],
    ["24 hours", "Please enter a whole number of hours from 0 to 168."],
    ["99999", "Please enter a whole number of hours from 0 to 168."],
  ])("the form refuses %j: %s", (hours, message) => {
    const parsed = ChangeNoticeSchema.safeParse({ hours });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe(message);
  });
});
