import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { expect, it } from "vitest";

it("counts the processor time of a process nobody waits for, when a control group can be made", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "cpu-seconds-"));
  const costFile = path.join(folder, "cost.json");
  const orphanFile = path.join(folder, "orphan.json");
  // The orphan, in a session of its own and never waited for, does a fixed piece of work and writes
  // what it cost itself; the shell waits for the file, not for the process. On a busy machine the
  // work takes longer, never less processor time.
  const work = `let x = 0; for (let i = 0; i < 2e8; i++) x += i; const { user, system } = process.cpuUsage(); require("fs").writeFileSync(${JSON.stringify(orphanFile)}, JSON.stringify({ seconds: (user + system) / 1e6 }));`;
  execFileSync(process.execPath, [
    "scripts/measured-run.mjs",
    costFile,
    "bash",
    "-c",
    `setsid ${JSON.stringify(process.execPath)} -e '${work}' & disown; until [ -f ${JSON.stringify(orphanFile)} ]; do sleep 0.05; done`,
  ]);
  const cost = JSON.parse(fs.readFileSync(costFile, "utf8"));
  const orphan = JSON.parse(fs.readFileSync(orphanFile, "utf8"));
  fs.rmSync(folder, { recursive: true, force: true });
  const counted = cost.userSeconds + cost.systemSeconds;
  expect(orphan.seconds).toBeGreaterThan(0.05);
  if (cost.counted === "every process (a control group)") expect(counted).toBeGreaterThanOrEqual(orphan.seconds * 0.9);
  else expect([cost.counted, counted < orphan.seconds]).toEqual(["the processes waited for", true]);
}, 90_000);
