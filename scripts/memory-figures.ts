import { parseArgs } from "node:util";

/** The budget's run (docs/performance.md, "Memory"): 10 requests a second, 30 minutes after 10 minutes' warm-up. */
export type MemoryOptions = {
  rate: number;
  minutes: number;
  warmUpMinutes: number;
  database: "pglite" | "postgres";
  sampleSeconds: number;
  snapshot: boolean;
  /** Where to keep the heap snapshot (to open in Chrome's DevTools); removed after its summary unless given. */
  keepSnapshot: string | undefined;
  /** The server's Node flags: the production ones (scripts/server-node-flags.mjs) unless told. */
  nodeFlags: string[];
  /** The image's container limited to this much memory (`1g`) instead of the build run by node; no heap snapshot then. */
  image: string | undefined;
};

export function readMemoryOptions(args: string[], productionFlags: string[]): MemoryOptions {
  const { values } = parseArgs({
    args,
    options: {
      rate: { type: "string", default: "10" },
      minutes: { type: "string", default: "30" },
      "warm-up": { type: "string", default: "10" },
      database: { type: "string", default: "pglite" },
      "sample-seconds": { type: "string", default: "60" },
      snapshot: { type: "boolean", default: true },
      "keep-snapshot": { type: "string" },
      "node-flags": { type: "string", default: productionFlags.join(" ") },
      image: { type: "boolean", default: false },
      "memory-limit": { type: "string", default: "1g" },
    },
    allowNegative: true,
  });
  const number = (name: string, text: string, minimum: number) => {
    const value = Number(text);
    if (!Number.isFinite(value) || value < minimum)
      throw new Error(`--${name} must be a number of at least ${minimum}, not "${text}"`);
    return value;
  };
  if (!/^\d+[kmg]$/.test(values["memory-limit"]))
    throw new Error(`--memory-limit must be a size such as 1g or 768m, not "${values["memory-limit"]}"`);
  if (values.database !== "pglite" && values.database !== "postgres")
    throw new Error(`--database must be pglite or postgres, not "${values.database}"`);
  return {
    rate: number("rate", values.rate, 0.1),
    minutes: number("minutes", values.minutes, 1),
    warmUpMinutes: number("warm-up", values["warm-up"], 0),
    database: values.database,
    sampleSeconds: number("sample-seconds", values["sample-seconds"], 1),
    snapshot: values.snapshot && !values.image,
    keepSnapshot: values["keep-snapshot"],
    nodeFlags: values["node-flags"].split(/\s+/).filter(Boolean),
    image: values.image ? values["memory-limit"] : undefined,
  };
}

/** Resident memory in bytes, from the text of /proc/<pid>/status. */
export function residentBytes(status: string): number {
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error("no VmRSS line: the process has ended");
  return Number(kilobytes) * 1024;
}

/**
 * The server's memory gauges from its metrics port, in bytes (Prometheus' text format): the V8
 * heap used and total, each heap space's used bytes, external memory, array buffers and the
 * embedded database's WebAssembly memory (absent on PostgreSQL).
 */
export type MemoryGauges = {
  heapUsed: number;
  heapTotal: number;
  spaces: Record<string, number>;
  external: number;
  arrayBuffers: number;
  embeddedDatabase: number | undefined;
};

export function memoryGaugesOf(metrics: string): MemoryGauges {
  const values = new Map<string, number>();
  const spaces: Record<string, number> = {};
  for (const line of metrics.split("\n")) {
    const match = /^(\w+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const [, name, labels, value] = match;
    if (name === "nodejs_heap_space_size_used_bytes") {
      const space = /space="([^"]+)"/.exec(labels ?? "")?.[1];
      if (space) spaces[space] = Number(value);
    } else values.set(name!, Number(value));
  }
  const required = (name: string) => {
    const value = values.get(name);
    if (value === undefined) throw new Error(`the metrics have no ${name}`);
    return value;
  };
  return {
    heapUsed: required("nodejs_heap_size_used_bytes"),
    heapTotal: required("nodejs_heap_size_total_bytes"),
    spaces,
    external: required("nodejs_external_memory_bytes"),
    arrayBuffers: required("nodejs_array_buffers_bytes"),
    embeddedDatabase: values.get("embedded_database_memory_bytes"),
  };
}

/**
 * Whether resident memory has stopped growing: the mean of the measured samples' last third against
 * that of their second third (the first third may still be settling), within `tolerance` (5 %).
 */
export function flatness(
  resident: number[],
  tolerance = 0.05,
): { secondThird: number; lastThird: number; change: number; flat: boolean } {
  if (resident.length < 3) throw new Error("flatness needs at least three samples");
  const third = Math.floor(resident.length / 3);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const secondThird = mean(resident.slice(third, 2 * third));
  const lastThird = mean(resident.slice(resident.length - third));
  const change = (lastThird - secondThird) / secondThird;
  return { secondThird, lastThird, change, flat: Math.abs(change) <= tolerance };
}
