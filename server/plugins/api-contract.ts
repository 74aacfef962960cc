import swagger from "@fastify/swagger";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from "fastify";
import { z } from "zod";

import { fieldErrors } from "../../domain/forms/field-errors";
import { RequestError, type ApiError } from "./api-errors";
import { idempotencyKeyPattern } from "./idempotency";
import { representationOf, sendRepresentation, type Representation } from "./representation";

/**
 * The public API's contract in the code: each JSON route declares its parameters, body and
 * answers (built from the zod schemas in domain/) with `declareRoute`, and
 * `publishApiContract` serves the OpenAPI 3.1 description @fastify/swagger makes of what the
 * routes declared, at GET /api/openapi.json (committed as docs/openapi.json; docs/api.md).
 *
 * One schema per part of a request: the zod schema that describes a route's parameters, query
 * or body also validates them before its handler runs, and types what the handler reads
 * (`apiRoute`). Input it refuses answers 400 in the one shape, the route's message with each
 * field's own in `errors`. Answers go out as before (most as bytes made once,
 * plugins/representation.ts): a declared route's serializer is JSON.stringify, Fastify's default.
 */

/** Where the description is served. */
export const openApiPath = "/api/openapi.json";

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1: what a client sends
 * ("input": fields with a default are optional) or what it receives ("output").
 */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, target: "draft-2020-12" });
  return json;
}

/** The error body of every API call (docs/design.md, "HTTP API"): `components.schemas.ApiError`. */
export const ApiErrorSchema = z.strictObject({
  success: z.literal(false),
  message: z.string().meta({ description: "A sentence for the visitor." }),
  errors: z.record(z.string(), z.string()).optional().meta({
    description:
      "For invalid input: one message per field at fault, keyed by its name (a nested one as `education.0.school`, a whole-form rule as `form`).",
  }),
}) satisfies z.ZodType<ApiError>;

const apiErrorId = "ApiError";

type Headers = Record<string, JsonSchema>;

/** An answer whose JSON body `body` describes. */
export const answer = (description: string, body: z.ZodType, headers?: Headers): JsonSchema => ({
  "x-response-description": description,
  ...jsonSchemaOf(body, "output"),
  ...(headers && { headers }),
});

/** A refusal: the error body, `{"success": false, "message", "errors"?}`. */
export const failure = (description: string, headers?: Headers): JsonSchema => ({
  description,
  $ref: `${apiErrorId}#`,
  ...(headers && { headers }),
});

/** An answer without a body (a redirect, a 304). */
export const noBody = (description: string, headers?: Headers): JsonSchema => ({
  description,
  type: "null",
  ...(headers && { headers }),
});

const retryAfter = { type: "integer", minimum: 0, description: "Seconds to wait before trying again." };

/** Headers the routes answer with. */
export const answerHeaders = {
  /** On a refusal that passes (a quota, an unavailable database). */
  retryAfter: { "Retry-After": retryAfter },
  /** Answers kept in memory carry their ETag (plugins/representation.ts). */
  etag: {
    ETag: {
      type: "string",
      description: "The answer's version: sent back as If-None-Match, an unchanged answer is a 304 without a body.",
    },
  },
  /** A repeat of a submission (plugins/idempotency.ts). */
  replayed: {
    "Idempotent-Replayed": {
      type: "string",
      const: "true",
      description: "Present when this repeats the first answer to the same Idempotency-Key: nothing was done again.",
    },
  },
} satisfies Record<string, Headers>;

/** Request headers the routes read. */
export const requestHeaders = {
  idempotencyKey: {
    "Idempotency-Key": {
      type: "string",
      pattern: idempotencyKeyPattern.source,
      description:
        "Any 1 to 255 visible ASCII characters (a UUID fits), new for each submission: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`) instead of submitting twice; the same key with another body answers 422.",
    },
  },
  ifNoneMatch: {
    "If-None-Match": { type: "string", description: "The ETag of the answer held already." },
  },
} satisfies Record<string, Headers>;

/** 304 to If-None-Match, for the answers with an ETag. */
export const notModified = { 304: noBody("The answer held under If-None-Match is still the current one.") };

/** What any route may answer when the server cannot serve it (plugins/api-errors.ts). */
export const serverFailures = {
  500: failure("Something failed on the server: `Something went wrong on our side. Please try again later.`"),
  503: failure(
    "The database (or, for an application, the resume storage) cannot answer now: `We cannot take this request right now. Please try again in a moment.`",
    answerHeaders.retryAfter,
  ),
};

/** Refusals of a JSON body before its route reads it (plugins/api-requests.ts, plugins/api-errors.ts). */
export const jsonBodyFailures = {
  413: failure("The body is over 64 KB: `The request body is too large.`"),
  415: failure(
    "The body is not `application/json` (`Send the request as application/json.`) or is compressed (`Send the request body uncompressed, without a Content-Encoding.`).",
  ),
};

