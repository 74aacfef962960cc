// Runs one command of `npm test` and writes what it cost to the file named first: its wall
// seconds, and the processor seconds (user and system) of it and of every process it started.
// Those are the figures the suite is judged by (docs/performance.md): wall time follows the
// machine's mood, processor seconds much less.
import { spawn } from "node:child_process";
import fs from "node:fs";

import { childrenCpuSeconds } from "./cpu-seconds.mjs";

const [outputFile, command, ...args] = process.argv.slice(2);
const started = performance.now();
const child = spawn(command, args, { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("error", (error) => {
  console.error(`cannot run ${command}: ${error.message}`);
  process.exit(127);
});
child.on("close", (status, signal) => {
  // The command has been waited for, so its processor time (and that of everything it waited
  // for in turn) is now counted as this process's children's.
  const cpu = childrenCpuSeconds();
  const wallSeconds = (performance.now() - started) / 1000;
  fs.writeFileSync(outputFile, JSON.stringify({ wallSeconds, ...cpu }));
  if (signal) process.kill(process.pid, signal);
  else process.exit(status ?? 1);
});
