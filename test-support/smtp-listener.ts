import type { AddressInfo } from "node:net";

import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SmtpListener = {
  url: string;
  port: number;
  messages: ParsedMail[];
  /** Each message as it came over the wire, in arrival order: its MIME structure, which parsing flattens. */
  rawMessages: string[];
  /** Each message's envelope recipients (RCPT TO), in arrival order: who really receives it. */
  envelopes: string[][];
  /** Refuse the next `count` messages with a temporary failure, as a busy mail server does. */
  refuseNext(count: number): void;
  close(): Promise<void>;
};

/** An SMTP reply refusing a recipient: 550 refuses for good, 450 for a while. */
export type Refusal = { responseCode: number; message: string };

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, parsed. `refuseRecipient` answers
 * RCPT TO for an address it names with its refusal, as a receiving server does for a mailbox that
 * is gone (550) or full (452).
 */
export async function startSmtpListener(
  port = 0,
  { refuseRecipient }: { refuseRecipient?: (address: string) => Refusal | undefined } = {},
): Promise<SmtpListener> {
  const messages: ParsedMail[] = [];
  const rawMessages: string[] = [];
  const envelopes: string[][] = [];
  let refusals = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onRcptTo(address, _session, callback) {
      const refusal = refuseRecipient?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.responseCode }));
    },
    onData(stream, session, callback) {
      stream
        .toArray()
        .then(async (chunks: Buffer[]) => {
          const raw = Buffer.concat(chunks);
          const message = await simpleParser(raw);
          envelopes.push(session.envelope.rcptTo.map((recipient) => recipient.address));
          rawMessages.push(raw.toString("utf8"));
          messages.push(message);
          callback();
        })
        .catch(callback);
    },
  });
  // A client that dies mid-conversation (a killed instance) breaks its connection: that is its
  // business, not the listener's.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    rawMessages,
    envelopes,
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
