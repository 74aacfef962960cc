import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";

import { isServiceUnavailable } from "../../contracts/outcome";
import { isDatabaseUnavailable } from "../db/errors";

/** The error body every API call answers with: a message, and per-field messages for bad input. */
export type ApiError = { success: false; message: string; errors?: Record<string, string> };

export function apiError(message: string, errors?: Record<string, string>): ApiError {
  return errors ? { success: false, message, errors } : { success: false, message };
}

/** A request the API refuses with a 4xx status, a message and, for bad fields, a message per field. */
export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

const clientMessages: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request body does not match its declared length.",
  FST_ERR_CTP_INVALID_TYPE: "The request's Content-Type header is not valid.",
  FST_REQ_FILE_TOO_LARGE: "The resume is larger than 10 MB.",
  FST_FILES_LIMIT: "Send one resume only.",
  FST_PARTS_LIMIT: "The application has too many parts.",
  FST_FIELDS_LIMIT: "The application has too many fields.",
  FST_PROTO_VIOLATION: "The application contains a field name that is not allowed.",
  FST_MP_PREMATURE_CLOSE: "The upload ended before it was complete. Please send the application again.",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "Send the request as multipart/form-data.",
};

/**
 * Whether the client hung up while its body was still arriving: Node then ends the request's
 * stream with ECONNRESET ("aborted") or a premature close, which reads like a database's lost
 * connection. A stream that ended whole before the failure is not this, whatever the error says.
 */
const clientHungUp = (request: FastifyRequest) => request.raw.readableAborted;

/**
 * Makes every failure inside the API context a JSON answer: 4xx with a message
 * the caller can show, 5xx logged and answered without internals.
 */
export function useJsonErrors(api: FastifyInstance): void {
  api.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // Nothing failed on our side and nobody is left to read an answer: a line to follow the request by, not an alarm.
    if (clientHungUp(request)) {
      request.log.info({ code: error.code }, "client hung up before its request arrived");
      return reply.status(400).send(apiError("The request ended before it was complete."));
    }
    // The database, or another store the request needs (the resume storage), cannot answer now.
    if (isDatabaseUnavailable(error) || isServiceUnavailable(error)) {
      request.log.error({ err: error }, isServiceUnavailable(error) ? error.message : "database unavailable");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send(apiError("We cannot take this request right now. Please try again in a moment."));
    }
    if (status >= 500) {
      request.log.error({ err: error }, "API request failed");
      return reply.status(status).send(apiError("Something went wrong on our side. Please try again later."));
    }
    const message =
      error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
        ? `Send the request as ${request.routeOptions.config.mediaType ?? "application/json"}.`
        : ((error.code && clientMessages[error.code]) ?? error.message);
    return reply.status(status).send(apiError(message, error instanceof RequestError ? error.errors : undefined));
  });
}
