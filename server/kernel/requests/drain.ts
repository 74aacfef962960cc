import type { FastifyInstance } from "fastify";

/** Whether the instance has begun to shut down (SIGTERM): its listener is closing or closed. */
export type Draining = () => boolean;

/**
 * What a request meets while the instance drains. Fastify's own answer (return503OnClosing) is
 * a 503 to any request that starts once closing began; that refused requests nginx had written on
 * a connection accepted a moment before the listener closed, and nginx resends no answered POST,
 * so a visitor's enquiry failed though nothing stopped this instance from storing it (the podman
 * stop drill). Such a request is served instead, with `Connection: close` so that its connection
 * ends with it and the drain is not held open; /readyz answers 503 from the start (health-routes.ts).
 */
export function trackDrain(app: FastifyInstance): Draining {
  let draining = false;
  app.addHook("preClose", (done) => {
    draining = true;
    done();
  });
  // A callback hook, not an async one: it runs on every request.
  app.addHook("onRequest", (_request, reply, done) => {
    if (draining) reply.header("connection", "close");
    done();
  });
  return () => draining;
}
