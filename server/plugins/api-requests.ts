import type { FastifyInstance } from "fastify";

import { unstorableFields } from "../../domain/forms/storable-text";
import { RequestError } from "./api-errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** What a body over the route's limit is told, when the generic sentence would not help (the resume). */
    bodyTooLargeMessage?: string;
    /** The one media type the route reads, named when another arrives (application/json unless said). */
    mediaType?: string;
  }
}

/**
 * Checks every API request before its body is read or its handler runs: a compressed
 * body is refused (the API reads bodies as sent), a declared length over the route's
 * limit answers 413 at once (the multipart reader does not apply Fastify's body limit),
 * and JSON text the database cannot store answers 400 with the fields at fault.
 */
export function guardApiRequests(api: FastifyInstance): void {
  // Callback hooks, not async ones: they run on every API request, reads included.
  api.addHook("onRequest", (request, _reply, done) => {
    const encoding = request.headers["content-encoding"]?.trim().toLowerCase();
    if (encoding && encoding !== "identity") {
      done(new RequestError(415, "Send the request body uncompressed, without a Content-Encoding."));
      return;
    }
    const declared = Number(request.headers["content-length"]);
    if (declared > request.routeOptions.bodyLimit) {
      done(new RequestError(413, request.routeOptions.config.bodyTooLargeMessage ?? "The request body is too large."));
      return;
    }
    done();
  });
  api.addHook("preValidation", (request, _reply, done) => {
    if (request.body === undefined || request.isMultipart()) {
      done();
      return;
    }
    const errors = unstorableFields(request.body);
    done(
      Object.keys(errors).length > 0
        ? new RequestError(400, "Please correct the highlighted fields.", errors)
        : undefined,
    );
  });
}
