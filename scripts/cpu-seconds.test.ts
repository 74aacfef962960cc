import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { expect, it } from "vitest";

it("counts the processor time of a process that outlives its parent, when a control group can be made", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "cpu-seconds-"));
  const costFile = path.join(folder, "cost.json");
  // The orphan spins for a second in a session of its own after its parent, the shell, has gone.
  execFileSync(process.execPath, [
    "scripts/measured-run.mjs",
    costFile,
    "bash",
    "-c",
    "setsid timeout 1 sh -c 'while :; do :; done' & disown; sleep 1.2",
  ]);
  const cost = JSON.parse(fs.readFileSync(costFile, "utf8"));
  fs.rmSync(folder, { recursive: true, force: true });
  const seconds = cost.userSeconds + cost.systemSeconds;
  if (cost.counted === "every process (a control group)") expect(seconds).toBeGreaterThan(0.5);
  else expect([cost.counted, seconds < 0.5]).toEqual(["the processes waited for", true]);
});
