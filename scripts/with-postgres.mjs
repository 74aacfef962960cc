#!/usr/bin/env node
// Usage: node scripts/with-postgres.mjs <command> [args...]
// Starts a throwaway PostgreSQL server, runs <command> with DATABASE_URL set
// to a fresh `app_test` database, then stops the server, deletes its data
// directory and exits with the command's exit code.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import { freePort } from "./free-port.mjs";

const HOST = "127.0.0.1";
const DATABASE = "app_test";
const START_TIMEOUT_MS = 30_000;
const POLL_INTERVAL_MS = 100;
// PostgreSQL refuses to run as root: then its tools run as the postgres user.
const AS_ROOT = process.getuid?.() === 0;

const state = { binDir: null, tmpDir: null, server: null, command: null };
let pendingSignal = null;
const dataDir = () => path.join(state.tmpDir, "data");
const logFile = () => path.join(state.tmpDir, "postgres.log");

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function findOnPath(name) {
  const dirs = (process.env.PATH ?? "").split(path.delimiter).filter(Boolean);
  return dirs.map((dir) => path.join(dir, name)).find(isExecutable) ?? null;
}

function findBinDir() {
  const initdb = findOnPath("initdb");
  // Follow symlinks so that the other tools come from the same installation.
  if (initdb) return path.dirname(fs.realpathSync(initdb));
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root) : [];
  const newest = versions
    .filter((version) => isExecutable(path.join(root, version, "bin/initdb")))
    .sort((a, b) => parseFloat(b) - parseFloat(a))[0];
  return newest ? path.join(root, newest, "bin") : null;
}

function tool(name) {
  const file = path.join(state.binDir, name);
  return isExecutable(file) ? file : findOnPath(name);
}

function fail(message) {
  console.error(`with-postgres: ${message}`);
  process.exit(1); // the 'exit' handler stops the server and removes tmpDir
}

function logTail() {
  const lines = fs.readFileSync(logFile(), "utf8").trimEnd().split("\n");
  return lines.slice(-20).join("\n");
}

/** The argv that runs `argv` as the postgres user when we are root. */
function asPostgresUser(argv) {
  if (!AS_ROOT) return argv;
  if (findOnPath("runuser")) {
    return ["runuser", "-u", "postgres", "--", ...argv];
  }
  const quote = (word) => `'${word.replaceAll("'", `'\\''`)}'`;
  return ["su", "postgres", "-s", "/bin/sh", "-c", argv.map(quote).join(" ")];
}

/**
 * The server runs on the machine's real clock even when this script runs under libfaketime
 * (`npm test` runs the suite years ahead): a test that compared a time the database stamped
 * with the application's clock would then fail, as it would in production on the day the
 * two clocks part (docs/decisions/023-one-clock.md).
 */
const { LD_PRELOAD: _preload, FAKETIME: _faketime, ...realClockEnv } = process.env;

function runAsPostgres(spawnFn, argv, options) {
  const [command, ...args] = asPostgresUser(argv);
  return spawnFn(command, args, { cwd: state.tmpDir, env: realClockEnv, ...options });
}

function makeTempDir() {
  state.tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), "with-postgres-"));
  if (!AS_ROOT) return;
  const ids = ["-u", "-g"].map((flag) => spawnSync("id", [flag, "postgres"]));
  if (ids.some((id) => id.status !== 0)) fail("no 'postgres' user to run as");
  const [uid, gid] = ids.map((id) => Number(String(id.stdout)));
  fs.chownSync(state.tmpDir, uid, gid);
  fs.chmodSync(state.tmpDir, 0o700);
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, HOST);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once("connect", () => done(true)).once("error", () => done(false));
    socket.setTimeout(1000, () => done(false));
  });
}

function pgIsReady(port) {
  const pgIsReadyBin = tool("pg_isready");
  const args = ["-q", "-h", HOST, "-p", String(port), "-U", "postgres"];
  return !pgIsReadyBin || spawnSync(pgIsReadyBin, args).status === 0;
}

function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

async function waitUntilReady(port) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && !hasExited(state.server)) {
    if ((await canConnect(port)) && pgIsReady(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  return false;
}

async function startServer() {
  makeTempDir();
  const log = fs.openSync(logFile(), "a");
  const stdio = ["ignore", log, log];
  const initdb = [
    [tool("initdb"), "-D", dataDir(), "--auth=trust", "--username=postgres"],
    ["--encoding=UTF8", "--no-locale", "--no-sync"],
  ].flat();
  const initdbStatus = runAsPostgres(spawnSync, initdb, { stdio }).status;
  exitIfSignalled();
  if (initdbStatus !== 0) {
    fail(`initdb failed:\n${logTail()}`);
  }

  const port = String(await freePort());
  const postgres = [
    [tool("postgres"), "-D", dataDir(), "-p", port, "-k", state.tmpDir],
    ["-h", HOST, "-c", "fsync=off", "-c", "synchronous_commit=off"],
    ["-c", "full_page_writes=off"],
  ].flat();
  // Detached, so a Ctrl-C in the terminal reaches the command but not the
  // server it is still using; cleanup() stops the server afterwards.
  state.server = runAsPostgres(spawn, postgres, { stdio, detached: true });
  state.server.once("error", (error) => fail(`postgres: ${error.message}`));
  if (!(await waitUntilReady(port))) {
    fail(`PostgreSQL did not start:\n${logTail()}`);
  }
  exitIfSignalled();

  const createdbArgs = ["-h", HOST, "-p", port, "-U", "postgres", DATABASE];
  if (spawnSync(tool("createdb"), createdbArgs, { stdio }).status !== 0) {
    fail(`createdb failed:\n${logTail()}`);
  }
  exitIfSignalled();
  return `postgres://postgres@${HOST}:${port}/${DATABASE}`;
}

