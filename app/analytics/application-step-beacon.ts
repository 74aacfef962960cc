import { useEffect, useRef } from "react";

import {
  channelOfArrival,
  type CareersChannel,
  type StepBeacon,
  type StepEvent,
} from "~domain/analytics/application-steps";

import { campaignOfTab, sendBeacon } from "./page-view-beacon";

/**
 * The job application's own beacon (decision 066): which of the four steps the
 * page reached, went on from, or was left on, with the seconds the step was seen. It keeps nothing
 * in the browser beyond this page's memory, and sends no visitor key: the server counts steps per
 * day, job and channel, never a person. Each step goes with the token the server gave this page
 * for its form, and counts once per token (decision 072).
 */

type Clock = () => number;

export type StepTracker = {
  /** The form shows the step at this index (0 to 3). */
  show(index: number): void;
  /** The application was sent: its last step is completed, and nothing more is counted. */
  submitted(): void;
  hidden(): void;
  visible(): void;
  /** The page is left (closed, or another page opened) before the application was sent. */
  left(): void;
};

/**
 * Counts one page's way through the form. Each step is "reached" once, the first time the form
 * goes that far, and the step before it is then "completed" with the seconds seen on it. A page
 * left before sending is "left" on the furthest step it reached: that is where the applicant gave
 * up, wherever they had gone back to. Seconds are counted only while the tab is visible.
 */
export function createStepTracker(
  base: { jobId: string; channel: CareersChannel },
  send: (beacon: StepBeacon) => void,
  now: Clock = () => performance.now(),
  visibleNow = true,
): StepTracker {
  let furthest = -1;
  let shown = 0;
  let done = false;
  const secondsMs: number[] = [];
  let visibleSince: number | undefined = visibleNow ? now() : undefined;

  const settle = () => {
    if (visibleSince === undefined) return;
    const at = now();
    secondsMs[shown] = (secondsMs[shown] ?? 0) + (at - visibleSince);
    visibleSince = at;
  };
  const beacon = (index: number, event: StepEvent) => {
    const seconds = event === "reached" ? undefined : Math.round((secondsMs[index] ?? 0) / 1000);
    send({ kind: "step", ...base, step: index + 1, event, ...(seconds === undefined ? {} : { seconds }) });
  };

  return {
    show(index) {
      if (done) return;
      settle();
      shown = index;
      for (let next = furthest + 1; next <= index; next += 1) {
        if (next > 0) beacon(next - 1, "completed");
        beacon(next, "reached");
        furthest = next;
      }
    },
    submitted() {
      if (done) return;
      settle();
      done = true;
      beacon(furthest, "completed");
    },
    hidden() {
      settle();
      visibleSince = undefined;
    },
    visible() {
      visibleSince ??= now();
    },
    left() {
      if (done || furthest < 0) return;
      settle();
      done = true;
      beacon(furthest, "left");
    },
  };
}

const formEndpoint = "/api/analytics/application-forms";

/** The token this page's form counts its steps under; none when the server gave none (then nothing is counted). */
async function formTokenFor(jobId: string): Promise<string | undefined> {
  try {
    const response = await fetch(formEndpoint, {
      method: "POST",
      body: JSON.stringify({ jobId }),
      headers: { "content-type": "application/json" },
      credentials: "omit",
    });
    if (!response.ok) return undefined;
    const { formToken } = (await response.json()) as { formToken?: unknown };
    return typeof formToken === "string" ? formToken : undefined;
  } catch {
    return undefined;
  }
}

/** Sends each step with the form's token once it has come, in the order they were shown; none without one. */
export function withFormToken(
  formToken: Promise<string | undefined>,
  send: (beacon: StepBeacon) => void,
): (beacon: StepBeacon) => void {
  return (beacon) => {
    void formToken.then((token) => {
      if (token) send({ ...beacon, formToken: token });
    });
  };
}

/** The application form's steps, counted for its job: `stepIndex` shown, `sent` once the application is. */
export function useApplicationStepBeacon(jobId: string, stepIndex: number, sent: boolean): void {
  const tracker = useRef<StepTracker>(undefined);

  useEffect(() => {
    const channel = channelOfArrival(new URLSearchParams(location.search), campaignOfTab());
    const current = createStepTracker(
      { jobId, channel },
      withFormToken(formTokenFor(jobId), sendBeacon),
      undefined,
      document.visibilityState === "visible",
    );
    tracker.current = current;
    const onVisibility = () => (document.visibilityState === "hidden" ? current.hidden() : current.visible());
    const onPageHide = () => current.left();
    document.addEventListener("visibilitychange", onVisibility);
    addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      removeEventListener("pagehide", onPageHide);
      // Another page of the site opened in its place: the application was left here too.
      current.left();
    };
  }, [jobId]);

  useEffect(() => tracker.current?.show(stepIndex), [jobId, stepIndex]);

  useEffect(() => {
    if (sent) tracker.current?.submitted();
  }, [sent]);
}
