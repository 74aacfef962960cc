import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const dockerfile = await fs.readFile("Dockerfile", "utf8");
const packageJson = JSON.parse(await fs.readFile("package.json", "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** What builds, bundles, compiles or tests: none of it belongs in the running image. */
const buildTools = [
  /^vite$/,
  /^rollup$/,
  /^rolldown$/,
  /^@rolldown\//,
  /^esbuild$/,
  /^@esbuild\//,
  /^typescript$/,
  /^tsx$/,
  /^lightningcss/,
  /^@react-router\/dev$/,
  /^vitest$/,
  /^@vitest\//,
  /^eslint$/,
  /^@playwright\//,
  /^@types\//,
];

/** The image's production install (the `dependencies` stage): the manifest's edit, then `npm ci` and its flags. */
function productionInstall(): { dropsDevDependencies: boolean; flags: string[] } {
  const stage = dockerfile.slice(dockerfile.indexOf(" AS dependencies"), dockerfile.lastIndexOf("FROM "));
  const command = /\bnpm ci ([^\n\\]+)/.exec(stage)?.[1];
  if (!command) throw new Error("the Dockerfile's dependencies stage has no `npm ci`");
  return { dropsDevDependencies: stage.includes("npm pkg delete devDependencies"), flags: command.trim().split(/\s+/) };
}

// docs/deploy.md, "The image"
describe("the image's production install", () => {
  let dir: string;
  let installed: string[];
  const install = productionInstall();

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "production-install-"));
    await Promise.all(["package.json", "package-lock.json"].map((file) => fs.copyFile(file, path.join(dir, file))));
    if (install.dropsDevDependencies) await run("npm", ["pkg", "delete", "devDependencies"], { cwd: dir });
    // npm's plan for the install, from the lockfile: nothing is downloaded.
    const { stdout } = await run("npm", ["ci", ...install.flags, "--dry-run", "--ignore-scripts"], { cwd: dir });
    installed = [...stdout.matchAll(/^add (\S+) /gm)].map(([, name]) => name!);
  }, 60_000);
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it("installs every runtime dependency", () => {
    expect(installed.length).toBeGreaterThan(100);
    for (const name of Object.keys(packageJson.dependencies)) expect(installed, name).toContain(name);
  });

  it("installs the optional runtime packages of the image's platform: sharp's build for Linux x64", () => {
    // Left out (--omit=optional), the server did not start: `Could not load the "sharp" module`.
    expect(installed).toEqual(expect.arrayContaining(["@img/sharp-linux-x64", "@img/sharp-libvips-linux-x64"]));
  });

  it("installs no build, compile or test tool", () => {
    expect(installed.filter((name) => buildTools.some((tool) => tool.test(name)))).toEqual([]);
  });

  it("runs on the Node.js the project pins, on a pinned base image", () => {
    const image = /^ARG NODE_IMAGE=node:(\S+)-bookworm-slim$/m.exec(dockerfile)?.[1];
    expect(image).toBe(packageJson.devDependencies.node);
    expect(dockerfile.match(/^FROM .*/gm)).toEqual([
      "FROM ${NODE_IMAGE} AS build",
      "FROM ${NODE_IMAGE} AS dependencies",
      "FROM ${NODE_IMAGE}",
    ]);
  });
});
