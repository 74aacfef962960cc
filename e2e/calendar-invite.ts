import type { ReceivedMail } from "./mailbox";

/** The parts of a call's invite (an e-mail's demo-call.ics) the tests compare between copies. */
export type CallInvite = {
  method: string | undefined;
  uid: string | undefined;
  sequence: number | undefined;
  /** The organiser's and each attendee's address, lower-case, without "mailto:". */
  organizer: string | undefined;
  attendees: string[];
  location: string | undefined;
  url: string | undefined;
  /** The whole file, its folded lines joined, for anything else. */
  text: string;
};

/** A property's value: the text after the first colon that is not inside a quoted parameter. */
function valueOf(line: string): string {
  const colon = /^(?:[^:"]|"[^"]*")*:/.exec(line);
  return colon ? line.slice(colon[0].length) : "";
}

const addressOf = (line: string) =>
  valueOf(line)
    .replace(/^mailto:/i, "")
    .toLowerCase();

/** The invite attached to `mail`; throws when it carries none, which is what the test is about. */
export function inviteOf(mail: ReceivedMail | undefined): CallInvite {
  const content = mail?.attachments.find((attachment) => attachment.filename === "demo-call.ics")?.content;
  if (!content) throw new Error(`No demo-call.ics attached to ${mail ? `"${mail.subject}"` : "a missing e-mail"}.`);
  // RFC 5545, 3.1: a long line goes on after a line break and one space or tab.
  const text = content.replace(/\r?\n[ \t]/g, "").replace(/\r\n/g, "\n");
  const lines = text.split("\n");
  const all = (name: string) => lines.filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
  const one = (name: string) => all(name)[0];
  const sequence = one("SEQUENCE");
  return {
    method: one("METHOD") && valueOf(one("METHOD")!),
    uid: one("UID") && valueOf(one("UID")!),
    sequence: sequence === undefined ? undefined : Number(valueOf(sequence)),
    organizer: one("ORGANIZER") && addressOf(one("ORGANIZER")!),
    attendees: all("ATTENDEE").map(addressOf),
    location: one("LOCATION") && valueOf(one("LOCATION")!),
    url: one("URL") && valueOf(one("URL")!),
    text,
  };
}
