import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { freePort } from "../free-port.mjs";

/**
 * The release before the image first ran in CI: the commit the upgrade drill starts
 * from. Move it forward when a release's data must be shown to survive the next.
 */
export const previousRelease = "66d33fc";

export type PreviousRelease = {
  origin: string;
  /** Runs its staff command (`add`, `link`) against the same database. */
  staff(args: string[]): string;
  stop(): Promise<void>;
};

/**
 * The previous release from its own checkout (`git archive` of the commit), installed and built as
 * its README says, serving with `env` (the drill's PostgreSQL and S3) on a port of its own.
 */
export async function startPreviousRelease(env: Record<string, string>): Promise<PreviousRelease> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "previous-release-"));
  const run = (command: string, args: string[], extra: Record<string, string> = {}) =>
    execFileSync(command, args, { cwd: directory, encoding: "utf8", stdio: "pipe", env: { ...process.env, ...extra } });
  try {
    execFileSync("sh", ["-c", `git archive ${previousRelease} | tar -x -C '${directory}'`], { stdio: "pipe" });
  } catch (error) {
    throw new Error(`the previous release ${previousRelease} is not in this clone's history (a shallow clone?)`, {
      cause: error,
    });
  }
  run("npm", ["ci", "--no-audit", "--no-fund"]);
  run("npm", ["run", "build"]);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const serverEnv = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: path.join(directory, "data"),
    PUBLIC_SITE_URL: origin,
    ...env,
  };
  const server = spawn(process.execPath, ["build/node/main.js"], { cwd: directory, env: serverEnv, stdio: "pipe" });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  server.stderr.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(directory, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${origin}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the previous release did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    staff: (args) =>
      execFileSync(process.execPath, ["build/node/staff-cli.js", ...args], {
        cwd: directory,
        env: serverEnv,
        encoding: "utf8",
      }),
    stop,
  };
}
