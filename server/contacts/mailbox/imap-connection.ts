import { lookup } from "node:dns/promises";
import { isIP } from "node:net";

import type { ImapFlow } from "imapflow";

import type { MailboxSecurity } from "../../../domain/contacts/mailbox-forms";
import { isAllowedAddress, type OutboundPolicy } from "../../kernel/net/outbound-address";

/** What an IMAP session needs: never logged, the password least of all. */
export type ImapLogin = {
  host: string;
  port: number;
  security: MailboxSecurity;
  username: string;
  password: string;
};

/** A failure to reach or read a mailbox, in words for its owner; never names the password. */
export class MailboxError extends Error {
  override name = "MailboxError";
}

/** How long each step may take: a seller waits for the check, and the task for every read. */
export const imapBounds = {
  connectMs: 10_000,
  greetingMs: 10_000,
  socketMs: 30_000,
  /**
   * The whole of "Connect mailbox" (look-up, sign-in, sign-out): a server that answers a byte at a
   * time never lets socketMs pass, and a proxy gives up on the request at 30 seconds.
   */
  checkMs: 20_000,
  /** The whole of one mailbox's read: past it the session is cut and the read counted as failed. */
  readMs: 2 * 60_000,
  /** Signing out is a courtesy: a server that does not answer it is hung up on. */
  logoutMs: 2_000,
  /** What a session may receive before it reads a message: greeting, sign-in, folder list, folder opened. */
  sessionBytes: 1024 * 1024,
  /** How often what a session received is compared with what it allowed. */
  sizeCheckEveryMs: 100,
  /** The largest single answer the server may send: a message over it is skipped before it is asked for. */
  maxLiteralBytes: 12 * 1024 * 1024,
};

export const securityOf = (secure: boolean, host: string): MailboxSecurity =>
  secure ? "tls" : isThisMachine(host) ? "none" : "starttls";

const isThisMachine = (host: string) => ["127.0.0.1", "localhost", "::1"].includes(host);

/**
 * The address to connect to for a host a member typed: every address the name has must be one the
 * policy allows (kernel/net/outbound-address.ts), and the session then uses the one checked, so a
 * second look-up cannot lead it elsewhere. Bounded in time: the look-up takes no signal.
 */
async function allowedAddressOf(host: string, policy: OutboundPolicy): Promise<string> {
  const found = isIP(host)
    ? [{ address: host }]
    : await Promise.race([
        lookup(host, { all: true }).catch(() => {
          throw new MailboxError(`No mail server named ${host} was found. Please check the server's name.`);
        }),
        new Promise<never>((_resolve, reject) =>
          setTimeout(
            () => reject(new MailboxError(`The mail server's name ${host} could not be looked up in time.`)),
            imapBounds.connectMs,
          ).unref(),
        ),
      ]);
  if (found.length === 0 || !found.every(({ address }) => isAllowedAddress(address, policy)))
    throw new MailboxError("The mail server's address points to a private network address.");
  return found[0]!.address;
}

/**
 * Opens a signed-in session, hung up on when `signal` aborts and shown to `watch` before it
 * connects; throws MailboxError in plain words.
 */
async function openImap(
  login: ImapLogin,
  policy: OutboundPolicy,
  signal: AbortSignal,
  watch: (client: ImapFlow) => void,
): Promise<ImapFlow> {
  const address = await allowedAddressOf(login.host, policy);
  // The deadline may have passed during the look-up: no connection is then started at all.
  signal.throwIfAborted();
  // Loaded by the first mailbox read: a server with no mailbox set up never holds it (docs/performance.md, "Memory").
  const { ImapFlow } = await import("imapflow");
  const client = new ImapFlow({
    host: address,
    // The certificate is checked against the name typed, not the address it led to.
    ...(isIP(login.host) ? {} : { servername: login.host }),
    port: login.port,
    secure: login.security === "tls",
    // STARTTLS is required, never merely tried: a server that drops it must not get the password in clear.
    doSTARTTLS: login.security === "starttls" ? true : login.security === "none" ? false : undefined,
    auth: { user: login.username, pass: login.password },
    // ImapFlow's own log would carry addresses and subjects.
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: imapBounds.connectMs,
    greetingTimeout: imapBounds.greetingMs,
    socketTimeout: imapBounds.socketMs,
    maxLiteralSize: imapBounds.maxLiteralBytes,
  });
  // An error after connect (a dropped socket) would otherwise be unhandled.
  client.on("error", () => undefined);
  signal.addEventListener("abort", () => client.close(), { once: true });
  watch(client);
  try {
    await client.connect();
  } catch (error) {
    client.close();
    throw new MailboxError(plainReason(error, login));
  }
  return client;
}

