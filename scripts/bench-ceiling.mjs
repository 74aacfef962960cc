// The ceiling for `npm run bench:api`: a bare node:http server that replays, from memory, the exact
// responses the site gave (status, headers, body bytes), so the site's figure can be read as a share
// of what Node itself manages for the same bytes on the same machine.
//
//   node scripts/bench-ceiling.mjs <responses.json> <port>
// responses.json: { "/<row>": { "status": 200, "headers": { ... }, "body": "<base64>" }, ... }
import fs from "node:fs";
import http from "node:http";

const [file, port] = process.argv.slice(2);
const responses = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file, "utf8"))).map(([url, { status, headers, body }]) => [
    url,
    { status, headers, body: Buffer.from(body, "base64") },
  ]),
);

http
  .createServer((request, response) => {
    const recorded = responses.get(request.url);
    if (!recorded) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(recorded.status, recorded.headers).end(recorded.body);
  })
  .listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"));
