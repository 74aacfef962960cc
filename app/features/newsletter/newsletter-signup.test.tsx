import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { signupAnswers, signupSent } from "~domain/newsletter/newsletter";
import { noticeDictionaries, noticeVersion } from "~domain/privacy/notices";

import { NewsletterSection } from "./newsletter-section";
import { FooterNewsletterSignup } from "./newsletter-signup";

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

/** What the form's script sent: the body of its one POST. */
const sentBody = (fetch: ReturnType<typeof answer>) =>
  JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as unknown;

const renderOnPost = () =>
  render(
    <MemoryRouter initialEntries={["/blog/choosing-a-cloud"]}>
      <NewsletterSection place="post" />
    </MemoryRouter>,
  );

const form = () => screen.getByRole("form", { name: "Get new posts by e-mail" });

describe("the newsletter's form", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the address, the topics ticked and the notice shown, then says to check the inbox where the form was", async () => {
    const fetch = answer(202, { success: true, data: {} });
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderOnPost();
    await user.type(within(form()).getByRole("textbox", { name: "Your email address" }), "meera@example.in");
    await user.click(screen.getByRole("checkbox", { name: "Product" }));
    await user.click(screen.getByRole("checkbox", { name: "Design" }));
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    const sent = within(await screen.findByRole("status")).getByText(signupSent);
    expect(sentBody(fetch)).toEqual({
      email: "meera@example.in",
      topics: ["Design", "Product"],
      noticeVersion,
      noticeLanguage: "en",
    });
    expect(document.activeElement).toBe(sent.parentElement);
    expect(screen.queryByRole("button", { name: "Subscribe" })).toBeNull();
  });

  it("links to the whole notice in the language chosen, without carrying it, and records that language", async () => {
    const fetch = answer(202, { success: true, data: {} });
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderOnPost();
    expect(within(form()).getByRole("link", { name: "privacy notice for the newsletter" }).getAttribute("href")).toBe(
      "/privacy#newsletter-notice",
    );
    // The whole notice stays on the privacy page: with it the blog outgrew the first round trip.
    expect(within(form()).queryByText(noticeDictionaries.en.summary)).toBeNull();
    await user.type(within(form()).getByRole("textbox", { name: "Your email address" }), "meera@example.in");
    await user.click(screen.getByRole("button", { name: "हिन्दी" }));
    expect(within(form()).getByRole("link", { name: "गोपनीयता सूचना" }).getAttribute("href")).toBe(
      "/privacy#newsletter-notice",
    );
    expect(within(form()).getByRole("link", { name: "गोपनीयता सूचना" }).closest("p")?.lang).toBe("hi");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    within(await screen.findByRole("status")).getByText(signupSent);
    expect(sentBody(fetch)).toMatchObject({ noticeVersion, noticeLanguage: "hi" });
  });

  it("shows the server's word on the address beside it, and puts the keyboard there", async () => {
    vi.stubGlobal(
      "fetch",
      answer(400, {
        success: false,
        message: "Please correct the highlighted fields.",
        errors: { email: "Please enter a valid email address." },
      }),
    );
    const user = userEvent.setup();
    renderOnPost();
    const address = within(form()).getByRole("textbox", { name: "Your email address" });
    await user.type(address, "meera@");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeTruthy();
    expect(address.getAttribute("aria-invalid")).toBe("true");
    expect(address.getAttribute("aria-describedby")).toBe(screen.getByText("Please enter a valid email address.").id);
    expect(document.activeElement).toBe(address);
  });

  it("shows a refusal, such as a spent quota, and keeps the form to try again", async () => {
    const message = "Too many submissions from your address. Please try again in 9 minutes.";
    vi.stubGlobal("fetch", answer(429, { success: false, message }));
    const user = userEvent.setup();
    renderOnPost();
    await user.type(within(form()).getByRole("textbox", { name: "Your email address" }), "meera@example.in");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeTruthy();
  });

  it("posts, without its script, to the server with its place, its page and the notice, and holds the server's answers", () => {
    renderOnPost();
    const element = form() as HTMLFormElement;
    expect(element.getAttribute("method")).toBe("post");
    expect(element.getAttribute("action")).toBe("/newsletter/subscribe");
    const fields = Object.fromEntries(new FormData(element));
    expect(fields).toMatchObject({
      place: "post",
      returnTo: "/blog/choosing-a-cloud",
      noticeVersion,
      noticeLanguage: "en",
      email: "",
    });
    for (const [kind, text] of Object.entries(signupAnswers)) {
      const held = document.getElementById(`newsletter-post-${kind}`)!;
      expect(held.textContent).toBe(text);
      // Shown only when the address's #fragment names it.
      expect(held.className).toMatch(/(^| )hidden( |$)/);
      expect(held.className).toContain("target:block");
    }
  });

  it("in the footer, links to the whole notice instead of carrying it, and records the English line it shows", () => {
    render(
      <MemoryRouter initialEntries={["/faq"]}>
        <FooterNewsletterSignup />
      </MemoryRouter>,
    );
    const footer = screen.getByRole("form", { name: "Newsletter" }) as HTMLFormElement;
    expect(within(footer).getByRole("link", { name: "privacy notice for the newsletter" }).getAttribute("href")).toBe(
      "/privacy#newsletter-notice",
    );
    expect(Object.fromEntries(new FormData(footer))).toMatchObject({
      place: "footer",
      returnTo: "/faq",
      noticeVersion,
      noticeLanguage: "en",
    });
    expect(within(footer).queryByText(noticeDictionaries.en.summary)).toBeNull();
  });
});
