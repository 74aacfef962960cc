import { execFileSync } from "node:child_process";
import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { serverEnvironment, serverNodeFlags } from "./server-node-flags.mjs";

const packageJson = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
const dockerfile = fs.readFileSync("Dockerfile", "utf8");

const environment = Object.entries(serverEnvironment).map(([name, value]) => `${name}=${value}`);

describe("the flags and environment the production server runs with (decisions 069 and 078)", () => {
  it("are the ones npm start gives node", () => {
    expect(packageJson.scripts.start).toBe(
      `exec env ${environment.join(" ")} node ${serverNodeFlags.join(" ")} scripts/start.mjs`,
    );
  });

  it("are the image's environment", () => {
    const imageEnvironment = dockerfile
      .split("\n")
      .filter((line) => line.startsWith("ENV "))
      .flatMap((line) => line.slice("ENV ".length).split(" "));
    expect(imageEnvironment).toEqual(expect.arrayContaining(environment));
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
