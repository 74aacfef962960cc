import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzipSync } from "node:zlib";

import type { FastifyReply, FastifyRequest } from "fastify";
import fresh from "fresh";

/**
 * A response body made once and sent many times: its ETag and its compressed copies are computed
 * with it, so a request for it costs neither hashing nor compression.
 */
export type Representation = { etag: string; identity: Buffer; br?: Buffer; gzip?: Buffer };

/** Below this a compressed copy saves less than its headers cost (as @fastify/compress's threshold). */
const compressFrom = 1024;

/** A page anyone may keep, asked for again on every visit: the ETag makes an unchanged one a 304. */
export const revalidatedPage = "public, max-age=0, must-revalidate";

export const etagOf = (body: Buffer) => `"${createHash("sha1").update(body).digest("base64url")}"`;

/** Brotli's middle setting: a few milliseconds for the home page, where the highest takes about a hundred. */
const middleSetting = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Compressed at a middle setting: it runs on the request that follows a change, inside its latency. */
export function representationOf(identity: Buffer): Representation {
  if (identity.length < compressFrom) return { etag: etagOf(identity), identity };
  return compressed(identity, brotliCompressSync(identity, middleSetting));
}

const brotliCompressed = promisify(brotliCompress);

/** How many bytes brotli's middle setting makes of a page, in the thread pool: a quick first look at its size. */
export const quickBrotliBytes = async (identity: Buffer) => (await brotliCompressed(identity, middleSetting)).length;

/**
 * A kept page, compressed once per change for every visitor until the next: at brotli's highest
 * setting, in the thread pool (about 70 ms for the home page's 80 KB, the main thread free
 * meanwhile), 13 % smaller than at the middle setting (the home page: 14.1 KB instead of 16.3 KB).
 * A phone's new connection brings about 14 KB in its first round trip (docs/performance.md).
 */
export async function pageRepresentationOf(identity: Buffer): Promise<Representation> {
  if (identity.length < compressFrom) return { etag: etagOf(identity), identity };
  const br = await brotliCompressed(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  return compressed(identity, br);
}

const compressed = (identity: Buffer, br: Buffer): Representation => ({
  etag: etagOf(identity),
  identity,
  br,
  gzip: gzipSync(identity, { level: 6 }),
});

const jsonRepresentations = new WeakMap<object, Representation>();

/**
 * The JSON `body()` makes for an answer that stays the same object until it changes (one held by
 * an AnswerCache): serialised, hashed and compressed once per change, not once per request.
 */
export function cachedJson(answer: object, body: () => unknown): Representation {
  let found = jsonRepresentations.get(answer);
  if (!found) {
    found = representationOf(Buffer.from(JSON.stringify(body())));
    jsonRepresentations.set(answer, found);
  }
  return found;
}

/**
 * An API answer from memory. Browsers may keep it but ask again each time (`no-cache`), and the
 * ETag turns an unchanged answer into an empty 304.
 */
export function sendJson(request: FastifyRequest, reply: FastifyReply, body: Representation): FastifyReply {
  reply.type("application/json; charset=utf-8").header("cache-control", "no-cache");
  return sendRepresentation(request, reply, body);
}

/**
 * Whether an If-None-Match header names the ETag held, as RFC 9110 §13.1.2 says: `*`, or a list
 * of tags compared weakly (`W/"a"` matches `"a"` and the other way round). A header that is no
 * list of tags matches nothing, so the whole answer goes out. jshttp's `fresh`, as express and
 * send use it, with only this header: the request's Cache-Control is for caches on the way, and
 * a cache that revalidates with `no-cache` is owed its 304.
 */
export const ifNoneMatchHolds = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined && fresh({ "if-none-match": ifNoneMatch }, { etag });

/**
 * A compressed copy is another representation, so its tag differs (RFC 9110 §8.8.3.3): `"…"` for
 * the body as it is, `"….br"` and `"….gz"` for the copies. A cache that holds two of them asks
 * with both tags and learns from the 304's tag which one is still good.
 */
const tagSuffix = { identity: "", br: ".br", gzip: ".gz" } as const;

const etagFor = (etag: string, encoding: keyof typeof tagSuffix) =>
  encoding === "identity" ? etag : `${etag.slice(0, -1)}${tagSuffix[encoding]}"`;

/**
 * Sends a representation with its ETag: brotli or gzip as the browser accepts, or 304 when the
 * browser holds that copy already. The caller sets the content type and caching headers.
 */
export function sendRepresentation(request: FastifyRequest, reply: FastifyReply, body: Representation): FastifyReply {
  const encoding = preferredEncoding(request.headers["accept-encoding"], body);
  const etag = etagFor(body.etag, encoding);
  reply.header("etag", etag).header("vary", "accept-encoding");
  if (ifNoneMatchHolds(request.headers["if-none-match"], etag)) return reply.status(304).send();
  if (encoding === "identity") return reply.send(body.identity);
  return reply.header("content-encoding", encoding).send(body[encoding]);
}

/** Brotli, then gzip, when the browser accepts it and the copy exists. */
function preferredEncoding(acceptEncoding: string | undefined, body: Representation): "br" | "gzip" | "identity" {
  if (!acceptEncoding || (!body.br && !body.gzip)) return "identity";
  const accepted = acceptedCodings(acceptEncoding);
  if (body.br && accepted.has("br")) return "br";
  if (body.gzip && accepted.has("gzip")) return "gzip";
  return "identity";
}

/** Browsers send a handful of distinct Accept-Encoding lines; each is read once (up to a bound). */
const acceptedByHeader = new Map<string, ReadonlySet<string>>();

function acceptedCodings(acceptEncoding: string): ReadonlySet<string> {
  const known = acceptedByHeader.get(acceptEncoding);
  if (known) return known;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [coding = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    if (coding && !refused) accepted.add(coding);
  }
  if (acceptedByHeader.size < 100) acceptedByHeader.set(acceptEncoding, accepted);
  return accepted;
}
