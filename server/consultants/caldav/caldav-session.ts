import { lookup } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

import { isAllowedAddress } from "../../kernel/net/outbound-address";
import { Agent, buildConnector, fetch as undiciFetch } from "undici";

import { FeedError } from "../feed-error";
import { CalDavError, calDavMessages, secondsText, sizeText } from "./caldav-errors";

/**
 * The one way this folder talks to a CalDAV server: a fetch for tsdav that bounds every request in
 * time and in the size of its answer, paces the requests to each server, connects only to
 * addresses the policy allows (checked on each connection, redirects included), and turns every
 * failure into a CalDavError whose message names neither the address nor the credentials
 * (undici's and Node's own messages can carry both).
 */

export type CalDavAccount = { serverUrl: string; username: string; password: string };

export type CalDavPolicy = {
  /** Each request, from connecting to the answer's last byte. */
  requestTimeoutMs: number;
  /** All the requests of one operation: discovery alone makes up to six. */
  operationTimeoutMs: number;
  /**
   * All the requests of one read of an account's calendars, two a calendar (readingCalDav): a
   * slow server then costs one account's read this long at most, however many calendars it has.
   */
  readTimeoutMs: number;
  /** The largest answer read, in bytes: a calendar of a few hundred events in a month is well under 1 MB. */
  maxBytes: number;
  /**
   * The most of an account's list of calendars read, in bytes: the calendars past it are left out,
   * as those past calDavCalendarLimit are. Fifty calendars take some 50 KB.
   */
  maxListingBytes: number;
  /** The least time between two requests to one server (an origin), whichever account they are for. */
  minRequestIntervalMs: number;
  /** Tests only: allow loopback and private networks (a local test server). */
  allowPrivateAddresses: boolean;
};

export const defaultCalDavPolicy: CalDavPolicy = {
  requestTimeoutMs: 5_000,
  operationTimeoutMs: 15_000,
  readTimeoutMs: 60_000,
  maxBytes: 5 * 1024 * 1024,
  maxListingBytes: 1024 * 1024,
  minRequestIntervalMs: 100,
  allowPrivateAddresses: false,
};

/**
 * `stillWanted` is asked before each request, after its turn came: answering false ends the
 * session with a CalDavError "stopped", and no request goes to the server after that. A read
 * asks whether the account is still connected, so that a disconnect stops it at once.
 */
export type DavSessionOptions = { stillWanted?: () => Promise<boolean> };

export type DavSession = {
  /** Hand to tsdav's `fetch` parameter. */
  fetch: typeof globalThis.fetch;
  /**
   * The same for a listing (a PROPFIND of depth 1): an answer longer than maxListingBytes is read
   * that far and cut after its last whole response, rather than refused.
   */
  listingFetch: typeof globalThis.fetch;
  /** Hand to tsdav's `headers` parameter: the Basic authorization. */
  headers: Record<string, string>;
};

/** A checked http(s) address without user info. Throws CalDavError. */
export function checkedServerUrl(address: string): URL {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new CalDavError("address", calDavMessages.notWebAddress);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new CalDavError("address", calDavMessages.notHttp);
  // tsdav's debug log names the addresses it requests: user info must never be in one.
  if (url.username || url.password) throw new CalDavError("address", calDavMessages.userInfo);
  return url;
}

/**
 * Runs `work` with a bounded session to the account's server. Whatever `work` throws becomes a
 * CalDavError: the first failure of a request if there was one (tsdav swallows some, e.g. while it
 * looks for the principal), else a refused password if the server answered 401 anywhere, else
 * "not a CalDAV server" (tsdav's own errors, such as "cannot find homeUrl"). The bounded reader's
 * FeedError (events it cannot read) and a fault of `stillWanted` (the database's) pass as they are.
 */
