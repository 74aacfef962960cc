import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { noticeLanguageNames } from "~domain/privacy/notice-languages";
import { noticeDictionaries, noticeVersion } from "~domain/privacy/notices";

import { PrivacyNotice } from "./privacy-notice";
import { useNoticeLanguage } from "./notice-language-choice";

/** A form as the site's forms hold it: the language in its state, the notice inside. */
function FormWithNotice() {
  const [language, setLanguage] = useNoticeLanguage();
  return (
    <form aria-label="Job application">
      <PrivacyNotice form="application" language={language} onLanguageChange={setLanguage} />
    </form>
  );
}

const sentFields = () => {
  const data = new FormData(screen.getByRole("form", { name: "Job application" }) as HTMLFormElement);
  return { noticeVersion: data.get("noticeVersion"), noticeLanguage: data.get("noticeLanguage") };
};

const english = noticeDictionaries.en;
const hindi = noticeDictionaries.hi;

describe("the privacy notice with a form", () => {
  it("opens from one line, itemised, in English, and the form carries the version and English", async () => {
    const user = userEvent.setup();
    render(<FormWithNotice />);
    const opener = screen.getByText(english.summary);
    const disclosure = opener.closest("details")!;
    expect(disclosure.open).toBe(false);
    await user.click(opener);
    expect(disclosure.open).toBe(true);
    expect(disclosure.textContent).toContain(english.forms.application.collected.lines[0]);
    for (const section of Object.values(english.forms.application)) {
      expect(screen.getByText(section.heading).closest("details")).toBe(disclosure);
    }
    expect(screen.getByRole("link", { name: english.ownDataLink.label }).getAttribute("href")).toBe(
      "/privacy/your-data",
    );
    expect(sentFields()).toEqual({ noticeVersion, noticeLanguage: "en" });
  });

  it("switches to Hindi, marked lang=hi, and the form then carries hi", async () => {
    const user = userEvent.setup();
    render(<FormWithNotice />);
    await user.click(screen.getByText(english.summary));
    const choice = screen.getByRole("group", { name: noticeLanguageNames.en.languageChoice });
    const hindiButton = within(choice).getByRole("button", { name: "हिन्दी" });
    expect(hindiButton.getAttribute("aria-pressed")).toBe("false");
    expect(within(choice).getByRole("button", { name: "English" }).getAttribute("aria-pressed")).toBe("true");

    await user.click(hindiButton);

    expect(hindiButton.getAttribute("aria-pressed")).toBe("true");
    const sentence = screen.getByText(hindi.forms.application.kept.lines[0]!);
    expect(sentence.closest("[lang]")?.getAttribute("lang")).toBe("hi");
    expect(screen.getByText(hindi.summary).closest("[lang]")?.getAttribute("lang")).toBe("hi");
    expect(screen.queryByText(english.forms.application.kept.lines[0]!)).toBeNull();
    expect(screen.getByRole("group", { name: noticeLanguageNames.hi.languageChoice })).toBe(choice);
    expect(sentFields()).toEqual({ noticeVersion, noticeLanguage: "hi" });

    await user.click(within(choice).getByRole("button", { name: "English" }));
    expect(sentFields()).toEqual({ noticeVersion, noticeLanguage: "en" });
  });

  it("shows each form's own notice", () => {
    render(<PrivacyNotice form="jobAlerts" language="en" onLanguageChange={() => undefined} />);
    expect(screen.getByText(english.forms.jobAlerts.withdraw.lines[0]!)).toBeTruthy();
    expect(screen.queryByText(english.forms.application.collected.lines[0]!)).toBeNull();
  });

  it("renders on the server in English with the version, its choice disabled until the script runs", () => {
    const html = renderToString(<FormWithNotice />);
    expect(html).toContain(english.forms.application.collected.lines[0]!.replace(/'/g, "&#x27;"));
    expect(html).toMatch(/<input type="hidden" name="noticeVersion" value="[^"]+"/);
    expect(html).toContain(`value="${noticeVersion}"`);
    expect(html).toMatch(/<input type="hidden" name="noticeLanguage" value="en"/);
    expect(html).toMatch(/<button[^>]*lang="hi"[^>]*disabled=""/);
  });
});