/** What the 400 of a JSON submission covers besides the route's own rules. */
export const badJsonBody =
  "a body that is not JSON (`The request body is not valid JSON.`) or is empty (`The request body is empty.`), text the database cannot store (`Please correct the highlighted fields.` with the fields in `errors`), or an Idempotency-Key header that is not 1 to 255 visible ASCII characters";

/** A submission's refusals: its Idempotency-Key reused (plugins/idempotency.ts) and its form quotas (plugins/rate-limit.ts). */
export const submissionFailures = {
  422: failure(
    "The Idempotency-Key came with another request before: `This Idempotency-Key was already used for a different request. Send a new key.`",
  ),
  429: failure(
    "The client's address (its IPv6 /64) has made FORM_RATE_LIMIT accepted submissions to this form in the last 10 minutes (`Too many submissions from your address. Please try again in 3 minutes.`), or the e-mail address the form would write to has been written to FORM_RATE_LIMIT times in 10 minutes or 5 times in a day through it, whoever asked (`We have sent this email address as many messages as we may for now. Please try again in 5 hours.`; the job alerts instead answer 202 and send nothing past their daily cap).",
    answerHeaders.retryAfter,
  ),
};

/** The parts of a request a route's contract validates, each with one zod schema. */
export type RequestParts = {
  /** The path's parameters (`/api/jobs/:id`). */
  params?: z.ZodObject;
  /** The query string's parameters. */
  querystring?: z.ZodObject;
  /** A JSON body (the description shows its "input" side). */
  body?: z.ZodType;
};

/** One route's contract: where it sits in the description, what it takes and every answer it can give. */
export type RouteContract<Parts extends RequestParts = RequestParts> = Parts & {
  /** A unique name for generated clients' methods. */
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** The request headers the route reads (`requestHeaders`); each is checked where it is read. */
  headers?: Headers;
  /** A multipart body, as JSON Schema: its route reads the parts as they stream, and checks them itself. */
  multipart?: JsonSchema;
  /** A form's urlencoded body, as JSON Schema: a browser without JavaScript posts it, and its route checks it itself. */
  form?: JsonSchema;
  /** Fields of `body` the description leaves out: a bot trap that clients never send. */
  undescribed?: readonly string[];
  /**
   * The 400's message for input the schemas refuse, for each part of the request that has one of
   * its own (each field's own message goes in `errors`); otherwise `correctTheFields`.
   */
  invalid?: Partial<Record<"params" | "querystring" | "body", string>>;
  /** Every status the route answers, with `answer`, `failure` and `noBody`. */
  answers: Record<number, JsonSchema>;
};

/** The 400's message of a route that names none. */
export const correctTheFields = "Please correct the highlighted fields.";

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : unknown;

/** What a route's handler reads, as its contract's schemas parsed it. */
export type RouteInput<Parts extends RequestParts> = {
  Params: Parsed<Parts["params"]>;
  Querystring: Parsed<Parts["querystring"]>;
  Body: Parsed<Parts["body"]>;
};

/** A declared route: the options that describe and validate it, to register with `apiRoute`. */
export type DeclaredRoute<Parts extends RequestParts> = Pick<
  RouteShorthandOptions,
  "schema" | "validatorCompiler" | "serializerCompiler"
> & { readonly parts: Parts };

/** A declaration's serializer: what Fastify does without a response schema. */
const asJson = () => (data: unknown) => JSON.stringify(data);

/** Validates each part of a request with its contract's schema; the handler then reads what it parsed. */
const validatorOf =
  (contract: RouteContract) =>
  ({ httpPart }: { httpPart?: string }) => {
    const part = httpPart === "params" || httpPart === "querystring" || httpPart === "body" ? httpPart : undefined;
    const schema = part && contract[part];
    if (!part || !schema) return () => true;
    const message = contract.invalid?.[part] ?? correctTheFields;
    return (data: unknown) => {
      // Fastify hands over null for a part the request did not send.
      const parsed = schema.safeParse(data ?? undefined);
      return parsed.success
        ? { value: parsed.data }
        : { error: new RequestError(400, message, fieldErrors(parsed.error)) };
    };
  };

const describedBody = (body: z.ZodType, undescribed: readonly string[] = []) =>
  body instanceof z.ZodObject && undescribed.length > 0
    ? z.object(Object.fromEntries(Object.entries(body.shape).filter(([field]) => !undescribed.includes(field))))
    : body;