export async function withDavSession<T>(
  account: CalDavAccount,
  policy: CalDavPolicy,
  work: (session: DavSession) => Promise<T>,
  { stillWanted }: DavSessionOptions = {},
): Promise<T> {
  checkedServerUrl(account.serverUrl);
  const operation = AbortSignal.timeout(policy.operationTimeoutMs);
  const agent = guardedAgent(policy);
  let failure: Error | null = null;
  let refusedCredentials = false;

  const boundedFetch = (readBody: BodyReader) => async (input: string | URL | Request, init?: RequestInit) => {
    // After a failure (a timeout, an answer too large), tsdav would try other addresses on the same
    // server, each failing the same way: the operation ends at the first.
    if (failure) throw failure;
    const url = typeof input === "string" || input instanceof URL ? input : input.url;
    let request: AbortSignal | undefined;
    try {
      // tsdav builds addresses from the server's answers too (a redirect, a principal's href).
      const target = checkedServerUrl(String(url));
      await turnOf(target.origin, policy.minRequestIntervalMs, operation);
      if (stillWanted && !(await stillWantedOrFault(stillWanted))) {
        throw new CalDavError("stopped", calDavMessages.stopped);
      }
      request = AbortSignal.timeout(policy.requestTimeoutMs);
      const response = await undiciFetch(url, {
        ...(init as Parameters<typeof undiciFetch>[1]),
        signal: AbortSignal.any([request, operation]),
        dispatcher: agent,
      });
      if (response.status === 401) refusedCredentials = true;
      const body = await readBody(response, policy);
      const copy = new Response(bodylessStatuses.has(response.status) ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
      });
      // tsdav reads the URL answered, e.g. after a redirect.
      Object.defineProperty(copy, "url", { value: response.url });
      return copy;
    } catch (error) {
      failure =
        error instanceof StillWantedFault
          ? error.cause
          : failureOf(
              error,
              request?.aborted ? policy.requestTimeoutMs : operation.aborted ? policy.operationTimeoutMs : null,
            );
      throw failure;
    }
  };

  const session: DavSession = {
    fetch: boundedFetch(bodyWithin) as typeof globalThis.fetch,
    listingFetch: boundedFetch(listingWithin) as typeof globalThis.fetch,
    headers: { authorization: basicAuthorization(account) },
  };
  try {
    return await work(session);
  } catch (error) {
    if (failure) throw failure;
    if (error instanceof CalDavError || error instanceof FeedError) throw error;
    if (refusedCredentials) throw new CalDavError("credentials", calDavMessages.credentials);
    throw new CalDavError("not-caldav", calDavMessages.notCalDav);
  } finally {
    await agent.close().catch(() => agent.destroy());
  }
}

/**
 * UTF-8, as servers read it (RFC 7617's charset): tsdav's own helper refuses anything outside
 * Latin-1, and an app password may hold any character.
 */
function basicAuthorization({ username, password }: CalDavAccount): string {
  return `Basic ${Buffer.from(`${username}:${password}`, "utf8").toString("base64")}`;
}

const bodylessStatuses = new Set([101, 204, 205, 304]);

/** A fault of `stillWanted` (the database's, not the server's), carried through the request's failure handling. */
class StillWantedFault extends Error {
  constructor(override readonly cause: Error) {
    super("stillWanted failed");
  }
}

async function stillWantedOrFault(stillWanted: () => Promise<boolean>): Promise<boolean> {
  try {
    return await stillWanted();
  } catch (error) {
    throw new StillWantedFault(error instanceof Error ? error : new Error(String(error)));
  }
}

// ---------------------------------------------------------------------------------------------
// One request at a time to a server

/**
 * When each server (an origin) may next be asked: every session of this process waits its turn,
 * whichever account it is for, so a server gets at most one request per minRequestIntervalMs from
 * us, however many calendars and consultants it has. Turns past are forgotten.
 */
const nextTurnAt = new Map<string, number>();

async function turnOf(origin: string, intervalMs: number, signal: AbortSignal): Promise<void> {
  const now = performance.now();
  for (const [known, at] of nextTurnAt) if (at <= now) nextTurnAt.delete(known);
  const turn = Math.max(now, nextTurnAt.get(origin) ?? now);
  nextTurnAt.set(origin, turn + intervalMs);
  if (turn > now) await sleep(turn - now, undefined, { signal });
}

// ---------------------------------------------------------------------------------------------
// Answers bounded in size

type FetchedResponse = Awaited<ReturnType<typeof undiciFetch>>;
type BodyReader = (response: FetchedResponse, policy: CalDavPolicy) => Promise<Uint8Array<ArrayBuffer>>;

class SizeExceeded extends Error {
  constructor(readonly maxBytes: number) {
    super("answer too large");
  }
}

