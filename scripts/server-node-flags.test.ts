import { execFileSync } from "node:child_process";
import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { serverNodeFlags } from "./server-node-flags.mjs";

const packageJson = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
const dockerfile = fs.readFileSync("Dockerfile", "utf8");

describe("the flags the production server runs with (decision 069)", () => {
  it("are the ones npm start gives node", () => {
    expect(packageJson.scripts.start).toBe(`exec node ${serverNodeFlags.join(" ")} scripts/start.mjs`);
  });

  it("are the ones the image's command gives node", () => {
    const command = dockerfile.split("\n").findLast((line) => line.startsWith("CMD ")) ?? "CMD []";
    expect(JSON.parse(command.slice("CMD ".length))).toEqual(["node", ...serverNodeFlags, "build/node/main.js"]);
  });

  it("are accepted by this Node, which refuses a flag it does not know", () => {
    expect(() => execFileSync(process.execPath, [...serverNodeFlags, "-e", ""], { stdio: "ignore" })).not.toThrow();
    expect(() => execFileSync(process.execPath, ["--no-such-collector", "-e", ""], { stdio: "ignore" })).toThrow();
  });
});
