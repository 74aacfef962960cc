import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { freePort } from "../free-port.mjs";
import { acceptsConnections } from "../../test-support/free-port";
import { withoutFakeTime } from "../../test-support/real-clock-env";

export type PostgresServer = {
  /** The `postgres` database as the superuser: where the stack's databases are made. */
  url: string;
  port: number;
  /** A URL of another database on this server. */
  databaseUrl(name: string): string;
  /** Runs one of PostgreSQL's own programs (psql, pg_dump, pg_restore, createdb) against this server. */
  tool(name: string, args: string[]): string;
  /** A fast shutdown (open sessions cut), as a managed database's restart or failover does. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and removes its data. */
  remove(): Promise<void>;
  /** The postmaster's process id while it runs: its backends are its children. */
  pid(): number | undefined;
};

/** The newest PostgreSQL that Debian's packages installed (/usr/lib/postgresql/<version>/bin). */
function binDirectory(): string {
  const root = "/usr/lib/postgresql";
  const [newest] = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, "bin/postgres")))
    .sort((a, b) => Number(b) - Number(a));
  if (!newest) throw new Error("no PostgreSQL server under /usr/lib/postgresql: apt-get install postgresql");
  return path.join(root, newest, "bin");
}

/**
 * A throwaway PostgreSQL server on 127.0.0.1 that the drills stop and start (scripts/with-postgres.mjs
 * keeps its one server for a whole command). It runs as the `postgres` user when the tests run as
 * root, since PostgreSQL refuses root, and on the machine's real clock.
 */
export async function startPostgresServer({
  settings = { max_connections: "200" },
}: {
  /** Its configuration (`-c name=value`): by default room for every drill's connections. */
  settings?: Record<string, string>;
} = {}): Promise<PostgresServer> {
  const bin = binDirectory();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "image-postgres-"));
  const data = path.join(directory, "data");
  const port = await freePort();
  const owner =
    process.getuid?.() === 0
      ? { uid: Number(execFileSync("id", ["-u", "postgres"])), gid: Number(execFileSync("id", ["-g", "postgres"])) }
      : {};
  if (owner.uid !== undefined) fs.chownSync(directory, owner.uid, owner.gid!);
  const env = withoutFakeTime(process.env);
  execFileSync(path.join(bin, "initdb"), ["-D", data, "--auth=trust", "--username=postgres", "--no-sync"], {
    ...owner,
    env,
    stdio: "pipe",
  });

  let server: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const start = async () => {
    const log = fs.openSync(path.join(directory, "postgres.log"), "a");
    server = spawn(
      path.join(bin, "postgres"),
      [
        ...["-D", data, "-p", String(port), "-h", "127.0.0.1", "-k", directory],
        ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
      ],
      { ...owner, env, stdio: ["ignore", log, log] },
    );
    fs.closeSync(log);
    exited = new Promise((resolve) => server!.once("exit", () => resolve()));
    const deadline = Date.now() + 30_000;
    while (!(await acceptsConnections(port)) || !ready()) {
      if (server.exitCode !== null || Date.now() > deadline)
        throw new Error(`PostgreSQL did not start:\n${fs.readFileSync(path.join(directory, "postgres.log"), "utf8")}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const tool = (name: string, args: string[]) =>
    execFileSync(path.join(bin, name), ["--host=127.0.0.1", `--port=${port}`, "--username=postgres", ...args], {
      env,
      encoding: "utf8",
      maxBuffer: 256 * 2 ** 20,
    });
  const ready = () => {
    try {
      tool("pg_isready", ["--quiet"]);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill("SIGINT");
      await exited;
    }
  };
  const stopOnExit = () => server?.kill("SIGINT");
  process.once("exit", stopOnExit);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    databaseUrl: (name) => `postgres://postgres@127.0.0.1:${port}/${name}`,
    tool,
    stop,
    start,
    pid: () => server?.pid,
    remove: async () => {
      process.off("exit", stopOnExit);
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
