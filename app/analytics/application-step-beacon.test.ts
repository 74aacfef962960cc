import { describe, expect, it } from "vitest";

import { channelOfArrival, type StepBeacon } from "~domain/analytics/application-steps";

import { createStepTracker, withFormToken } from "./application-step-beacon";

describe("the application's step beacon", () => {
  const tracked = () => {
    let ms = 0;
    const sent: Omit<StepBeacon, "kind" | "jobId" | "channel">[] = [];
    const tracker = createStepTracker(
      { jobId: "qa-engineer-pune", channel: "campaign" },
      ({ kind: _kind, jobId: _jobId, channel: _channel, ...beacon }) => sent.push(beacon),
      () => ms,
    );
    return { tracker, sent, wait: (seconds: number) => (ms += seconds * 1000) };
  };

  it("reaches each step once, completes the one before with its visible seconds, and leaves on the furthest", () => {
    const { tracker, sent, wait } = tracked();
    tracker.show(0);
    wait(300);
    tracker.show(1);
    wait(20);
    tracker.hidden();
    wait(1000);
    tracker.visible();
    wait(10);
    tracker.show(0);
    wait(5);
    tracker.show(1);
    tracker.left();
    tracker.left();
    expect(sent).toEqual([
      { step: 1, event: "reached" },
      { step: 1, event: "completed", seconds: 300 },
      { step: 2, event: "reached" },
      { step: 2, event: "left", seconds: 30 },
    ]);
  });

  it("completes the last step when sent, and counts nothing after", () => {
    const { tracker, sent, wait } = tracked();
    tracker.show(3);
    wait(7);
    tracker.submitted();
    tracker.left();
    tracker.show(0);
    expect(sent.map(({ step, event }) => `${step} ${event}`)).toEqual([
      "1 reached",
      "1 completed",
      "2 reached",
      "2 completed",
      "3 reached",
      "3 completed",
      "4 reached",
      "4 completed",
    ]);
    expect(sent.at(-1)).toEqual({ step: 4, event: "completed", seconds: 7 });
  });

  it("sends each step with its form's token once the server gave it, in order, and none without one", async () => {
    const step = (n: number): StepBeacon => ({
      kind: "step",
      jobId: "qa-engineer-pune",
      channel: "campaign",
      step: n,
      event: "reached",
    });
    let give: (token: string | undefined) => void = () => undefined;
    const sent: StepBeacon[] = [];
    const send = withFormToken(new Promise((resolve) => (give = resolve)), (beacon) => sent.push(beacon));
    send(step(1));
    send(step(2));
    expect(sent).toEqual([]);
    give("made-for-this-page");
    await expect
      .poll(() => sent.map((beacon) => [beacon.step, beacon.formToken]))
      .toEqual([
        [1, "made-for-this-page"],
        [2, "made-for-this-page"],
      ]);

    const none: StepBeacon[] = [];
    const refused = Promise.resolve(undefined);
    withFormToken(refused, (beacon) => none.push(beacon))(step(1));
    await refused;
    expect(none).toEqual([]);
  });

  it("names the channel as the server names the application's source", () => {
    const of = (query: string, campaign?: string) => channelOfArrival(new URLSearchParams(query), campaign);
    expect(of(`ref=${"a".repeat(32)}&source=indeed`)).toBe("referral");
    expect(of("source=job-alert")).toBe("job-alert");
    expect(of("source=indeed&utm_campaign=diwali")).toBe("job-board");
    expect(of("utm_campaign=diwali")).toBe("campaign");
    expect(of("", "diwali-hiring")).toBe("campaign");
    expect(of("source=Not a board!")).toBe("careers-page");
  });
});