async function closeQuietly(client: ImapFlow): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.logout().catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, imapBounds.logoutMs))),
  ]);
  clearTimeout(timer);
  client.close();
}

/** A signed-in session, and what it may receive: a read raises the allowance by what it asks for. */
export type ImapSession = { client: ImapFlow; allow(bytes: number): void };

/**
 * Runs `work` in a signed-in session that ends by `deadlineMs` and receives no more than it allowed,
 * whatever the server does: past either, the connection is cut (every command
 * under way fails with it) and the answer is a MailboxError saying why. A listing ImapFlow takes
 * whole (the folders, asked for on connecting too) is bounded so. Each session has its own
 * deadline, so one slow server holds up no other mailbox.
 */
export async function withImapSession<T>(
  login: ImapLogin,
  policy: OutboundPolicy,
  deadlineMs: number,
  work: (session: ImapSession) => Promise<T>,
): Promise<T> {
  const hangUp = new AbortController();
  let stop: (reason: MailboxError) => void = () => undefined;
  const stopped = new Promise<never>((_resolve, reject) => {
    stop = (reason) => {
      reject(reason);
      hangUp.abort();
    };
  });
  const timer = setTimeout(() => stop(new MailboxError(timedOutReason(login))), deadlineMs);
  let allowed = imapBounds.sessionBytes;
  let watch: NodeJS.Timeout | undefined;
  const watchSize = (client: ImapFlow) => {
    watch = setInterval(() => {
      if (client.stats().received > allowed)
        stop(new MailboxError("The mail server sent far more than was asked for, so reading stopped."));
    }, imapBounds.sizeCheckEveryMs);
  };
  const session = (async () => {
    const client = await openImap(login, policy, hangUp.signal, watchSize);
    try {
      return await work({ client, allow: (bytes) => void (allowed += bytes) });
    } finally {
      await closeQuietly(client);
    }
  })();
  // Once stopped, what the session failed of is the stop's doing, already answered.
  session.catch(() => undefined);
  try {
    return await Promise.race([session, stopped]);
  } finally {
    clearTimeout(timer);
    clearInterval(watch);
    hangUp.abort();
  }
}

const timedOutReason = ({ host, port }: Pick<ImapLogin, "host" | "port">) =>
  `The mail server at ${host}:${port} did not answer in time. Please check the server's name and port, or try again later.`;

type ImapFailure = {
  code?: string;
  authenticationFailed?: boolean;
  tlsFailed?: boolean;
  responseText?: string;
  message?: string;
};

/** The reason in words for the mailbox's owner; the server's own text is not trusted to be short or plain. */
export function plainReason(error: unknown, { host, port }: Pick<ImapLogin, "host" | "port">): string {
  if (error instanceof MailboxError) return error.message;
  const failure = (error ?? {}) as ImapFailure;
  const code = failure.code ?? "";
  if (failure.authenticationFailed)
    return "The mail server refused the user name or app password. Please check them, or make a new app password.";
  if (failure.tlsFailed || /^ERR_TLS|CERT|SSL/.test(code))
    return `The mail server at ${host}:${port} did not complete a secure connection. Please check the port and the security setting.`;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return `No mail server named ${host} was found. Please check the server's name.`;
  if (code === "ECONNREFUSED" || code === "EHOSTUNREACH" || code === "ENETUNREACH")
    return `The mail server at ${host}:${port} could not be reached. Please check the server's name and port.`;
  if (/TIMEOUT/i.test(code) || code === "ETIMEDOUT") return timedOutReason({ host, port });
  if (code === "LiteralTooLarge" || code === "LineTooLarge")
    return "The mail server sent an answer larger than this site reads.";
  return `The server at ${host}:${port} did not answer as an IMAP mail server does. Please check the server's name, port and security setting.`;
}
