// Runs one command of `npm test` and writes what it cost to the file named first: its wall
// seconds, and the processor seconds (user and system) of it and of every process it started.
// Those are the figures the suite is judged by (docs/performance.md): wall time follows the
// machine's mood, processor seconds much less. They are counted in a control group when the machine
// allows one, so a browser's or a server's processes that outlive their parent count too.
import { spawn } from "node:child_process";
import fs from "node:fs";

import { childrenCpuSeconds, startCounting } from "./cpu-seconds.mjs";

const [outputFile, command, ...args] = process.argv.slice(2);
const started = performance.now();
const counting = startCounting("nexora-test-step");
const child = spawn(command, args, { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("error", (error) => {
  console.error(`cannot run ${command}: ${error.message}`);
  process.exit(127);
});
child.on("close", (status, signal) => {
  const cpu = counting.read();
  counting.stop();
  const wallSeconds = (performance.now() - started) / 1000;
  // Beside it, the older count of the processes waited for, which earlier runs' figures used.
  const waitedFor = childrenCpuSeconds();
  const waitedForSeconds = waitedFor.userSeconds + waitedFor.systemSeconds;
  fs.writeFileSync(outputFile, JSON.stringify({ wallSeconds, ...cpu, counted: counting.counted, waitedForSeconds }));
  if (signal) process.kill(process.pid, signal);
  else process.exit(status ?? 1);
});
