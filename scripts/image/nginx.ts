import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { acceptsConnections } from "../../test-support/free-port";

export type Nginx = {
  origin: string;
  /** nginx's error log: why it answered 502 or 504. */
  errorLog(): string;
  stop(): Promise<void>;
};

/**
 * The parts of docs/deploy.md's reverse proxy that the drills run as they are written there: the
 * `location`, the body limits and each upstream server's options. TLS and the names are the docs'
 * own business; the drills speak plain HTTP on 127.0.0.1.
 */
export function documentedProxy(markdown = fs.readFileSync("docs/deploy.md", "utf8")) {
  const config = /```nginx\n([\s\S]*?)```/.exec(markdown)?.[1];
  const location = config && /^ {4}location \/ \{\n[\s\S]*?^ {4}\}$/m.exec(config)?.[0];
  const serverOptions = config && /^ {4}server \S+ (.+);$/m.exec(config)?.[1];
  const bodyLines = config?.match(/^ {4}(client_max_body_size|proxy_request_buffering) [^;\n]+;.*$/gm);
  if (!location || !serverOptions || bodyLines?.length !== 2)
    throw new Error("docs/deploy.md's nginx block no longer has its location, upstream servers and body limits");
  return { location, serverOptions, bodyLines };
}

/**
 * Debian's nginx in front of the instances, configured as docs/deploy.md's, in the foreground, its
 * files in a folder of its own.
 */
export async function startNginx(port: number, upstreams: string[]): Promise<Nginx> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "image-nginx-"));
  // nginx's workers run as nobody when it is started as root: they write bodies to this folder.
  fs.chmodSync(directory, 0o777);
  const proxy = documentedProxy();
  const config = `
worker_processes 1;
daemon off;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${directory}/body;
    proxy_temp_path ${directory}/proxy;
    fastcgi_temp_path ${directory}/fastcgi;
    uwsgi_temp_path ${directory}/uwsgi;
    scgi_temp_path ${directory}/scgi;

    upstream nexora {
${upstreams.map((upstream) => `        server ${upstream} ${proxy.serverOptions};`).join("\n")}
    }

    server {
        listen 127.0.0.1:${port};
${proxy.bodyLines.join("\n")}

${proxy.location}
    }
}
`;
  fs.writeFileSync(path.join(directory, "nginx.conf"), config);
  const nginx = spawn("/usr/sbin/nginx", ["-p", directory, "-c", path.join(directory, "nginx.conf")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  nginx.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => nginx.once("exit", () => resolve()));
  const stopOnExit = () => nginx.kill("SIGQUIT");
  process.once("exit", stopOnExit);
  const deadline = Date.now() + 10_000;
  while (!(await acceptsConnections(port))) {
    if (nginx.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    errorLog: () => fs.readFileSync(path.join(directory, "error.log"), "utf8"),
    async stop() {
      process.off("exit", stopOnExit);
      if (nginx.exitCode === null && nginx.signalCode === null) {
        nginx.kill("SIGQUIT");
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
