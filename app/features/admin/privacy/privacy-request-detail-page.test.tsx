import { fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import type { PrivacyRequestDetail } from "~contracts/privacy-requests";

import { PrivacyRequestDetailPage } from "./privacy-request-detail-page";

const receivedAt = new Date("2027-03-01T04:30:00Z");

const nomineeRequest: PrivacyRequestDetail = {
  id: "00000000-0000-4000-8000-000000000001",
  reference: "PR-7K3Q9D",
  kind: "access",
  state: "received",
  receivedAt,
  dueAt: new Date("2027-03-31T04:30:00Z"),
  handledBy: null,
  byNominee: true,
  email: "meera@example.com",
  summary: "From a nominee (see the data you hold about them): please send me what you hold.",
  details: {
    nomineeName: "Arjun Iyer",
    nomineeEmail: "arjun@example.com",
    circumstance: "incapacity",
    nominationOnFile: true,
  },
  nomineeVerifiedAt: null,
  reply: null,
  closedAt: null,
  erasedAt: null,
  handledByMe: false,
};

function renderPage(request: PrivacyRequestDetail) {
  const Stub = createRoutesStub([
    {
      path: "/admin/privacy/requests/:id",
      HydrateFallback: () => null,
      Component: () => <PrivacyRequestDetailPage request={request} history={[]} now={receivedAt} />,
    },
  ]);
  render(<Stub initialEntries={[`/admin/privacy/requests/${request.id}`]} />);
}

/** The paragraph that starts with `label`, whatever elements its words are in. */
const paragraph = (label: string) =>
  screen.findByText((_, element) => element?.tagName === "P" && Boolean(element.textContent?.startsWith(label)));

/** The page's term-and-description pairs as "Term: description" lines. */
const facts = async () => {
  const list = (await screen.findByText("E-mail address")).closest("dl")!;
  return within(list)
    .getAllByRole("term")
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
};

describe("a privacy request's page", () => {
  it("says what a nominee's request carried in words, not keys or code", async () => {
    renderPage(nomineeRequest);
    expect(await facts()).toEqual([
      "E-mail address: meera@example.com",
      "Made by: A nominee for the person",
      "Nominee: Arjun Iyer",
      "Nominee's address: arjun@example.com",
      "Why the nominee acts: The person cannot act for themselves (illness or incapacity)",
      "A nomination of this nominee is on file: Yes",
    ]);
  });

  it("lists what was kept as what and until when, and any other detail in words", async () => {
    renderPage({
      ...nomineeRequest,
      kind: "erasure",
      byNominee: false,
      details: {
        kept: [{ what: "The application for Tester (AP-1)", until: "until a decision is made on it" }],
        reviewedFields: { firstName: "Meera", onHold: false },
      },
    });
    const text = (await facts()).join("\n");
    expect(text).toContain("Kept for now: The application for Tester (AP-1) — until a decision is made on it");
    expect(text).toContain("Reviewed fields: First name: Meera, On hold: No");
    expect(text).not.toMatch(/[{}[\]"]/);
  });

  it("says the replies go to the nominee who asked", async () => {
    renderPage(nomineeRequest);
    expect((await paragraph("Replies go to:")).textContent).toBe(
      "Replies go to: Arjun Iyer (arjun@example.com), the nominee",
    );
  });

  it("says whom a closed request was answered to", async () => {
    renderPage({ ...nomineeRequest, byNominee: false, state: "done", reply: "Done.", closedAt: receivedAt });
    expect((await paragraph("Answered to:")).textContent).toBe("Answered to: meera@example.com");
  });

  it("chooses no outcome for the officer, and asks for one before the form is sent", async () => {
    renderPage(nomineeRequest);
    const outcomes = within(await screen.findByRole("group", { name: "How it ended" })).getAllByRole("radio");
    expect(outcomes.filter((outcome) => (outcome as HTMLInputElement).checked)).toEqual([]);
    fireEvent.change(screen.getByRole("textbox", { name: /^Reply to the nominee/ }), {
      target: { value: "Here is what we hold." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send the reply and close" }));
    expect(await screen.findByText("Please choose how the request ended.")).toBeTruthy();
  });
});
