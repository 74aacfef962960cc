import { describe, expect, it } from "vitest";

import { refusalOf } from "./mail-outbox";

/** An error as the mail library reports a reply (nodemailer's smtp-connection: code, command, responseCode). */
const reply = (command: string, responseCode: number) =>
  Object.assign(new Error(`${responseCode} refused`), { code: "EENVELOPE", command, responseCode });

describe("refusalOf", () => {
  it("reads a 5xx at RCPT or DATA as a refusal for good, a 4xx as one for a while", () => {
    expect(refusalOf(reply("RCPT TO", 550))).toBe("permanent");
    expect(refusalOf(reply("DATA", 554))).toBe("permanent");
    expect(refusalOf(reply("RCPT TO", 452))).toBe("temporary");
    expect(refusalOf(reply("DATA", 451))).toBe("temporary");
  });

  it("leaves what is not the recipient's server refusing them: our sender refused, no answer, anything else", () => {
    expect(refusalOf(reply("MAIL FROM", 550))).toBeNull();
    expect(refusalOf(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNECTION" }))).toBeNull();
    expect(refusalOf(reply("RCPT TO", 250))).toBeNull();
    expect(refusalOf("a string")).toBeNull();
  });
});
