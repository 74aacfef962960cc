import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A hand-made CalDAV server on 127.0.0.1 for tests of what a hostile or huge account costs us
 * (decision 052): discovery answers as a real server does (principal, calendar home), the home lists
 * `calendars` calendars of events, each with a CTag and no events. Every request is recorded with
 * the time it arrived; `hold` keeps a request unanswered until it settles, and `drip` answers a
 * request with one byte at a time, forever.
 */
export type ManyCalendarsServer = {
  serverUrl: string;
  username: string;
  password: string;
  /** Every request so far, in order: its method, path and arrival (performance.now()). */
  requests: { method: string; path: string; at: number }[];
  /** The calendars whose events were asked for (a REPORT), in order. */
  reportsOf(): string[];
  /** Answers the request after `wait` settles; told the request's index (from 0). */
  hold: ((index: number) => Promise<void>) | null;
  /** Requests it answers with a drip instead (e.g. all of them): one byte every `dripEveryMs`. */
  drip: ((index: number) => boolean) | null;
  /** When each drip ended (the client gave up), performance.now(). */
  dripsEndedAt: number[];
  stop(): Promise<void>;
};

export const calendarPath = (index: number) => `/home/cal-${index}/`;

const multistatus = (responses: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:cs="http://calendarserver.org/ns/">${responses}</d:multistatus>`;

const found = (href: string, props: string) =>
  `<d:response><d:href>${href}</d:href><d:propstat><d:prop>${props}</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`;

const calendarProps = (index: number) =>
  `<d:resourcetype><d:collection/><c:calendar/></d:resourcetype><d:displayname>Calendar ${index}</d:displayname><cs:getctag>"ctag-${index}"</cs:getctag>`;

export async function startManyCalendarsServer({
  calendars,
  dripEveryMs = 200,
}: {
  calendars: number;
  dripEveryMs?: number;
}): Promise<ManyCalendarsServer> {
  const requests: ManyCalendarsServer["requests"] = [];
  const timers = new Set<NodeJS.Timeout>();

  const answerOf = (method: string, path: string, body: string, depth: string | undefined) => {
    if (path.startsWith("/.well-known/")) return null;
    if (method === "REPORT") return multistatus("");
    if (method !== "PROPFIND") return null;
    if (body.includes("current-user-principal"))
      return multistatus(
        found(path, "<d:current-user-principal><d:href>/principal/</d:href></d:current-user-principal>"),
      );
    if (body.includes("calendar-home-set"))
      return multistatus(found(path, "<c:calendar-home-set><d:href>/home/</d:href></c:calendar-home-set>"));
    if (path === "/home/" && depth === "1") {
      const listing = [found("/home/", "<d:resourcetype><d:collection/></d:resourcetype>")];
      for (let index = 0; index < calendars; index++) listing.push(found(calendarPath(index), calendarProps(index)));
      return multistatus(listing.join(""));
    }
    const index = /^\/home\/cal-(\d+)\/$/.exec(path)?.[1];
    if (index !== undefined && Number(index) < calendars) return multistatus(found(path, calendarProps(Number(index))));
    return null;
  };

  const server: ManyCalendarsServer & { http: http.Server } = {
    serverUrl: "",
    username: "consultant",
    password: "app-password-many",
    requests,
    reportsOf: () => requests.filter((request) => request.method === "REPORT").map((request) => request.path),
    hold: null,
    drip: null,
    dripsEndedAt: [],
    http: http.createServer((request, response) => {
      const index = requests.length;
      const path = new URL(request.url ?? "/", "http://x").pathname;
      requests.push({ method: request.method ?? "", path, at: performance.now() });
      let body = "";
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => (body += chunk));
      request.on("end", () => {
        void (async () => {
          await server.hold?.(index);
          if (response.destroyed) return;
          if (server.drip?.(index)) {
            response.writeHead(207, { "content-type": "application/xml; charset=utf-8" });
            const timer = setInterval(() => response.write(" "), dripEveryMs);
            timers.add(timer);
            response.on("close", () => {
              clearInterval(timer);
              server.dripsEndedAt.push(performance.now());
            });
            return;
          }
          const answer = answerOf(request.method ?? "", path, body, request.headers.depth as string | undefined);
          if (answer === null) response.writeHead(404).end();
          else response.writeHead(207, { "content-type": "application/xml; charset=utf-8" }).end(answer);
        })();
      });
    }),
    async stop() {
      for (const timer of timers) clearInterval(timer);
      server.http.closeAllConnections();
      await new Promise((resolve) => server.http.close(resolve));
    },
  };
  await new Promise<void>((resolve) => server.http.listen(0, "127.0.0.1", resolve));
  server.serverUrl = `http://127.0.0.1:${(server.http.address() as AddressInfo).port}/`;
  return server;
}