// Synchronous, because it runs from the process 'exit' handler.
function cleanup() {
  const { server, tmpDir } = state;
  if (server && !hasExited(server)) {
    const pgCtl = [tool("pg_ctl"), "stop", "-D", dataDir(), "-m", "immediate"];
    const stop = runAsPostgres(spawnSync, pgCtl, { stdio: "ignore" });
    if (stop.status !== 0) server.kill("SIGINT");
  }
  try {
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  } catch (error) {
    console.error(`with-postgres: cannot remove ${tmpDir}: ${error.message}`);
  }
  state.server = state.tmpDir = null;
}

function exitCodeOf(signal) {
  return 128 + (os.constants.signals[signal] ?? 0);
}

function onSignal(signal) {
  // A running command shuts down first; runCommand() then resolves and the
  // script exits with its code. During startup, exit only between steps: a
  // server that has not yet written postmaster.pid cannot be stopped by pg_ctl.
  if (state.command) state.command.kill(signal);
  else pendingSignal = signal;
}

function exitIfSignalled() {
  if (pendingSignal) process.exit(exitCodeOf(pendingSignal));
}

function runCommand([cmd, ...args], databaseUrl) {
  const bin = path.join(process.cwd(), "node_modules", ".bin");
  const PATH = [bin, process.env.PATH].filter(Boolean).join(path.delimiter);
  const env = { ...process.env, PATH, DATABASE_URL: databaseUrl, PG_TEST: "1" };
  return new Promise((resolve) => {
    state.command = spawn(cmd, args, { stdio: "inherit", env, shell: false });
    state.command.once("error", (error) => {
      console.error(`with-postgres: cannot run ${cmd}: ${error.message}`);
      resolve(127);
    });
    state.command.once("exit", (code, sig) => resolve(code ?? exitCodeOf(sig)));
  });
}

const command = process.argv.slice(2);
if (command.length === 0) fail("usage: with-postgres.mjs <command> [args...]");
state.binDir = findBinDir();
if (!state.binDir) {
  console.error("PostgreSQL not found: install the postgresql package (apt-get install -y postgresql)");
  process.exit(1);
}
process.on("exit", cleanup);
process.on("SIGINT", onSignal).on("SIGTERM", onSignal);
process.exit(await runCommand(command, await startServer()));
