import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { freePort } from "../free-port.mjs";
import { sampleBooking } from "../../test-support/sample-submissions";
import { engine, engineArgs, ulimits } from "./engine.mjs";
import { startContainer, type Container } from "./containers";
import { imageTag } from "./image-tag.mjs";
import { firstFreeSlot } from "./stack-visitors";

/**
 * docs/deploy.md, "One machine, one container": the embedded database on a volume, read-only
 * otherwise; how fast it starts; the backup an operator takes (stop, copy, start) and its restore.
 */
describe("one container on the embedded database", () => {
  const containers: Container[] = [];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "one-container-"));
  afterAll(async () => {
    for (const container of containers) await container.remove();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const start = async (volume?: string) => {
    const begun = Date.now();
    // As the smallest deployment runs it (docs/deploy.md, "Server size"): a 1 GB machine's container.
    const container = await startContainer({
      port: await freePort(),
      metricsPort: await freePort(),
      env: {},
      volume,
      memoryLimit: "1g",
    });
    containers.push(container);
    return { container, seconds: (Date.now() - begun) / 1000 };
  };

  it("starts, is backed up with a stop, a copy and a start, and the copy restores into a new volume", async () => {
    const { container, seconds: firstStart } = await start();
    const { date, time } = await firstFreeSlot(container.origin);
    const booked = await fetch(`${container.origin}/demo/book`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...sampleBooking, email: "one.container@example.in", date, time }),
    });
    expect(booked.status).toBe(201);

    // docs/deploy.md: stop (the in-flight requests finish, exit 0), copy the volume, start again.
    const backup = path.join(folder, "nexora-data.tar");
    const stoppedAt = Date.now();
    expect(await container.stop()).toBe(0);
    fs.writeFileSync(
      backup,
      execFileSync(
        engine,
        engineArgs([
          "run",
          "--rm",
          ...ulimits,
          "--volume",
          `${container.volume}:/data:ro`,
          imageTag,
          "tar",
          "-C",
          "/data",
          "-cf",
          "-",
          ".",
        ]),
        {
          maxBuffer: 512 * 2 ** 20,
        },
      ),
    );
    const restartBegun = Date.now();
    await container.restart();
    const restart = (Date.now() - restartBegun) / 1000;
    const downtime = (Date.now() - stoppedAt) / 1000;

    // The restore: the copy into a new volume, and a container on it.
    const restoredVolume = `${container.volume}-restored`;
    execFileSync(
      engine,
      engineArgs([
        "run",
        "--rm",
        "--interactive",
        ...ulimits,
        "--volume",
        `${restoredVolume}:/data`,
        imageTag,
        "tar",
        "-C",
        "/data",
        "-xf",
        "-",
      ]),
      {
        input: fs.readFileSync(backup),
      },
    );
    const { container: restored } = await start(restoredVolume);
    const slots = (await (await fetch(`${restored.origin}/demo/slots/${date}`)).json()) as {
      data: { availableSlots: string[] };
    };
    expect(slots.data.availableSlots).not.toContain(time);
    console.log(
      `one container: first start on an empty volume ${firstStart} s, restart ${restart} s, backup downtime ${downtime} s, backup ${Math.round(fs.statSync(backup).size / 1e6)} MB`,
    );
  });
});
