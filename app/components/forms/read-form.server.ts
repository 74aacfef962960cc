import { data } from "react-router";

import { pageBodyLimit, pageBodyTooLarge } from "~domain/site/page-body-limits";
import { routedPath } from "~domain/site/routed-path";

/**
 * A page action's posted form, read no further than the page's limit (domain/site/page-body-limits.ts).
 * The server has already refused a declared length over it (server/plugins/page-bodies.ts); a body
 * sent without one (chunked) is counted here as it arrives and answered 413 once past the limit,
 * never held whole; the server closes the connection after the answer, so the rest is not read
 * either. A body that is not a form answers 400, not a 500 from the parser.
 */
export async function readForm(request: Request): Promise<FormData> {
  const limit = pageBodyLimit(routedPath(new URL(request.url).pathname));
  const body = new Uint8Array(await bytesUpTo(request, limit));
  try {
    return await new Response(body, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw data("This request did not send a form.", { status: 400 });
  }
}

/** The body's chunks as they arrive, answered 413 once past `limit`. */
export async function* bodyUpTo(request: Request, limit: number): AsyncGenerator<Uint8Array> {
  if (!request.body) return;
  let received = 0;
  const reader = request.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    received += chunk.value.byteLength;
    if (received > limit) {
      // Not cancelled: cancelling destroys the socket, and with it the 413.
      reader.releaseLock();
      throw data(pageBodyTooLarge, { status: 413 });
    }
    yield chunk.value;
  }
}

async function bytesUpTo(request: Request, limit: number): Promise<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  let received = 0;
  for await (const chunk of bodyUpTo(request, limit)) {
    chunks.push(chunk);
    received += chunk.byteLength;
  }
  const whole = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole.buffer;
}
