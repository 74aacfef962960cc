import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import { freePort } from "./free-port";

/**
 * Instances of the production build (`npm run build` first) as separate processes, the way a
 * company runs them: `node build/node/main.js`, each on its own port with its own DATA_DIR,
 * sharing what they are given in `env` (one DATABASE_URL, one S3 bucket, one REDIS_URL), and a
 * round-robin proxy in front of them.
 */

export type Instance = {
  origin: string;
  dataDir: string;
  child: ChildProcess;
  /** What it has printed so far (its JSON log lines), for a failing test's message. */
  output: () => string;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then waits for the exit: the instance drains first. */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const readyWithinMs = 180_000;
const readyPollMs = 100;

/** The only variables an instance inherits: a developer's DATABASE_URL or SMTP_URL never leaks in. */
// libfaketime's two, when `npm test` runs the suite ahead: the servers stand on the test's day.
const inherited = ["PATH", "HOME", "TMPDIR", "LANG", "LD_PRELOAD", "FAKETIME"] as const;

/** Starts one instance and resolves when its /readyz answers 200. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const [instance] = await startInstances(1, env);
  return instance!;
}

/**
 * Starts `count` instances at once (on a fresh database they race to migrate it, as two machines
 * of a deploy do) and resolves when every /readyz answers 200; the instances trust the proxy
 * (TRUST_PROXY=127.0.0.1). A failed start stops the others and throws with its output.
 */
export async function startInstances(count: number, env: Record<string, string>): Promise<Instance[]> {
  const instances = await Promise.all(Array.from({ length: count }, () => spawnInstance(env)));
  try {
    await Promise.all(instances.map(waitUntilReady));
  } catch (error) {
    await stopAll(instances);
    throw error;
  }
  return instances;
}

async function spawnInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-instance-"));
  const base = Object.fromEntries(inherited.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
  const child = spawn(process.execPath, [path.resolve("build/node/main.js")], {
    env: {
      ...base,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      TRUST_PROXY: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  const keep = (chunk: Buffer) => {
    // The last part is enough to see why it failed; a long load test would otherwise hold megabytes.
    printed = (printed + chunk.toString("utf8")).slice(-200_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  return {
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    child,
    output: () => printed,
    exited,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

async function waitUntilReady(instance: Instance): Promise<void> {
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null) {
      throw new Error(`${instance.origin} exited before it was ready:\n${instance.output()}`);
    }
    const ready = await fetch(`${instance.origin}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, readyPollMs));
  }
  throw new Error(`${instance.origin} was not ready within ${readyWithinMs / 1000} s:\n${instance.output()}`);
}

/** Stops every instance still running (SIGTERM, each by its own PID) and waits for them. */
export async function stopAll(instances: Instance[]): Promise<void> {
  await Promise.all(instances.map((instance) => instance.stop()));
}

export type Proxy = {
  origin: string;
  /** How many requests went to each upstream, in the order they were given. */
  served: number[];
  close: () => Promise<void>;
};

/**
 * A load balancer in a few lines: each request goes to the next upstream in turn, with the
 * client's address appended to X-Forwarded-For as nginx's $proxy_add_x_forwarded_for does (so a
 * test may name a visitor's address in its own X-Forwarded-For). An upstream that fails answers
 * 502 JSON, as a proxy would; the request is not tried elsewhere.
 */
export async function startProxy(upstreams: string[]): Promise<Proxy> {
  const agent = new http.Agent({ keepAlive: true });
  const served = upstreams.map(() => 0);
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    served[index] = served[index]! + 1;
    const target = new URL(upstreams[index]!);
    const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "x-forwarded-for": forwardedFor },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.writeHead(502, { "content-type": "application/json" });
      response.end(JSON.stringify({ success: false, message: "Bad gateway" }));
    });
    request.pipe(upstream);
  });
  // No idle timeout towards the tests' own fetches: a test that sends nothing for five seconds
  // would otherwise reuse a connection the proxy is closing that instant, and fail with ECONNRESET
  // for a reason of this stand-in, not of the instances (close ends every connection anyway).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    served,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
