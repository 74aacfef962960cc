import { describe, expect, it } from "vitest";

import { AnswerCache, perDatabase } from "./answer-cache";

/** A read the test finishes when it wants, counting how often the cache asked for one. */
function controlledReads<Value>() {
  const pending: { resolve: (value: { value: Value; expiresAt?: number }) => void; reject: (error: Error) => void }[] =
    [];
  return {
    read: () =>
      new Promise<{ value: Value; expiresAt?: number }>((resolve, reject) => pending.push({ resolve, reject })),
    get count() {
      return pending.length;
    },
    finish: (index: number, value: Value, expiresAt?: number) => pending[index]!.resolve({ value, expiresAt }),
    fail: (index: number) => pending[index]!.reject(new Error("database gone")),
  };
}

describe("AnswerCache", () => {
  it("answers from memory after one read, and many waiting requests share that read", async () => {
    const cache = new AnswerCache<string, string>(10);
    const reads = controlledReads<string>();
    const waiting = Array.from({ length: 50 }, () => cache.get("day", 0, reads.read));
    expect(reads.count).toBe(1);
    reads.finish(0, "slots");
    expect(await Promise.all(waiting)).toEqual(Array(50).fill("slots"));
    expect(await cache.get("day", 0, reads.read)).toBe("slots");
    expect(reads.count).toBe(1);
  });

  it("never keeps a read that began before an invalidation, nor lets later requests join it", async () => {
    const cache = new AnswerCache<string, string>(10);
    const reads = controlledReads<string>();
    const early = cache.get("day", 0, reads.read);
    cache.invalidate(); // a write committed while the read was out
    const late = cache.get("day", 0, reads.read);
    expect(reads.count).toBe(2);
    reads.finish(0, "before the write");
    reads.finish(1, "after the write");
    expect(await early).toBe("before the write");
    expect(await late).toBe("after the write");
    expect(await cache.get("day", 0, reads.read)).toBe("after the write");
    expect(reads.count).toBe(2);
  });

  it("reads again once the clock passes an answer's expiry, and keeps nothing already expired", async () => {
    const cache = new AnswerCache<string, string>(10);
    const reads = controlledReads<string>();
    const first = cache.get("day", 100, reads.read);
    reads.finish(0, "four slots", 200);
    await first;
    expect(await cache.get("day", 199, reads.read)).toBe("four slots");
    const second = cache.get("day", 200, reads.read);
    expect(reads.count).toBe(2);
    reads.finish(1, "closed", 200);
    expect(await second).toBe("closed");
    void cache.get("day", 200, reads.read);
    expect(reads.count).toBe(3);
  });

  it("forgets a failed read, and holds no more than its bound, the oldest going first", async () => {
    const cache = new AnswerCache<number, string>(2);
    const reads = controlledReads<string>();
    const failed = cache.get(1, 0, reads.read);
    reads.fail(0);
    await expect(failed).rejects.toThrow("database gone");
    for (const key of [1, 2, 3]) {
      const reading = cache.get(key, 0, reads.read);
      reads.finish(reads.count - 1, `answer ${key}`);
      await reading;
    }
    expect(reads.count).toBe(4);
    await cache.get(3, 0, reads.read);
    await cache.get(2, 0, reads.read);
    expect(reads.count).toBe(4);
    void cache.get(1, 0, reads.read);
    expect(reads.count).toBe(5);
  });
});

describe("perDatabase", () => {
  it("makes one of a kind per database handle", () => {
    const made = perDatabase((db: { name: string }) => ({ of: db.name }));
    const first = { name: "first" };
    expect(made(first)).toBe(made(first));
    expect(made({ name: "second" })).not.toBe(made(first));
  });
});
