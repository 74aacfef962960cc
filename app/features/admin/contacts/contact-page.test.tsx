import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import type { ContactCard } from "~contracts/contacts";

import { ContactPage } from "./contact-page";

const contactId = "0c6a1f3e-8f0b-4d8e-a8a5-5d0c7f1b2e33";
const strangersEnquiry = "7d1c2b3a-1111-4c0e-9a57-1f8e3f0d6a01";
const ownEnquiry = "7d1c2b3a-2222-4c0e-9a57-1f8e3f0d6a02";
const at = (time: string) => new Date(`2026-11-23T${time}:00+05:30`);

/** What each element of a role within `container` says, in the page's order. */
const textsOf = (container: HTMLElement, role: "term" | "definition") =>
  within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);

/** A contact a stranger's enquiry made, and the person's own enquiry after it. */
const contact: ContactCard = {
  id: contactId,
  name: "Mallory Stone",
  firstName: "Mallory",
  lastName: "Stone",
  email: "kavya.menon@example.in",
  phone: "+91 90000 00066",
  ownerId: null,
  ownerName: null,
  stage: "new",
  expectedValue: null,
  expectedCloseDate: null,
  lostReason: null,
  source: "attacker-src, newsletter",
  lastActivityAt: at("09:21"),
  createdAt: at("09:01"),
  company: "",
  city: "",
  origin: { kind: "site" },
  doNotContact: false,
  doNotContactAt: null,
  doNotContactBy: null,
  mayManage: true,
  otherNames: ["Kavya Menon"],
  leads: [
    {
      kind: "enquiry",
      id: ownEnquiry,
      at: at("09:21"),
      name: "Kavya Menon",
      phone: "+91 98100 55555",
      firstTouch: { utmSource: "Newsletter", landingPage: "/services/erp", pagesSeen: ["/services/erp", "/contactUs"] },
      link: `/admin/enquiries/${ownEnquiry}`,
    },
    {
      kind: "enquiry",
      id: strangersEnquiry,
      at: at("09:01"),
      name: "Mallory Stone",
      phone: "+91 90000 00066",
      firstTouch: {
        utmSource: "attacker-src",
        utmCampaign: '=HYPERLINK("http://evil.example/","Open")',
        landingPage: "/services/cloud",
        pagesSeen: ["/services/cloud", "/made-up/page"],
      },
      link: `/admin/enquiries/${strangersEnquiry}`,
    },
  ],
};

function renderContact(card: ContactCard) {
  const Stub = createRoutesStub([
    {
      path: "/admin/contacts/:id",
      Component: () => <ContactPage contact={card} timeline={[]} owners={[]} mayManage={card.mayManage} />,
    },
  ]);
  render(<Stub initialEntries={[`/admin/contacts/${contactId}`]} />);
}

describe("a contact's page", () => {
  it("shows each lead's own visit, and the names and phones they were sent under beside the contact's", async () => {
    renderContact(contact);
    const card = await screen.findByRole("region", { name: "Contact" });
    const terms = textsOf(card, "term");
    const definitions = textsOf(card, "definition");
    expect(definitions[terms.indexOf("Also wrote as")]).toBe("Kavya Menon");

    const came = screen.getByRole("region", { name: "Where they came from" });
    const links = within(came).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Enquiry, 23 Nov 2026, 9:21 AM IST", `/admin/enquiries/${ownEnquiry}`],
      ["Enquiry, 23 Nov 2026, 9:01 AM IST", `/admin/enquiries/${strangersEnquiry}`],
    ]);
    // The person's own enquiry says what it gave; the contact's name and phone are the stranger's.
    expect(came.textContent).toContain("Sent as Kavya Menon, +91 98100 55555");
    expect(came.textContent?.match(/Sent as/g)).toHaveLength(1);
    expect(
      within(came)
        .getAllByText(/^Counted under/)
        .map((line) => line.textContent),
    ).toEqual(["Counted under newsletter in the reports.", "Counted under attacker-src in the reports."]);
    // The formula is text, shown as it came.
    expect(within(came).getByText('=HYPERLINK("http://evil.example/","Open")').tagName).toBe("DD");
    expect(
      within(came)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["/services/erp", "/contactUs", "/services/cloud", "/made-up/page"]);
  });

  it("names no other name when every lead gave the contact's, in any case", async () => {
    renderContact({
      ...contact,
      otherNames: [],
      leads: [{ ...contact.leads[1]!, name: "MALLORY STONE" }],
    });
    const card = await screen.findByRole("region", { name: "Contact" });
    expect(within(card).queryByText("Also wrote as")).toBeNull();
    expect(screen.getByRole("region", { name: "Where they came from" }).textContent).not.toContain("Sent as");
  });
});
