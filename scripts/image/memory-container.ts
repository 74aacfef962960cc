import fs from "node:fs";

import { engineOutput } from "./engine.mjs";
import { startContainer, type Container } from "./containers";
import { startPostgresServer, type PostgresServer } from "./postgres-server";
import { freePort } from "../free-port.mjs";

/*
 * `npm run bench:memory -- --image`: the image as a 1 GB server runs it (docs/deploy.md, "Sizes"):
 * one container limited to `--memory 1g`, on its embedded database or beside a PostgreSQL server in
 * a small server's configuration. What the budget is judged on is what the server pays for: the
 * container's memory as its cgroup counts it, and PostgreSQL's processes' proportional set size
 * (each shared page counted once across them, so the shared buffers are not counted per backend).
 */

/** PostgreSQL on a 1 GB server beside the site: the site's pool (DATABASE_POOL_SIZE 10) and room for a psql, small buffers. */
export const smallPostgresSettings = {
  max_connections: "20",
  shared_buffers: "64MB",
  work_mem: "4MB",
  maintenance_work_mem: "32MB",
  effective_cache_size: "256MB",
  wal_buffers: "2MB",
};

export type MemoryContainer = {
  container: Container;
  /** The container's main process (the site's node) as the host sees it. */
  pid: number;
  postgres: PostgresServer | undefined;
  /** The container's cgroup's counts and PostgreSQL's processes' memory now, in bytes. */
  memory(): ContainerMemory;
  /** Whether the kernel killed the container for memory, how often it restarted, and whether it still runs. */
  state(): { oomKilled: boolean; restarts: number; running: boolean; limitHits: number };
  remove(): Promise<void>;
};

export type ContainerMemory = {
  /** The cgroup's usage: the processes' memory and the page cache they caused (what the limit holds). */
  cgroupUsage: number;
  /** The cgroup's anonymous memory: the processes' own, without the page cache. */
  cgroupAnonymous: number;
  /** PostgreSQL's processes together (proportional set size), when it runs beside. */
  postgres: number | undefined;
};

/** cgroup v1 (`memory.usage_in_bytes`) or v2 (`memory.current`), found from the process's own /proc entry. */
function memoryCgroupOf(pid: number): string {
  const lines = fs.readFileSync(`/proc/${pid}/cgroup`, "utf8").trim().split("\n");
  const v1 = lines.find((line) => line.split(":")[1]?.split(",").includes("memory"));
  if (v1) return `/sys/fs/cgroup/memory${v1.split(":")[2]}`;
  const v2 = lines.find((line) => line.startsWith("0::"));
  if (v2) return `/sys/fs/cgroup${v2.slice(3)}`;
  throw new Error(`no memory cgroup for process ${pid}`);
}

const readNumber = (file: string) => Number(fs.readFileSync(file, "utf8").trim());

/** A cgroup's file of `name value` lines (memory.stat, memory.events) as a map. */
function countsOf(cgroup: string, file: string): Map<string, number> {
  return new Map(
    fs
      .readFileSync(`${cgroup}/${file}`, "utf8")
      .trim()
      .split("\n")
      .map((line) => {
        const [name, value] = line.split(" ");
        return [name!, Number(value)] as const;
      }),
  );
}

function cgroupMemory(cgroup: string) {
  const v1 = fs.existsSync(`${cgroup}/memory.usage_in_bytes`);
  const stat = countsOf(cgroup, "memory.stat");
  return {
    cgroupUsage: readNumber(`${cgroup}/${v1 ? "memory.usage_in_bytes" : "memory.current"}`),
    cgroupAnonymous: (v1 ? stat.get("total_rss") : stat.get("anon")) ?? 0,
    // v2 counts the times usage reached the limit as memory.events' "max".
    limitHits: v1 ? readNumber(`${cgroup}/memory.failcnt`) : (countsOf(cgroup, "memory.events").get("max") ?? 0),
  };
}

/** A process's children, from each process's parent in /proc. */
function childrenOf(parent: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The parent is the fourth field, after the command in brackets (which may hold spaces).
        const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === parent;
      } catch {
        return false; // it ended meanwhile
      }
    })
    .map(Number);
}

/** Proportional set size in bytes, from /proc/<pid>/smaps_rollup; 0 for a process that has ended. */
function proportionalBytes(pid: number): number {
  try {
    const kilobytes = /^Pss:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1];
    return Number(kilobytes ?? 0) * 1024;
  } catch {
    return 0;
  }
}

const postgresMemory = (postmaster: number) =>
  [postmaster, ...childrenOf(postmaster)].reduce((sum, pid) => sum + proportionalBytes(pid), 0);

/**
 * Starts the image limited to `memoryLimit`, on its embedded database or, with `postgres`, beside a
 * throwaway PostgreSQL server in the small configuration; resolves once it answers /readyz.
 */
export async function startMemoryContainer({
  memoryLimit,
  postgres: withPostgres,
  env,
}: {
  memoryLimit: string;
  postgres: boolean;
  env: Record<string, string>;
}): Promise<MemoryContainer> {
  const postgres = withPostgres ? await startPostgresServer({ settings: smallPostgresSettings }) : undefined;
  try {
    const container = await startContainer({
      port: await freePort(),
      metricsPort: await freePort(),
      memoryLimit,
      env: { ...env, ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
    });
    const pid = Number(engineOutput(["inspect", "--format", "{{.State.Pid}}", container.name]).trim());
    const cgroup = memoryCgroupOf(pid);
    const postmaster = postgres?.pid();
    return {
      container,
      pid,
      postgres,
      memory: () => {
        const { cgroupUsage, cgroupAnonymous } = cgroupMemory(cgroup);
        return { cgroupUsage, cgroupAnonymous, postgres: postmaster ? postgresMemory(postmaster) : undefined };
      },
      state: () => {
        const [oomKilled, restarts, running] = engineOutput([
          "inspect",
          "--format",
          "{{.State.OOMKilled}} {{.RestartCount}} {{.State.Running}}",
          container.name,
        ])
          .trim()
          .split(" ");
        // Read while it runs: the cgroup goes with the container.
        const limitHits = running === "true" ? cgroupMemory(cgroup).limitHits : Number.NaN;
        return { oomKilled: oomKilled === "true", restarts: Number(restarts), running: running === "true", limitHits };
      },
      remove: async () => {
        await container.remove();
        await postgres?.remove();
      },
    };
  } catch (error) {
    await postgres?.remove();
    throw error;
  }
}
