import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, RouterContextProvider, type RouterContext } from "react-router";
import { describe, expect, it } from "vitest";

import { clientIpContext } from "~contracts/load-context";
import { nominationPagesContext } from "~contracts/privacy-nomination";
import type { NomineeRequest } from "~domain/privacy/nomination";
import { nomineeRequestWords } from "~domain/privacy/nominee-request-words";
import { noticeDictionaries, noticeVersion } from "~domain/privacy/notices";

import NomineeRequestRoute, { action, loader } from "./privacy-nominee";

const english = noticeDictionaries.en;
const hindi = noticeDictionaries.hi;

/** The page with its own action, and a nomination desk that keeps what it is asked. */
function renderPage(entry = "/privacy/nominee") {
  const asked: NomineeRequest[] = [];
  const nomination = {
    requestAsNominee: async (request: NomineeRequest) => {
      asked.push(request);
      return { ok: true, value: undefined };
    },
  };
  const Stub = createRoutesStub(
    [{ path: "/privacy/nominee", Component: NomineeRequestRoute, action, loader, HydrateFallback: () => null }],
    new RouterContextProvider(
      new Map<RouterContext<unknown>, unknown>([
        [clientIpContext, "192.0.2.7"],
        [nominationPagesContext, nomination],
      ]),
    ),
  );
  render(<Stub initialEntries={[entry]} />);
  return asked;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole("textbox", { name: /Your name/ }), "Rohan Bose");
  await user.type(screen.getByRole("textbox", { name: /Your e-mail address/ }), "rohan.bose@example.in");
  await user.type(screen.getByRole("textbox", { name: /The e-mail address the person used/ }), "anika@example.in");
  await user.selectOptions(screen.getByRole("combobox", { name: /Why you act for them/ }), "incapacity");
  await user.selectOptions(screen.getByRole("combobox", { name: /What you ask us to do/ }), "access");
  await user.type(screen.getByRole("textbox", { name: /Tell us more/ }), "Please send me what you hold about her.");
}

describe("the nominee's request page", () => {
  it("shows the nominee's privacy notice, in English first, beside the form", async () => {
    const user = userEvent.setup();
    renderPage();
    const opener = await screen.findByText(english.summary);
    const form = opener.closest("form")!;
    expect(form).not.toBeNull();
    await user.click(opener);
    expect(form.textContent).toContain(english.forms.nominee.collected.lines[0]);
    expect(form.textContent).toContain(english.forms.nominee.kept.lines[0]);
    // The Your data page holds nothing under the nominee's own address: the notice does not send them there.
    expect(screen.queryByRole("link", { name: english.ownDataLink.label })).toBeNull();
  });

  it("sends with the request the version and the language of the notice the nominee read", async () => {
    const user = userEvent.setup();
    const asked = renderPage();
    await fillIn(user);
    await user.click(screen.getByText(english.summary));
    await user.click(screen.getByRole("button", { name: "हिन्दी" }));
    const sentence = screen.getByText(hindi.forms.nominee.kept.lines[0]!);
    expect(sentence.closest("[lang]")?.getAttribute("lang")).toBe("hi");

    // The whole page follows the notice's language, and answers in it.
    expect(screen.getByRole("heading", { level: 1, name: "नॉमिनी के रूप में अनुरोध करें" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "मेरा अनुरोध भेजें" }));

    expect((await screen.findByRole("status")).textContent).toBe(nomineeRequestWords.hi.received);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      nomineeName: "Rohan Bose",
      personEmail: "anika@example.in",
      kind: "access",
      notice: { noticeVersion, noticeLanguage: "hi" },
    });
  });

  it("opens in Hindi when sent so (?lang=hi), marked for screen readers, its notice in Hindi too", async () => {
    renderPage("/privacy/nominee?lang=hi");
    const heading = await screen.findByRole("heading", { level: 1, name: "नॉमिनी के रूप में अनुरोध करें" });
    expect(heading.closest("section")!.getAttribute("lang")).toBe("hi");
    expect(screen.getByRole("textbox", { name: /आपका ईमेल पता/ })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: /आप हमसे क्या करवाना चाहते हैं/ })).toBeTruthy();
    expect(screen.getByText(hindi.summary)).toBeTruthy();
    expect(screen.queryByText("Send my request")).toBeNull();
  });
});
