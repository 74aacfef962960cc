import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module: its once-per-process promise starts unset. */
const freshWarmUp = async () => {
  vi.resetModules();
  return (await import("./tick-queue-warm-up")).warmUpTickQueue;
};

describe("warmUpTickQueue", () => {
  afterEach(() => vi.restoreAllMocks());

  it("runs a few thousand ticks, of the shapes a request makes, and resolves when they have run", async () => {
    const warmUpTickQueue = await freshWarmUp();
    const nextTick = vi.spyOn(process, "nextTick");
    await warmUpTickQueue();

    expect(nextTick).toHaveBeenCalledTimes(4000);
    expect(new Set(nextTick.mock.calls.map((call) => call.length))).toEqual(new Set([1, 2, 3, 4]));
  });

  it("runs once per process: a second database opening waits for nothing more", async () => {
    const warmUpTickQueue = await freshWarmUp();
    const first = warmUpTickQueue();
    const nextTick = vi.spyOn(process, "nextTick");
    const second = warmUpTickQueue();

    expect(second).toBe(first);
    expect(nextTick).not.toHaveBeenCalled();
    await second;
  });
});
