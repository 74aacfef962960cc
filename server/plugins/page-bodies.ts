import type { IncomingMessage } from "node:http";

import type { FastifyRequest, HookHandlerDoneFunction } from "fastify";

import { pageBodyLimit, pageBodyTooLarge } from "../../domain/site/page-body-limits";
import { routedPath } from "../../domain/site/routed-path";

/** What the hooks answer with: any server's reply (the adapter's routes are typed for HTTP/1 and HTTP/2). */
type Answer = {
  statusCode: number;
  code(statusCode: number): Answer;
  header(name: string, value: string): Answer;
  type(contentType: string): Answer;
  send(payload: string): unknown;
};

/**
 * The pages' fence against large bodies, on React Router's catch-all route: the adapter hands an
 * action the raw request, whose `formData()` kept a whole body of any size in memory (a 200 MB
 * form grew the server by 600 MB). A declared length over the page's limit is answered 413 here,
 * before any of the body is read, and the connection closed so the rest is not read either. A
 * body without a declared length (chunked) is counted by the action's reader as it arrives
 * (app/components/forms/read-form.server.ts), whose 413 closes the connection too.
 */
export function refuseOversizedPageBodies(
  request: Pick<FastifyRequest, "headers" | "url">,
  reply: Answer,
  done: HookHandlerDoneFunction,
): void {
  const declared = Number(request.headers["content-length"]);
  if (declared > pageBodyLimit(routedPath(request.url))) {
    reply.code(413).header("connection", "close").type("text/plain; charset=utf-8").send(pageBodyTooLarge);
    return;
  }
  done();
}

/**
 * After a body is refused past its limit (here, or by an action's reader), the rest of it is still
 * on its way: the connection closes after the answer, lingering first (lingerBeforeClosing) so
 * that the answer reaches a client still sending.
 */
export function closeAfterRefusedBody(
  request: { raw: IncomingMessage },
  reply: Answer,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (reply.statusCode === 413) {
    reply.header("connection", "close");
    lingerBeforeClosing(request.raw);
  }
  done(null, payload);
}

/** How long, and how much more, a refused client may go on sending before its connection is cut. */
export const lingering = { maxMs: 10_000, maxBytes: 64 * 1024 * 1024 };

/**
 * Closes the request's connection after its answer as nginx's lingering close does: the answer
 * and a FIN go out, and what the client still sends is read and thrown away until it stops (or
 * passes `maxBytes` or `maxMs`), and only then is the socket destroyed. Destroying it at once, as
 * Node does after a `Connection: close` answer, leaves the unread body in the kernel, which then
 * resets the connection, and a reset can discard the answer before the client reads it: a
 * browser posting 30 MB saw a broken connection instead of the 413's message.
 */
export function lingerBeforeClosing(request: IncomingMessage, { maxMs, maxBytes } = lingering): void {
  const socket = request.socket;
  const cut = () => socket.destroy();
  // Node's HTTP server calls destroySoon() once a `Connection: close` answer is written.
  socket.destroySoon = () => {
    socket.end();
    const readBefore = socket.bytesRead;
    const deadline = setTimeout(cut, maxMs);
    socket.on("data", () => {
      if (socket.bytesRead - readBefore > maxBytes) cut();
    });
    socket.once("end", cut);
    socket.once("close", () => clearTimeout(deadline));
    // The request's body, refused: whatever of it arrives is dropped as it arrives, whoever was
    // reading it (the action's stream of it pauses it again when nobody reads on).
    request.removeAllListeners("data");
    request.resume();
  };
}
