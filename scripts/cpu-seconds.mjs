import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The kernel's clock ticks per second, in which /proc and cgroup v1 count processor time. */
const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/**
 * The processor seconds, user and system, of the processes this one has started and waited for,
 * and of theirs (Linux's /proc/self/stat, fields 16 and 17: Node has no call for them). A process
 * whose parent ended first is waited for by init instead, and missed: Chromium's renderers and a
 * server a test left running are.
 */
export function childrenCpuSeconds() {
  const stat = fs.readFileSync("/proc/self/stat", "utf8");
  // The fields after the command's name, which may hold spaces, in parentheses: the 16th and 17th
  // of the line are the 14th and 15th of these.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return {
    userSeconds: Number(fields[13]) / ticksPerSecond,
    systemSeconds: Number(fields[14]) / ticksPerSecond,
  };
}

/** Splits a control group's "name value" lines into an object. */
const keyedLines = (file) =>
  Object.fromEntries(
    fs
      .readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((line) => line.split(" ")),
  );

/**
 * The controller hierarchies that count processor time, newest first: cgroup v2, then v1's
 * cpuacct. `own` finds this process's group in /proc/self/cgroup: a group made inside it is counted
 * in it too, so a step's group counts in the whole run's.
 */
const hierarchies = [
  {
    root: "/sys/fs/cgroup",
    usable: (root) => fs.existsSync(path.join(root, "cgroup.controllers")),
    own: (lines) => lines.find((line) => line.startsWith("0::"))?.slice(3),
    read(folder) {
      const stat = keyedLines(path.join(folder, "cpu.stat"));
      return { userSeconds: Number(stat.user_usec) / 1e6, systemSeconds: Number(stat.system_usec) / 1e6 };
    },
  },
  {
    root: "/sys/fs/cgroup/cpuacct",
    usable: (root) => fs.existsSync(path.join(root, "cpuacct.stat")),
    own: (lines) => lines.find((line) => line.split(":")[1]?.split(",").includes("cpuacct"))?.split(":")[2],
    read(folder) {
      const stat = keyedLines(path.join(folder, "cpuacct.stat"));
      return { userSeconds: Number(stat.user) / ticksPerSecond, systemSeconds: Number(stat.system) / ticksPerSecond };
    },
  },
];

/** Groups of earlier runs that an orphan kept: gone once it ended (a group still in use stays). */
function removeEmptyGroups(parent, name) {
  for (const entry of fs.readdirSync(parent)) {
    if (!entry.startsWith(`${name}-`)) continue;
    try {
      fs.rmdirSync(path.join(parent, entry));
    } catch {
      // Still in use.
    }
  }
}

/** What a count without a control group covers: this process and the children it waited for. */
export const waitedForCount = "the processes waited for";

/** This process's own processor time and that of the children it waited for, in seconds. */
function ownAndWaitedFor() {
  const children = childrenCpuSeconds();
  const own = process.cpuUsage();
  return {
    userSeconds: children.userSeconds + own.user / 1e6,
    systemSeconds: children.systemSeconds + own.system / 1e6,
  };
}

/**
 * Counts the processor time of this process and of every process it starts from now on, whoever
 * ends up waiting for them: a control group of their own when the machine lets this user make one
 * (root, or a delegated group), else this process and the children it waited for, which misses
 * orphans. `counted` says which: the figures of the two are not comparable.
 */
export function startCounting(name) {
  const ownGroups = fs.readFileSync("/proc/self/cgroup", "utf8").trim().split("\n");
  for (const hierarchy of hierarchies) {
    const own = hierarchy.usable(hierarchy.root) ? hierarchy.own(ownGroups) : undefined;
    if (own === undefined) continue;
    const parent = path.join(hierarchy.root, own);
    removeEmptyGroups(parent, name);
    const folder = path.join(parent, `${name}-${process.pid}`);
    try {
      fs.mkdirSync(folder);
      fs.writeFileSync(path.join(folder, "cgroup.procs"), String(process.pid));
    } catch {
      // Not this user's to make (or to join): try the next way.
      if (fs.existsSync(folder)) fs.rmdirSync(folder);
      continue;
    }
    const start = hierarchy.read(folder);
    return {
      counted: "every process (a control group)",
      /** The group's folder, for a process inside it that reads it too (`readGroup`). */
      folder,
      read() {
        const now = hierarchy.read(folder);
        return {
          userSeconds: now.userSeconds - start.userSeconds,
          systemSeconds: now.systemSeconds - start.systemSeconds,
        };
      },
      /** Leaves the group and removes it; a process still running in it keeps it until it ends. */
      stop() {
        try {
          fs.writeFileSync(path.join(parent, "cgroup.procs"), String(process.pid));
          fs.rmdirSync(folder);
        } catch {
          // An orphan still runs in it: the next run removes the group.
        }
      },
    };
  }
  return { counted: waitedForCount, read: ownAndWaitedFor, stop() {} };
}

/** The processor seconds counted so far in the control group at `folder` (a `startCounting` group's). */
export function readGroup(folder) {
  // A group's folder holds the same counting files as its hierarchy's root.
  const hierarchy = hierarchies.find(({ usable }) => usable(folder));
  const { userSeconds, systemSeconds } = hierarchy.read(folder);
  return userSeconds + systemSeconds;
}
