import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";

import { apiError } from "./api-errors";

function answerFor(code: string | undefined): [status: number, message: string] {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, "The request took too long to arrive. Please send it again."];
  if (code === "HPE_HEADER_OVERFLOW") return [431, "The request's headers are too large."];
  return [400, "The request could not be read."];
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a malformed request
 * line, headers too large, a request that took longer than the timeout) get the API's
 * JSON error shape too, then the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    const [status, message] = answerFor(error.code);
    const body = JSON.stringify(apiError(message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        "Connection: close\r\n\r\n" +
        body,
    );
  }
  socket.destroy(error);
}
