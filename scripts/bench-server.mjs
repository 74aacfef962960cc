// The production build as the benchmarks serve it (bench:pages, bench:writes): a private copy of
// build/ and the e2e server on a free port. Paths are relative to the working directory, which npm
// sets to the project root.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const HEALTH_POLL_MS = 200;
// The e2e server creates four staff accounts with the command line first: on a busy shared machine
// that has taken more than a minute.
const HEALTH_TIMEOUT_MS = 180_000;
const LOG_TAIL_CHUNKS = 200;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** When the build was last written; the page HTML and the server bundle are written at different steps. */
function buildStamp() {
  return ["build/client/index.html", "build/node/main.js"]
    .map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0))
    .join("/");
}

/**
 * A private copy of the build to serve from, in a new temporary directory named from `prefix`.
 * The tree is shared with the tests, which rebuild it: a rebuild under a running server leaves its
 * pages pointing at deleted assets. And the e2e server empties (then fills with every e-mail it
 * sends) a mail directory under its working directory, which would be the browser tests' own.
 */
export function snapshotBuild(prefix) {
  const stamp = buildStamp();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync("build", path.join(directory, "build"), { recursive: true });
  fs.cpSync("drizzle", path.join(directory, "drizzle"), { recursive: true }); // migrations, next to build/
  fs.copyFileSync("package.json", path.join(directory, "package.json")); // "type": "module" for build/node
  fs.symlinkSync(path.resolve("node_modules"), path.join(directory, "node_modules"), "dir");
  if (buildStamp() !== stamp) {
    removeBuildCopy(directory);
    throw new Error("The build changed while it was being copied (a build is running?); try again when it is done.");
  }
  return directory;
}

/** Safe to call with nothing to remove, so clean-up code need not know how far the run got. */
export function removeBuildCopy(directory) {
  if (directory) fs.rmSync(directory, { recursive: true, force: true });
}

export async function waitForHealth(origin, server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    try {
      const response = await fetch(`${origin}/readyz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(HEALTH_POLL_MS);
  }
  throw new Error(`${origin}/readyz did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/**
 * Starts the e2e server (throwaway database and SMTP sink) from a copy made by snapshotBuild, on a
 * free port, and resolves to its origin once it is healthy; prints its log if it fails to start.
 * `env` is added to this process's environment, `nodeArgs` (e.g. --cpu-prof) go to node. `entry`
 * is the script node runs instead, relative to the copy: `build/node/main.js` is the server alone,
 * as the image starts it, with the database and mail `env` names. `onSpawn` receives the child
 * process as soon as it exists, so the caller can stop it on any way out, Ctrl-C during the health
 * wait included.
 */
export async function startServer(buildCopy, { env = {}, nodeArgs = [], entry, onSpawn } = {}) {
  const port = await freePort();
  const script = entry ? path.join(buildCopy, entry) : path.resolve("scripts/e2e-server.mjs");
  const server = spawn(process.execPath, [...nodeArgs, script], {
    cwd: buildCopy,
    // The mail goes inside the copy, so it is removed with it even when the server is stopped
    // before it could clean up after itself.
    env: { ...process.env, ...env, PORT: String(port), E2E_MAIL_DIR: path.join(buildCopy, "mail") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  onSpawn?.(server);
  // The server logs every request; keep only the tail, shown if it fails to start.
  const log = [];
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > LOG_TAIL_CHUNKS) log.shift();
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);

  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(origin, server);
  } catch (error) {
    process.stderr.write(log.join(""));
    throw error;
  }
  return origin;
}

/**
 * SIGTERM by its own PID, so it finishes in-flight requests first. With `killAfterMs`, SIGKILL if
 * it has not exited by then; without, it is waited for however long it takes.
 */
export function stopServer(server, { killAfterMs } = {}) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = killAfterMs === undefined ? undefined : setTimeout(() => server.kill("SIGKILL"), killAfterMs);
    server.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    process.kill(server.pid, "SIGTERM");
  });
}

/** Ctrl-C or a kill still stops what the run started (`cleanUp`) before the script exits. */
export function cleanUpOnSignals(cleanUp) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers.`);
      cleanUp().finally(() => process.exit(128 + os.constants.signals[signal]));
    });
  }
}
