import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import type { OwnActions, PersonalData } from "~contracts/own-data";
import { ownDataPaths } from "~domain/own-data/own-data-request";

import OwnDataViewRoute from "./privacy-your-data-view";

const actions: OwnActions = {
  details: { firstName: "Ritu", lastName: "Anand", phone: "+91 99999 00000", city: "Gwalior" },
  jobAlerts: 1,
  newsletter: false,
  doNotContact: "can-ask",
  upcomingCalls: [],
  applicationsInProcess: [],
  erasure: { erases: true, kept: [], staffDecide: false },
};

/** Ritu's data as the server reads it for someone who last read a notice in Hindi. */
const hindi: PersonalData = {
  addresses: ["ritu.anand@example.in"],
  keptApart: false,
  readAt: "2026-12-01T05:30:00.000Z",
  language: "hi",
  groups: [
    {
      key: "enquiries",
      title: "पूछताछ",
      usedFor: "वेबसाइट से भेजे गए आपके संदेश का जवाब देने के लिए।",
      processedBy: [],
      records: [],
    },
  ],
};

function renderPage(personal: PersonalData) {
  const Stub = createRoutesStub([
    {
      path: ownDataPaths.view,
      HydrateFallback: () => null,
      loader: () => ({ personal, actions, done: undefined, confirmingErasure: false, confirmingWithdrawal: undefined }),
      // The route's props are its loader's data, which the stub's loader stands in for.
      Component: OwnDataViewRoute as unknown as React.ComponentType,
    },
  ]);
  render(<Stub initialEntries={[ownDataPaths.view]} />);
}

describe("the page of a person's own data, in their language", () => {
  it("speaks Hindi to a person who read the notice in Hindi, marked so a screen reader reads it in Hindi", async () => {
    renderPage(hindi);
    const heading = await screen.findByRole("heading", { level: 1, name: "आपके बारे में हमारे पास जो कुछ है" });
    expect(heading.closest("section")!.getAttribute("lang")).toBe("hi");
    expect(screen.getByRole("heading", { level: 2, name: "आप क्या कर सकते हैं" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "पूछताछ" }).textContent).toContain("इसका इस्तेमाल किसलिए होता है:");
    expect(screen.getByRole("textbox", { name: /पहला नाम/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "मेरा नॉमिनी चुनें" })).toBeTruthy();
    expect(screen.queryByText(/What you can do/)).toBeNull();
  });

  it("offers the page in each language, each named in its own, the one shown marked current", async () => {
    renderPage(hindi);
    const switcher = await screen.findByRole("navigation", { name: "यह पेज इस भाषा में पढ़ें:" });
    const english = within(switcher).getByRole("link", { name: "English" });
    expect(english.getAttribute("href")).toBe(`${ownDataPaths.view}?lang=en`);
    expect(english.getAttribute("lang")).toBe("en");
    expect(within(switcher).getByRole("link", { name: "हिन्दी" }).getAttribute("aria-current")).toBe("page");
  });

  it("stays in English, as before, for everyone else", async () => {
    renderPage({ ...hindi, language: "en", groups: [] });
    const heading = await screen.findByRole("heading", { level: 1, name: "Everything we hold about you" });
    expect(heading.closest("section")!.getAttribute("lang")).toBe("en");
    expect(screen.getByRole("heading", { level: 2, name: "What you can do" })).toBeTruthy();
  });
});