/** The body, given up as soon as it passes maxBytes: a hostile server can answer forever. */
async function bodyWithin(response: FetchedResponse, { maxBytes }: CalDavPolicy): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new SizeExceeded(maxBytes);
  }
  const { bytes, whole } = await firstBytes(response, maxBytes);
  if (!whole) throw new SizeExceeded(maxBytes);
  return bytes;
}

/**
 * A listing's body up to maxListingBytes; one longer is cut after its last whole <response> and
 * closed as the multistatus it is, so the calendars it names first are read and the rest left out.
 */
async function listingWithin(
  response: FetchedResponse,
  { maxListingBytes }: CalDavPolicy,
): Promise<Uint8Array<ArrayBuffer>> {
  const { bytes, whole } = await firstBytes(response, maxListingBytes);
  if (whole) return bytes;
  // One character a byte: the offsets found are the bytes', and every tag sought is ASCII.
  const text = bytes.toString("latin1");
  const root = /<([\w.-]+:)?multistatus[\s>]/.exec(text);
  const lastEnd = [...text.matchAll(/<\/([\w.-]+:)?response\s*>/g)].at(-1);
  if (!root || !lastEnd) throw new SizeExceeded(maxListingBytes);
  return Buffer.concat([
    bytes.subarray(0, lastEnd.index + lastEnd[0].length),
    Buffer.from(`</${root[1] ?? ""}multistatus>`),
  ]);
}

/** Up to `limit` bytes of the body, and whether that is all of it; the rest is never read. */
async function firstBytes(
  response: FetchedResponse,
  limit: number,
): Promise<{ bytes: Buffer<ArrayBuffer>; whole: boolean }> {
  if (!response.body) return { bytes: Buffer.alloc(0), whole: true };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    size += read.value.length;
    if (size > limit) {
      await reader.cancel();
      return { bytes: Buffer.concat(chunks).subarray(0, limit), whole: false };
    }
  }
  return { bytes: Buffer.concat(chunks), whole: true };
}

const certificateErrors = new Set([
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

/** The CalDavError for a request that threw; `timedOutAfterMs` when one of its deadlines passed. */
function failureOf(error: unknown, timedOutAfterMs: number | null): CalDavError {
  if (error instanceof CalDavError) return error;
  if (error instanceof SizeExceeded)
    return new CalDavError("too-large", calDavMessages.tooLarge(sizeText(error.maxBytes)));
  if (timedOutAfterMs !== null)
    return new CalDavError("timeout", calDavMessages.timedOut(secondsText(timedOutAfterMs)));
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof AddressRefused) return new CalDavError("address", calDavMessages.privateAddress);
    const code = (cause as { code?: unknown }).code;
    if (code === "ENOTFOUND" || code === "EAI_AGAIN") return new CalDavError("unreachable", calDavMessages.unknownHost);
    if (typeof code === "string" && certificateErrors.has(code)) {
      return new CalDavError("unreachable", calDavMessages.badCertificate);
    }
  }
  return new CalDavError("unreachable", calDavMessages.unreachable);
}

// ---------------------------------------------------------------------------------------------
// Where requests may go

class AddressRefused extends Error {
  constructor() {
    super("address refused by policy");
  }
}

/** No CalDAV server lives at these, even a test's; 0.0.0.0 reaches this machine on Linux. */
/**
 * An agent whose every connection, the first and any a redirect leads to, goes only to allowed
 * addresses: a host name's are checked as they are looked up (the connection then uses those and
 * no others), and an address given as such is checked before connecting, since Node looks nothing up for it.
 */
function guardedAgent(policy: CalDavPolicy): Agent {
  const connect = buildConnector({ lookup: checkedLookup(policy) } as buildConnector.BuildOptions);
  return new Agent({
    connect(options, callback) {
      const host = options.hostname.replace(/^\[(.*)\]$/, "$1");
      if (isIP(host) && !isAllowedAddress(host, policy)) {
        callback(new AddressRefused(), null);
        return;
      }
      connect(options, callback);
    },
  });
}

function checkedLookup(policy: CalDavPolicy): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const [first] = addresses;
      if (!first || !addresses.every(({ address }) => isAllowedAddress(address, policy))) {
        return callback(new AddressRefused(), "", 0);
      }
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}
