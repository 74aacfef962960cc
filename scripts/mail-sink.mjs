// An SMTP listener for the benchmarks (bench:writes, bench:memory) on 127.0.0.1: receiving mail costs
// the server under measure nothing, and what arrives is counted by Message-ID.
import { SMTPServer } from "smtp-server";

import { sleep } from "./bench-server.mjs";

/** How long `waitFor` waits unless told. */
export const MAIL_WAIT_MS = 120_000;

/**
 * An SMTP server that counts the Message-IDs it receives. `hold()` keeps every new delivery waiting
 * at MAIL FROM (the sender's connections stay open, as with a slow server) until `release()`.
 */
export async function startMailSink() {
  const received = new Map();
  /** For each watched text, the Message-IDs of the messages whose header holds it. */
  const watched = new Map();
  let held; // { promise, resolve } while deliveries are held
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (held) held.promise.then(() => callback());
      else callback();
    },
    onData(stream, _session, callback) {
      // Only the header is read: parsing 1,000 whole messages would take the server's CPU.
      let head = "";
      stream.on("data", (chunk) => {
        if (head.length < 64 * 1024 && !head.includes("\r\n\r\n")) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        const id = /^message-id:\s*(<[^>]*>)/im.exec(head)?.[1] ?? `(none ${received.size})`;
        received.set(id, (received.get(id) ?? 0) + 1);
        for (const [text, ids] of watched) if (head.includes(text)) ids.add(id);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const count = () => {
    let total = 0;
    for (const times of received.values()) total += times;
    return { distinct: received.size, total, duplicates: total - received.size };
  };
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    count,
    hold() {
      let resolve;
      const promise = new Promise((settle) => (resolve = settle));
      held = { promise, resolve };
    },
    release() {
      held?.resolve();
      held = undefined;
    },
    /** Resolves when `distinct` different messages have arrived, or after `timeoutMs` anyway. */
    async waitFor(distinct, timeoutMs = MAIL_WAIT_MS) {
      const deadline = performance.now() + timeoutMs;
      while (received.size < distinct && performance.now() < deadline) await sleep(20);
      return received.size >= distinct;
    },
    /** Counts from now on the different messages whose header holds `text` (an address in To or Reply-To). */
    watch(text) {
      const ids = new Set();
      watched.set(text, ids);
      return {
        count: () => ids.size,
        async waitFor(distinct, timeoutMs = MAIL_WAIT_MS) {
          const deadline = performance.now() + timeoutMs;
          while (ids.size < distinct && performance.now() < deadline) await sleep(20);
          return ids.size >= distinct;
        },
      };
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
