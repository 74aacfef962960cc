import { execFileSync } from "node:child_process";
import fs from "node:fs";

/** The kernel's clock ticks per second, in which /proc counts processor time. */
const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/**
 * The processor seconds, user and system, of the processes this one has started and waited for,
 * and of theirs (Linux's /proc/self/stat, fields 16 and 17: Node has no call for them).
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
