// The container engine the image scripts drive: podman where it is installed (Debian's, on the
// development and CI machines), Docker otherwise; CONTAINER_ENGINE names another.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const onPath = (name) =>
  (process.env.PATH ?? "").split(path.delimiter).some((directory) => fs.existsSync(path.join(directory, name)));

export const engine = process.env.CONTAINER_ENGINE ?? (onPath("podman") || !onPath("docker") ? "podman" : "docker");
export const podman = path.basename(engine) === "podman";

/**
 * What podman needs on these machines (docs/deploy.md, "Building the image"): runc, since crun
 * refuses the sandbox's cgroups, where Debian's runc is installed.
 */
const globalFlags = podman && fs.existsSync("/usr/sbin/runc") ? ["--runtime", "/usr/sbin/runc"] : [];

/** Limits under the sandbox's own, which podman would otherwise copy and be refused; harmless elsewhere. */
export const ulimits = podman ? ["--ulimit", "nofile=4096:4096", "--ulimit", "nproc=4096:4096"] : [];

/** The engine's arguments for a command, with the flags these machines need. */
export const engineArgs = (args) => [...globalFlags, ...args];

/** Runs the engine and returns what it printed; throws with its error output when it fails. */
export function engineOutput(args, options = {}) {
  return execFileSync(engine, [...globalFlags, ...args], { encoding: "utf8", maxBuffer: 64 * 2 ** 20, ...options });
}

/** Runs the engine with its output shown; resolves once it ends well, rejects otherwise. */
export function engineRun(args, options = {}) {
  const child = spawn(engine, [...globalFlags, ...args], { stdio: "inherit", ...options });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (status) =>
      status === 0 ? resolve() : reject(new Error(`${engine} ${args[0]} exited with status ${status}`)),
    );
  });
}

/** Whether the engine holds this image already. */
export function hasImage(reference) {
  try {
    engineOutput(["image", "inspect", "--format", "{{.Id}}", reference], { stdio: "pipe" });
    return true;
  } catch {
    return false;
  }
}