/** The route options that declare, describe and validate a route. */
export function declareRoute<Parts extends RequestParts>(contract: RouteContract<Parts>): DeclaredRoute<Parts> {
  const { operationId, tag, summary, description, params, querystring, headers, body, multipart, form, answers } =
    contract;
  const schema: FastifySchema = {
    operationId,
    tags: [tag],
    summary,
    ...(description && { description }),
    ...(params && { params: jsonSchemaOf(params, "input") }),
    ...(querystring && { querystring: jsonSchemaOf(querystring, "input") }),
    ...(headers && { headers: { type: "object", properties: headers } }),
    ...(body && { body: jsonSchemaOf(describedBody(body, contract.undescribed), "input") }),
    ...(multipart && { body: multipart, consumes: ["multipart/form-data"] }),
    ...(form && { body: form, consumes: ["application/x-www-form-urlencoded"] }),
    response: answers,
  };
  return {
    schema,
    validatorCompiler: validatorOf(contract),
    serializerCompiler: asJson,
    parts: { params, querystring, body } as Parts,
  };
}

/** Registers a declared route, its handler typed by what the contract's schemas parse. */
export function apiRoute<Parts extends RequestParts>(
  api: FastifyInstance,
  method: "GET" | "POST",
  url: string,
  { parts: _parts, ...declared }: DeclaredRoute<Parts>,
  handler: (request: FastifyRequest<RouteInput<Parts>>, reply: FastifyReply) => Promise<unknown>,
  options: Omit<RouteShorthandOptions, "schema" | "validatorCompiler" | "serializerCompiler"> = {},
): void {
  api.route<RouteInput<Parts>>({ method, url, ...options, ...declared, handler });
}

const info = {
  title: "Nexora Technologies public API",
  version: "1.0.0",
  description: [
    "The JSON API the site's pages call: the demo calendar and booking, the contact form, the careers page's jobs, applications and job alerts, the page counter's beacon, and the health checks.",
    "",
    'Every refusal is JSON, `{"success": false, "message": "...", "errors"?: {"field": "message"}}` (`ApiError`), with a 4xx or 5xx status; `message` is a sentence for the visitor, `errors` names the fields at fault. Another method on an API path answers 405 with `Allow`; an unknown API path answers 404; both in the same shape.',
    "",
    "Submissions (POST with a body) are counted per client address: FORM_RATE_LIMIT accepted ones per form in 10 minutes (5 unless configured), then 429; a form that e-mails the address typed also counts per that address, whoever asks: FORM_RATE_LIMIT in 10 minutes and 5 a day. They take an optional `Idempotency-Key` header. Answers read from memory carry an ETag and `Cache-Control: no-cache`.",
  ].join("\n"),
};

const tags = [
  { name: "bookings", description: "The free 30-minute demo call: its calendar and its booking." },
  { name: "enquiries", description: "The contact forms." },
  { name: "careers", description: "Open jobs, applications and job alerts." },
  { name: "newsletter", description: "The blog's newsletter: subscribing, and unsubscribing with one click." },
  { name: "privacy", description: "A person's rights over their data: the grievance form." },
  { name: "health", description: "Liveness and readiness, for load balancers." },
  { name: "analytics", description: "The site's own cookieless page counter (decision 048)." },
  { name: "media", description: "The images editors upload for blog posts, in every size and format made." },
  { name: "contract", description: "This description." },
];

/** Anyone may fetch it, from anywhere; it changes only with a new release of the site. */
const documentCaching = "public, max-age=300";

/**
 * Collects the declarations of the API's routes registered after it and serves their OpenAPI
 * description. Call it on the API's context before its routes.
 */
export async function publishApiContract(api: FastifyInstance): Promise<void> {
  api.addSchema({ $id: apiErrorId, ...jsonSchemaOf(ApiErrorSchema, "output") });
  await api.register(swagger, {
    openapi: { openapi: "3.1.0", info, tags },
    // What declares no tag (the 405 and 404 answers of any other method or path) is left out.
    hideUntagged: true,
    // OpenAPI 3.1 takes `const` as it is.
    convertConstToEnum: false,
    // Shared schemas keep their names: `#/components/schemas/ApiError`, not `def-0`.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === "string" ? json.$id : `def-${i}`),
    },
  });

  let document: Representation | undefined;
  const contract = declareRoute({
    operationId: "getOpenApiDescription",
    tag: "contract",
    summary: "This OpenAPI 3.1 description of the public API",
    headers: requestHeaders.ifNoneMatch,
    answers: {
      200: answer(
        "The description.",
        z.looseObject({ openapi: z.literal("3.1.0"), info: z.looseObject({}), paths: z.looseObject({}) }),
        answerHeaders.etag,
      ),
      ...notModified,
      ...serverFailures,
    },
  });
  apiRoute(
    api,
    "GET",
    openApiPath,
    contract,
    async (request, reply) => {
      // Made at the first request, once every route has been declared (the app is ready by then).
      document ??= representationOf(Buffer.from(JSON.stringify(api.swagger())));
      reply
        .type("application/json; charset=utf-8")
        .header("cache-control", documentCaching)
        // For API tools on other origins (a Swagger editor in the browser): the document is public.
        .header("access-control-allow-origin", "*")
        .header("cross-origin-resource-policy", "cross-origin");
      return sendRepresentation(request, reply, document);
    },
    { compress: false },
  );
}
