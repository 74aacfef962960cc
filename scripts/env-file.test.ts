import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

/**
 * `npm start`, `npm run db:migrate`, `npm run staff` and `npm run dev` read ./.env
 * (scripts/env-file.mjs). Each script is run here as package.json writes it, from a directory of
 * its own, so that no .env of the checkout is read or written.
 */
const root = path.resolve(".");
const scripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;

/** package.json's command for `name`, with its files made absolute: run from `cwd`, it reads cwd's .env. */
function commandOf(name: string) {
  const words = scripts[name]!.split(" ");
  const env: Record<string, string> = {};
  // `exec` only makes the shell give way to the program (signals reach it); the program is what runs.
  if (words[0] === "exec") words.shift();
  // `env NAME=value node …` (npm start) or `NAME=value tsx …`: the variables come before the program.
  if (words[0] === "env") words.shift();
  while (/^[A-Z_]+=/.test(words[0]!)) {
    const [variable, value] = words.shift()!.split("=");
    env[variable!] = value!;
  }
  const [program, ...args] = words;
  // tsx finds the project's tsconfig.json (JSX, for the e-mails) in the working directory, which is not the project's here.
  if (program === "tsx") env.TSX_TSCONFIG_PATH = path.join(root, "tsconfig.json");
  return {
    bin: program === "node" ? process.execPath : path.join(root, "node_modules", ".bin", program!),
    args: args.map((arg) => (fs.existsSync(path.join(root, arg)) ? path.join(root, arg) : arg)),
    env,
  };
}

/** The settings these tests use, out of the inherited environment, so that only the test's own count. */
const inherited = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !["DATABASE_URL", "PUBLIC_SITE_URL", "SALES_EMAIL", "NODE_ENV"].includes(name),
  ),
);

function run(name: string, cwd: string, args: string[] = [], env: Record<string, string> = {}) {
  const command = commandOf(name);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(command.bin, [...command.args, ...args], {
      cwd,
      env: { ...inherited, ...command.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
    // A program that cannot start (a command this reading of package.json gets wrong) fails its test at once.
    child.on("error", (error) => resolve({ code: null, stdout, stderr: String(error) }));
  });
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-file-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("npm start and npm run db:migrate", () => {
  /**
   * A build made for `siteUrl` whose server prints what it was started with. scripts/start.mjs
   * rebuilds (and, here, fails: there is nothing to build) unless PUBLIC_SITE_URL is the build's.
   */
  function writeBuild(siteUrl: string) {
    fs.mkdirSync(path.join(dir, "build", "node"), { recursive: true });
    fs.writeFileSync(path.join(dir, "build", "stamp.json"), JSON.stringify({ siteUrl }));
    fs.writeFileSync(
      path.join(dir, "build", "node", "main.js"),
      `console.log(JSON.stringify({ site: process.env.PUBLIC_SITE_URL, sales: process.env.SALES_EMAIL, ` +
        `nodeEnv: process.env.NODE_ENV, args: process.argv.slice(2) }));`,
    );
  }

  it("read .env before the build check, and a variable of the environment wins over the file", async () => {
    writeBuild("https://from-file.example");
    fs.writeFileSync(
      path.join(dir, ".env"),
      "# a comment\nPUBLIC_SITE_URL=https://from-file.example\nSALES_EMAIL=file@example.com\n",
    );
    for (const [script, args] of [
      ["start", []],
      ["db:migrate", ["migrate"]],
    ] as const) {
      const started = await run(script, dir, [], { SALES_EMAIL: "environment@example.com" });
      expect(started.stderr, script).toBe("");
      expect(JSON.parse(started.stdout), script).toEqual({
        site: "https://from-file.example",
        sales: "environment@example.com",
        nodeEnv: "production",
        args,
      });
    }
  }, 30_000);

  it("start without a .env, saying nothing about it", async () => {
    writeBuild("");
    const started = await run("start", dir);
    expect(started.stderr).toBe("");
    expect(JSON.parse(started.stdout)).toEqual({ nodeEnv: "production", args: [] });
  }, 30_000);
});

describe.each([
  ["staff", ["link", "someone@example.com"]],
  ["dev", []],
])("npm run %s", (script, args) => {
  it("reads .env: the configuration it checks is the file's", async () => {
    fs.writeFileSync(path.join(dir, ".env"), "DATABASE_URL=mysql://site:s3cret@db/site\n");
    // A script that did not read the file stops at this (later) bad setting instead of serving.
    const started = await run(script, dir, args, { SHUTDOWN_TIMEOUT_SECONDS: "0" });
    expect(started.code).toBe(1);
    expect(started.stderr.trim()).toBe(
      'Invalid DATABASE_URL="mysql://site:***@db/site": must be a postgres or postgresql URL',
    );
  }, 30_000);
});
