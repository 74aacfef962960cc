import type { FastifyInstance } from "fastify";

import { RequestError } from "./api-errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** What a body over the route's limit is told, when the generic sentence would not help (the resume). */
    bodyTooLargeMessage?: string;
    /** The one media type the route reads, named when another arrives (application/json unless said). */
    mediaType?: string;
  }
}
import { unstorableFields } from "./storable-text";

/**
 * Checks every API request before its body is read or its handler runs: a compressed
 * body is refused (the API reads bodies as sent), a declared length over the route's
 * limit answers 413 at once (the multipart reader does not apply Fastify's body limit),
 * and JSON text the database cannot store answers 400 with the fields at fault.
 */
export function guardApiRequests(api: FastifyInstance): void {
  api.addHook("onRequest", async (request) => {
    const encoding = request.headers["content-encoding"]?.trim().toLowerCase();
    if (encoding && encoding !== "identity") {
      throw new RequestError(415, "Send the request body uncompressed, without a Content-Encoding.");
    }
    const declared = Number(request.headers["content-length"]);
    if (declared > request.routeOptions.bodyLimit) {
      throw new RequestError(413, request.routeOptions.config.bodyTooLargeMessage ?? "The request body is too large.");
    }
  });
  api.addHook("preValidation", async (request) => {
    if (request.body === undefined || request.isMultipart()) return;
    const errors = unstorableFields(request.body);
    if (Object.keys(errors).length > 0) throw new RequestError(400, "Please correct the highlighted fields.", errors);
  });
}
