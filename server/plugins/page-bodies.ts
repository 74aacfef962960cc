import type { FastifyRequest, HookHandlerDoneFunction } from "fastify";

import { pageBodyLimit, pageBodyTooLarge } from "../../domain/page-body-limits";
import { routedPath } from "../../domain/routed-path";

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
 * After an action's reader refused a body past its limit, the rest of it is still on its way:
 * the connection closes after the answer instead of waiting, unread, for the next request.
 */
export function closeAfterRefusedBody(
  _request: unknown,
  reply: Answer,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (reply.statusCode === 413) reply.header("connection", "close");
  done(null, payload);
}
