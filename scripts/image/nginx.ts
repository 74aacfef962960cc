import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { acceptsConnections } from "../../server/test-support/free-port";

export type Nginx = { origin: string; stop(): Promise<void> };

/**
 * The `location` of docs/deploy.md's reverse proxy, as it is there: a change to one is a change to
 * the other (the deploy docs test compares them).
 */
export function proxyLocation(upstream: string): string {
  return `    location / {
        proxy_pass http://${upstream};
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        # The Host the browser sent, port included: the forms' check of Origin compares the two
        # (with $host, a proxy on another port than 443 refused every back-office form).
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_connect_timeout 5s;
        proxy_send_timeout 65s;
        proxy_read_timeout 65s;
        # An instance that refuses the connection (draining, or gone) is skipped: the request
        # was never sent, so nginx tries the other one, POSTs included.
        proxy_next_upstream error timeout;
    }`;
}

/**
 * Debian's nginx in front of the instances, configured as docs/deploy.md's (without TLS: the test
 * speaks plain HTTP on 127.0.0.1), in the foreground, its files in a folder of its own.
 */
export async function startNginx(port: number, upstreams: string[]): Promise<Nginx> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "image-nginx-"));
  // nginx's workers run as nobody when it is started as root: they write bodies to this folder.
  fs.chmodSync(directory, 0o777);
  const config = `
worker_processes 1;
daemon off;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 512; }
http {
    access_log off;
    client_body_temp_path ${directory}/body;
    proxy_temp_path ${directory}/proxy;
    fastcgi_temp_path ${directory}/fastcgi;
    uwsgi_temp_path ${directory}/uwsgi;
    scgi_temp_path ${directory}/scgi;

    upstream nexora {
${upstreams.map((upstream) => `        server ${upstream} max_fails=2 fail_timeout=10s;`).join("\n")}
        keepalive 32;
    }

    server {
        listen 127.0.0.1:${port};
        client_max_body_size 12m;
        proxy_request_buffering on;

${proxyLocation("nexora")}
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
