import { describe, expect, it } from "vitest";

import { notKeptText, skippedMessagesText } from "./mailbox-forms";

describe("what the pages say of mail not kept", () => {
  it("gives an attachment's true reason: its size, or that only the first five are kept", () => {
    expect(notKeptText("too-large")).toBe("not kept: over 2.0 MB");
    expect(notKeptText("too-many")).toBe("not kept: only the first 5 attachments of a message are kept");
  });

  it("counts the messages a mailbox passed over, by reason, and says nothing of none", () => {
    expect(skippedMessagesText({ skippedTooLarge: 0, skippedUnreadable: 0 })).toBeUndefined();
    expect(skippedMessagesText({ skippedTooLarge: 1, skippedUnreadable: 2 })).toBe(
      "Passed over since it was connected: 1 message over 10.0 MB; 2 messages that could not be read (too many parts, nested too deep, or too slow to read). They stay in the mailbox but are not on the contacts.",
    );
  });
});
