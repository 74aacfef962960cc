import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";

import { isAllowedAddress } from "../kernel/net/outbound-address";
import { Agent, request } from "undici";

import type { BusyTime, TimeWindow } from "./calendar-busy-times";
import { FeedError } from "./feed-error";
import { readBusyTimes } from "./calendar-reader";

/**
 * A consultant's work calendar, read from the secret iCal address they paste (Google Calendar's
 * "Secret address in iCal format", Outlook's published ICS), answered as the times they are busy.
 * The address is a secret: no message or log line names it. Only start and end leave this module;
 * nothing of an event's content (title, place, attendees) does.
 */

export type FeedPolicy = {
  /** Tests only: allow plain http and private/loopback/link-local addresses (a local test feed). */
  allowPrivateAddresses: boolean;
  maxBytes: number;
  timeoutMs: number;
};

export const defaultFeedPolicy: FeedPolicy = {
  allowPrivateAddresses: false,
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
};

/**
 * Fetches the feed under the policy and reads its busy times in the window, off the server's
 * thread (calendar-reader.ts). Throws FeedError.
 */
export async function fetchBusyTimes(url: string, window: TimeWindow, policy: FeedPolicy): Promise<BusyTime[]> {
  return readBusyTimes(await feedText(url, policy), window);
}

// ---------------------------------------------------------------------------------------------
// Reading the feed

const maxRedirects = 3;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);
/** No feed lives at these, even a test's local one; 0.0.0.0 reaches this machine on Linux. */
async function feedText(address: string, policy: FeedPolicy): Promise<string> {
  const deadline = AbortSignal.timeout(policy.timeoutMs);
  try {
    // The race also bounds the DNS look-up, which takes no signal.
    return await beforeDeadline(followedFeed(address, policy, deadline), deadline);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (deadline.aborted) {
      throw new FeedError(`The calendar address did not answer within ${secondsText(policy.timeoutMs)}.`);
    }
    // The cause is left out: undici's and Node's messages can carry the address.
    throw new FeedError("The calendar address could not be reached.");
  }
}

async function followedFeed(address: string, policy: FeedPolicy, deadline: AbortSignal): Promise<string> {
  let target = checkedUrl(address, policy);
  for (let redirects = 0; ; redirects++) {
    const answer = await get(target, policy, deadline);
    if (typeof answer === "string") return answer;
    if (redirects === maxRedirects) {
      throw new FeedError(`The calendar address redirected more than ${maxRedirects} times.`);
    }
    target = checkedUrl(new URL(answer.location, target).href, policy);
  }
}

function checkedUrl(address: string, policy: FeedPolicy): URL {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new FeedError("The calendar address is not a web address.");
  }
  const allowed = policy.allowPrivateAddresses ? ["https:", "http:"] : ["https:"];
  if (!allowed.includes(url.protocol)) throw new FeedError("The calendar address must start with https://.");
  return url;
}

/** One request, to the address checked for it: the feed's text, or where it redirects. */
async function get(target: URL, policy: FeedPolicy, deadline: AbortSignal): Promise<string | { location: string }> {
  const addresses = await checkedAddresses(target.hostname, policy);
  const agent = new Agent({ connect: { lookup: pinnedLookup(addresses) } });
  try {
    const { statusCode, headers, body } = await request(target, {
      dispatcher: agent,
      signal: deadline,
      headers: { accept: "text/calendar", "user-agent": "nexora-site calendar reader" },
    });
    const location = headers.location;
    if (redirectStatuses.has(statusCode) && typeof location === "string") {
      await body.dump();
      return { location };
    }
    if (statusCode < 200 || statusCode > 299) {
      await body.dump();
      throw new FeedError(`The calendar address answered ${statusCode}.`);
    }
    const text = await textWithin(body, policy.maxBytes);
    if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new FeedError("The calendar address did not answer with a calendar.");
    return text;
  } finally {
    await agent.destroy();
  }
}

/**
 * The host's addresses, every one allowed by the policy. The connection then goes to these and no
 * others (pinnedLookup), so a second DNS answer cannot swap in an internal address.
 */
async function checkedAddresses(hostname: string, policy: FeedPolicy): Promise<LookupAddress[]> {
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: LookupAddress[];
  try {
    addresses = await lookup(host, { all: true, order: "verbatim" });
  } catch {
    throw new FeedError("The calendar address's host name could not be found.");
  }
  if (addresses.length === 0 || !addresses.every(({ address }) => isAllowedAddress(address, policy))) {
    throw new FeedError("The calendar address points to a private network address.");
  }
  return addresses;
}

function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const [first] = addresses;
    if (options.all || !first) callback(null, addresses);
    else callback(null, first.address, first.family);
  };
}

/** The body as text, given up as soon as it passes maxBytes: a hostile feed can be endless. */
async function textWithin(body: AsyncIterable<Buffer>, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) throw new FeedError(`The calendar is larger than ${sizeText(maxBytes)}.`);
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(deadline.reason);
    deadline.addEventListener("abort", abort, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener("abort", abort));
  });
}

const numberText = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });

function secondsText(ms: number): string {
  const seconds = ms / 1000;
  return `${numberText.format(seconds)} ${seconds === 1 ? "second" : "seconds"}`;
}

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${numberText.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${numberText.format(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
