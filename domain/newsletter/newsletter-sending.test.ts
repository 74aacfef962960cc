import { describe, expect, it } from "vitest";

import { fieldErrors } from "../forms/field-errors";
import { isoDate } from "../time/india-dates";
import {
  DigestScheduleFormSchema,
  NewsletterSendSchema,
  choosePostMessage,
  dueDigest,
  nextBatch,
  sendingTimeMs,
  withNewsletterCampaign,
} from "./newsletter-sending";

const at = (iso: string) => new Date(iso);

describe("nextBatch", () => {
  const now = at("2026-11-22T04:30:00Z");

  it("takes a second's worth of the rate when on time, and is due again a second later", () => {
    expect(nextBatch(now, now, 600)).toEqual({ size: 10, nextDue: at("2026-11-22T04:30:01Z") });
    expect(nextBatch(now, now, 6000)).toEqual({ size: 100, nextDue: at("2026-11-22T04:30:01Z") });
  });

  it("catches up what a late turn earned, up to another second, so the rate holds on average", () => {
    const due = at("2026-11-22T04:29:59.750Z");
    expect(nextBatch(now, due, 600)).toEqual({ size: 12, nextDue: at("2026-11-22T04:30:00.950Z") });
    // A server back after an hour catches up a second, not the hour.
    expect(nextBatch(now, at("2026-11-22T03:30:00Z"), 600)).toEqual({ size: 20, nextDue: at("2026-11-22T04:30:01Z") });
  });

  it("takes one at a time at a slow rate, and no more than 500 at a fast one", () => {
    expect(nextBatch(now, now, 6)).toEqual({ size: 1, nextDue: at("2026-11-22T04:30:10Z") });
    expect(nextBatch(now, now, 120_000)).toEqual({ size: 500, nextDue: at("2026-11-22T04:30:00.250Z") });
  });

  it("says how long a list takes at a rate", () => {
    expect(sendingTimeMs(10_000, 600)).toBe(1_000_000);
  });
});

describe("withNewsletterCampaign", () => {
  const site = "https://nexoratech.in";

  it("adds the newsletter's campaign to the site's own links, keeping their query and fragment", () => {
    expect(withNewsletterCampaign(`${site}/services/cloud?tab=aws#pricing`, site, "offline-first")).toBe(
      `${site}/services/cloud?tab=aws&utm_source=newsletter&utm_medium=email&utm_campaign=newsletter&utm_content=offline-first#pricing`,
    );
  });

  it("leaves another site's links, and addresses that are not links, as written", () => {
    expect(withNewsletterCampaign("https://developer.android.com/guide", site, "x")).toBe(
      "https://developer.android.com/guide",
    );
    expect(withNewsletterCampaign("https://nexoratech.in.evil.example/", site, "x")).toBe(
      "https://nexoratech.in.evil.example/",
    );
    expect(withNewsletterCampaign("mailto:sales@nexoratech.in", site, "x")).toBe("mailto:sales@nexoratech.in");
  });
});

describe("dueDigest", () => {
  const schedule = { enabled: true, day: 3, time: "09:00", since: "2026-10-25T00:00:00.000Z" };

  it("is due from the chosen day and time in India, for the month before", () => {
    // 3 November 2026, 09:00 in India is 03:30 UTC.
    expect(dueDigest(schedule, isoDate("2026-11-03"), at("2026-11-03T03:29:59Z"))).toBeUndefined();
    expect(dueDigest(schedule, isoDate("2026-11-03"), at("2026-11-03T03:30:00Z"))).toEqual({
      month: "2026-10",
      at: at("2026-11-03T03:30:00Z"),
    });
    expect(dueDigest(schedule, isoDate("2027-01-20"), at("2027-01-20T00:00:00Z"))?.month).toBe("2026-12");
  });

  it("is not due while off, nor for a day that passed before it was switched on", () => {
    expect(
      dueDigest({ ...schedule, enabled: false }, isoDate("2026-11-20"), at("2026-11-20T00:00:00Z")),
    ).toBeUndefined();
    expect(
      dueDigest({ ...schedule, since: "2026-11-10T00:00:00.000Z" }, isoDate("2026-11-20"), at("2026-11-20T00:00:00Z")),
    ).toBeUndefined();
  });
});

describe("the send and digest forms", () => {
  const postId = "5f0c7f1e-3b7a-4d0e-9a55-2a3c4b5d6e7f";

  it("take a post, an audience and now or a day and time in India", () => {
    expect(NewsletterSendSchema.parse({ postId, audience: "topic", when: "now" })).toEqual({
      postId,
      audience: "topic",
      when: "now",
    });
    expect(
      NewsletterSendSchema.parse({ postId, audience: "all", when: "at", date: "2026-11-24", time: "09:30" }),
    ).toMatchObject({ when: "at", date: "2026-11-24", time: "09:30" });
  });

  it("refuse a missing post, an unknown audience and a time that is not one", () => {
    const result = NewsletterSendSchema.safeParse({
      postId: "",
      audience: "friends",
      when: "at",
      date: "2026-11-24",
      time: "9",
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      postId: choosePostMessage,
      audience: "Please choose who receives it.",
      time: "Please give the time to send it as HH:MM, in India time.",
    });
  });

  it("take the digest's switch, a day from 1 to 28 and a time", () => {
    expect(DigestScheduleFormSchema.parse({ enabled: "on", day: "3", time: "09:00" })).toEqual({
      enabled: true,
      day: 3,
      time: "09:00",
    });
    expect(DigestScheduleFormSchema.parse({ day: "28", time: "18:30" })).toMatchObject({ enabled: false });
    expect(DigestScheduleFormSchema.safeParse({ day: "29", time: "09:00" }).success).toBe(false);
  });
});
