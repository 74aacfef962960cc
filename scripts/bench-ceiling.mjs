// The ceilings for `npm run bench:api`: a server that replays, from memory, the exact responses the
// site gave (status, headers, body bytes), so the site's figure can be read as a share of what the
// same bytes cost on the same machine.
//
//   node scripts/bench-ceiling.mjs <responses.json> <port> [node|fastify]
// responses.json: { "/<row>": { "status": 200, "headers": { ... }, "body": "<base64>" }, ... }
//
// `node` (the default) is a bare node:http server: the ceiling the goals are measured against.
// `fastify` replays through a bare Fastify route (no plugins, no hooks, no logger): what the
// framework alone costs, so the rest of the gap is the site's own work per request.
import fs from "node:fs";
import http from "node:http";

import Fastify from "fastify";

const [file, port, server = "node"] = process.argv.slice(2);
const responses = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file, "utf8"))).map(([url, { status, headers, body }]) => [
    url,
    { status, headers, body: Buffer.from(body, "base64") },
  ]),
);
const listening = { port: Number(port), host: "127.0.0.1" };
const ready = () => process.stdout.write("ready\n");

if (server === "fastify") {
  const app = Fastify({ logger: false });
  app.get("/:row", (request, reply) => {
    const recorded = responses.get(request.url);
    if (!recorded) return reply.code(404).send();
    return reply.code(recorded.status).headers(recorded.headers).send(recorded.body);
  });
  await app.listen(listening);
  ready();
} else {
  http
    .createServer((request, response) => {
      const recorded = responses.get(request.url);
      if (!recorded) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(recorded.status, recorded.headers).end(recorded.body);
    })
    .listen(listening, ready);
}
