import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { noticeDictionaries, noticeVersion } from "~domain/privacy/notices";

import { JobAlertSignup } from "./job-alert-signup";

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

async function subscribe(email: string) {
  const user = userEvent.setup();
  render(<JobAlertSignup keyword="react" location="Gwalior" />);
  await user.type(screen.getByRole("textbox", { name: "Your email address" }), email);
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
}

describe("the job-alert form", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the address with the search, then says to check the inbox and takes the focus there", async () => {
    const fetch = answer(202, { success: true, data: {} });
    vi.stubGlobal("fetch", fetch);
    await subscribe("meera@example.in");
    const sent = await screen.findByText(
      /^Check your inbox: we sent you a link to confirm job alerts for this search\./,
    );
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      email: "meera@example.in",
      keyword: "react",
      location: "Gwalior",
      noticeVersion,
      noticeLanguage: "en",
    });
    expect(screen.getByRole("status").contains(sent)).toBe(true);
    expect(document.activeElement).toBe(sent.parentElement);
    expect(screen.queryByRole("button", { name: "Subscribe" })).toBeNull();
  });

  it("sends the language the privacy notice was read in", async () => {
    const fetch = answer(202, { success: true, data: {} });
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    render(<JobAlertSignup keyword="react" location="Gwalior" />);
    await user.type(screen.getByRole("textbox", { name: "Your email address" }), "meera@example.in");
    await user.click(screen.getByText(noticeDictionaries.en.summary));
    await user.click(screen.getByRole("button", { name: "हिन्दी" }));
    expect(screen.getByText(noticeDictionaries.hi.forms.jobAlerts.withdraw.lines[0]!)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await screen.findByText(/^Check your inbox/);
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({
      noticeVersion,
      noticeLanguage: "hi",
    });
  });

  it("checks the address before sending anything", async () => {
    const fetch = answer(202, { success: true, data: {} });
    vi.stubGlobal("fetch", fetch);
    await subscribe("meera@");
    expect(await screen.findByText("Please enter a valid email address.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, and keeps the form to try again", async () => {
    vi.stubGlobal(
      "fetch",
      answer(429, {
        success: false,
        message: "Too many submissions from your address. Please try again in 9 minutes.",
      }),
    );
    await subscribe("meera@example.in");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many submissions from your address. Please try again in 9 minutes.",
    );
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeTruthy();
  });

  it("says so when the network fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await subscribe("meera@example.in");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We could not save your job alert. Please check your connection and try again.",
    );
  });
});
