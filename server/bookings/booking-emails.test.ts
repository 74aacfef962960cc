import { describe, expect, it } from "vitest";

import { sampleBooking } from "../../test-support/sample-submissions";
import { bookingEmails, cancellationEmails } from "./booking-emails";
import type { ConfirmedBooking } from "./call-invite";

const salesEmail = "sales@test.example";
const links = {
  salesEmail,
  manageLink: "https://nexora.test/demo/manage/Zq3-x9",
  deskLink: "https://nexora.test/admin/bookings/5f2e",
};
const meetingUrl = "https://meet.jit.si/Nexora-Demo-ABCDEFGHIJKLMNOPQRST";

const call: ConfirmedBooking = {
  ...sampleBooking,
  reference: "DEMO-7K3QX2",
  startsAt: new Date("2026-11-24T11:30:00+05:30"),
  meetingUrl: null,
  consultant: { name: "Nexora team", email: null, meetingKind: "unset" },
};
const onJitsi: ConfirmedBooking = {
  ...call,
  meetingUrl,
  consultant: { name: "Aarav Mehta", email: "aarav@test.example", meetingKind: "jitsi" },
};
const byPhone: ConfirmedBooking = {
  ...call,
  consultant: { name: "Bhavna Iyer", email: "bhavna@test.example", meetingKind: "phone" },
};

const ofKind = (emails: ReturnType<typeof bookingEmails>, kind: string) => emails.find((email) => email.kind === kind)!;

/** The HTML part's text as a reader sees it: markup gone, React's escapes undone. */
const shown = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");

describe("the visitor's confirmation says how to join the call and how to reach its consultant", () => {
  it("gives the call's meeting link, and replies go to the consultant's own address", () => {
    const confirmation = ofKind(bookingEmails(onJitsi, links), "booking.confirmation");
    const reach =
      "Your consultant is Aarav Mehta. To reach them before the call, reply to this e-mail: it goes to aarav@test.example.";
    expect(confirmation.replyTo).toEqual({ name: "Aarav Mehta", address: "aarav@test.example" });
    expect(confirmation.text).toContain(
      `At the time of the call, join Aarav Mehta in the video call with this link:\n\nJoin the video call:\n${meetingUrl}`,
    );
    expect(confirmation.text).toContain(reach);
    expect(confirmation.html).toContain(`href="${meetingUrl}"`);
    expect(shown(confirmation.html)).toContain(reach);
    // Before the manage link: how to reach a person comes before doing it oneself.
    expect(confirmation.text.indexOf(reach)).toBeLessThan(confirmation.text.indexOf(links.manageLink));
  });

  it("has no meeting link when the call has none; the company's own consultant is reached at the sales address", () => {
    for (const booking of [call, byPhone]) {
      const confirmation = ofKind(bookingEmails(booking, links), "booking.confirmation");
      expect(confirmation.text).not.toContain("https://meet.");
      expect(confirmation.html).not.toContain("https://meet.");
    }
    const company = ofKind(bookingEmails(call, links), "booking.confirmation");
    expect(company.replyTo).toEqual({ name: "Nexora team", address: salesEmail });
    expect(company.text).toContain(
      "Your consultant is Nexora team. To reach them before the call, reply to this e-mail: it goes to sales@test.example.",
    );
    const phone = ofKind(bookingEmails(byPhone, links), "booking.confirmation");
    expect(phone.replyTo).toEqual({ name: "Bhavna Iyer", address: "bhavna@test.example" });
    expect(phone.text).toContain("Bhavna Iyer will call you on +91 98111 22334");
  });
});

describe("the consultant's invite carries a WhatsApp chat with the visitor", () => {
  it("to the visitor's number, in both parts", () => {
    const invite = ofKind(bookingEmails(byPhone, links), "booking.consultant-invite");
    expect(invite.to).toEqual({ name: "Bhavna Iyer", address: "bhavna@test.example" });
    expect(invite.text).toContain("Chat with Meera Kapoor on WhatsApp:\nhttps://wa.me/919811122334");
    expect(invite.html).toContain('href="https://wa.me/919811122334"');
    expect(shown(invite.html)).toContain("Chat with Meera Kapoor on WhatsApp");
  });

  it("for a ten-digit Indian number too, and none for a number that cannot make one", () => {
    const inviteFor = (phone: string) =>
      ofKind(bookingEmails({ ...onJitsi, phone }, links), "booking.consultant-invite");
    expect(inviteFor("98111 22334").text).toContain("https://wa.me/919811122334");
    for (const phone of ["12345", "9811 1223"]) {
      const invite = inviteFor(phone);
      expect(invite.text).not.toContain("wa.me");
      expect(invite.html).not.toContain("wa.me");
      expect(invite.text).not.toContain("WhatsApp");
    }
  });

  it("not in a cancellation: there is nothing left to talk about", () => {
    const emails = cancellationEmails(
      { ...byPhone, sequence: 1 },
      { salesEmail, reason: "Asked by phone.", cancelledBy: "visitor", deskLink: links.deskLink },
    );
    for (const email of emails) expect(email.text).not.toContain("wa.me");
  });
});
