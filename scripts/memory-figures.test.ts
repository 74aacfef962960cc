import { describe, expect, it } from "vitest";

import { flatness, memoryGaugesOf, readMemoryOptions, residentBytes } from "./memory-figures";

describe("bench:memory's options", () => {
  it("defaults to the budget's run: 10 a second, 30 minutes after 10 minutes' warm-up, PGlite, a sample a minute", () => {
    expect(readMemoryOptions([], ["--single-threaded-gc"])).toEqual({
      rate: 10,
      minutes: 30,
      warmUpMinutes: 10,
      database: "pglite",
      sampleSeconds: 60,
      snapshot: true,
      keepSnapshot: undefined,
      nodeFlags: ["--single-threaded-gc"],
      image: undefined,
    });
  });

  it("reads each flag", () => {
    expect(
      readMemoryOptions(
        [
          "--rate",
          "5",
          "--minutes",
          "4",
          "--warm-up",
          "0",
          "--database",
          "postgres",
          "--sample-seconds",
          "30",
          "--no-snapshot",
          "--keep-snapshot",
          "warm.heapsnapshot",
          "--node-flags=--max-semi-space-size=4  --single-threaded-gc",
        ],
        ["--single-threaded-gc"],
      ),
    ).toEqual({
      rate: 5,
      minutes: 4,
      warmUpMinutes: 0,
      database: "postgres",
      sampleSeconds: 30,
      snapshot: false,
      keepSnapshot: "warm.heapsnapshot",
      nodeFlags: ["--max-semi-space-size=4", "--single-threaded-gc"],
      image: undefined,
    });
    expect(readMemoryOptions(["--node-flags="], ["--single-threaded-gc"]).nodeFlags).toEqual([]);
  });

  it("runs the image under a memory limit, 1 GB unless told, with no heap snapshot", () => {
    expect(readMemoryOptions(["--image"], [])).toMatchObject({ image: "1g", snapshot: false });
    expect(readMemoryOptions(["--image", "--memory-limit", "768m"], [])).toMatchObject({ image: "768m" });
    expect(() => readMemoryOptions(["--image", "--memory-limit", "a lot"], [])).toThrow(
      '--memory-limit must be a size such as 1g or 768m, not "a lot"',
    );
  });

  it("refuses a database it does not know and a rate that is not a number", () => {
    expect(() => readMemoryOptions(["--database", "mysql"], [])).toThrow("--database must be pglite or postgres");
    expect(() => readMemoryOptions(["--rate", "ten"], [])).toThrow("--rate must be a number");
    expect(() => readMemoryOptions(["--minutes", "0"], [])).toThrow("--minutes must be a number of at least 1");
  });
});

it("reads resident memory from /proc/<pid>/status in bytes", () => {
  expect(residentBytes("Name:\tnode\nVmPeak:\t 900 kB\nVmRSS:\t  262144 kB\nVmData:\t 1 kB\n")).toBe(256 * 1024 * 1024);
  expect(() => residentBytes("Name:\tnode\n")).toThrow("no VmRSS line");
});

it("reads the memory gauges from the metrics port's text, each heap space by name", () => {
  const metrics = [
    "# HELP nodejs_heap_size_used_bytes Process heap size used from Node.js in bytes.",
    "# TYPE nodejs_heap_size_used_bytes gauge",
    "nodejs_heap_size_used_bytes 1000",
    "nodejs_heap_size_total_bytes 2000",
    'nodejs_heap_space_size_used_bytes{space="new"} 100',
    'nodejs_heap_space_size_used_bytes{space="old"} 800',
    'nodejs_heap_space_size_total_bytes{space="old"} 900',
    "nodejs_external_memory_bytes 300",
    "nodejs_array_buffers_bytes 50",
    "embedded_database_memory_bytes 134217728",
  ].join("\n");
  expect(memoryGaugesOf(metrics)).toEqual({
    heapUsed: 1000,
    heapTotal: 2000,
    spaces: { new: 100, old: 800 },
    external: 300,
    arrayBuffers: 50,
    embeddedDatabase: 134217728,
  });
  // PostgreSQL: no embedded database; a server without the array buffers' gauge is not measured.
  expect(memoryGaugesOf(metrics.replace(/embedded_database.*$/m, "")).embeddedDatabase).toBeUndefined();
  expect(() => memoryGaugesOf(metrics.replace(/nodejs_array_buffers_bytes.*$/m, ""))).toThrow(
    "the metrics have no nodejs_array_buffers_bytes",
  );
});

describe("flatness", () => {
  it("compares the last third's mean with the second third's", () => {
    expect(flatness([100, 110, 200, 200, 204, 208])).toEqual({
      secondThird: 200,
      lastThird: 206,
      change: 0.03,
      flat: true,
    });
  });

  it("is not flat past 5 % either way", () => {
    expect(flatness([100, 100, 100, 100, 106, 106]).flat).toBe(false);
    expect(flatness([100, 100, 100, 100, 94, 94]).flat).toBe(false);
    expect(flatness([100, 100, 100, 100, 105, 105]).flat).toBe(true);
  });

  it("needs three samples", () => {
    expect(() => flatness([1, 2])).toThrow("at least three samples");
  });
});
