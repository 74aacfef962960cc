import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import type { ContactEmailView, MailboxView } from "~contracts/contact-emails";

import { ContactEmailsSection } from "./contact-emails-section";
import { MailboxesPage } from "./mailboxes-page";

function renderAt(path: string, page: ReactNode) {
  const Stub = createRoutesStub([{ path, Component: () => page }]);
  return render(<Stub initialEntries={[path]} />);
}

const mailbox = (skipped: Pick<MailboxView, "skippedTooLarge" | "skippedUnreadable">): MailboxView => ({
  address: "sales@nexoratech.in",
  host: "imap.example.com",
  port: 993,
  security: "tls",
  username: "sales",
  lastReadAt: new Date("2026-11-23T03:30:00Z"),
  lastError: null,
  nextReadAt: new Date("2026-11-23T03:32:00Z"),
  ...skipped,
});

describe("the mail the desk's pages say was passed over", () => {
  it("says how many messages a mailbox passed over, and why", () => {
    renderAt(
      "/admin/contacts/mailboxes",
      <MailboxesPage mailboxes={{ sales: mailbox({ skippedTooLarge: 1, skippedUnreadable: 2 }), own: undefined }} />,
    );
    expect(
      screen.getByText(
        /^Passed over since it was connected: 1 message over 10\.0 MB; 2 messages that could not be read/,
      ),
    ).toBeTruthy();
  });

  it("says nothing of it for a mailbox that passed nothing over", () => {
    renderAt(
      "/admin/contacts/mailboxes",
      <MailboxesPage mailboxes={{ sales: mailbox({ skippedTooLarge: 0, skippedUnreadable: 0 }), own: undefined }} />,
    );
    expect(screen.queryByText(/Passed over/)).toBeNull();
  });

  it("gives each attachment not kept its true reason", () => {
    const attachment = (index: number, bytes: number, notKeptBecause: "too-large" | "too-many" | null) => ({
      index,
      fileName: `paper-${index}.pdf`,
      mediaType: "application/pdf",
      bytes,
      kept: notKeptBecause === null,
      notKeptBecause,
    });
    const email: ContactEmailView = {
      id: "e1",
      direction: "in",
      from: { name: "Meera Nair", address: "meera.nair@example.in" },
      to: [],
      cc: [],
      subject: "Papers",
      sentAt: new Date("2026-11-23T03:30:00Z"),
      bodyText: "The papers.",
      attachments: [
        attachment(0, 1024, null),
        attachment(1, 3 * 1024 * 1024, "too-large"),
        attachment(2, 1024, "too-many"),
      ],
      authorName: null,
    };
    renderAt(
      "/admin/contacts/c1",
      <ContactEmailsSection contactId="c1" threads={[{ threadKey: "<t>", subject: "Papers", emails: [email] }]} />,
    );
    const items = screen.getAllByRole("listitem").filter((item) => item.textContent?.startsWith("paper-"));
    expect(items.map((item) => item.textContent)).toEqual([
      "paper-0.pdf (1 KB)",
      "paper-1.pdf (3.0 MB, not kept: over 2.0 MB)",
      "paper-2.pdf (1 KB, not kept: only the first 5 attachments of a message are kept)",
    ]);
  });
});
