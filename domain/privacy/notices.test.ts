import { afterEach, describe, expect, it, vi } from "vitest";

import { retentionLimits } from "./application-retention";
import { salesRetentionMonths } from "./sales-retention";
import { jobAlertConfirmDays, jobAlertIntervalHours } from "../jobs/job-alerts";
import { unsubscribedKeepMonths } from "../newsletter/newsletter";
import { confirmationLinkDays } from "./double-opt-in";
import { company } from "../company/company";
import { fieldErrors } from "../forms/field-errors";
import { NoticeShownSchema, unknownNoticeLanguageMessage, unknownNoticeVersionMessage } from "./notice-shown";
import {
  noticeDictionaries,
  noticeForms,
  noticeSections,
  noticeShownIn,
  noticeVersion,
  noticeVersions,
} from "./notices";
import { isNoticeLanguage, noticeLanguageNames, noticeLanguages } from "./notice-languages";

const textOf = (lines: string[]) => lines.join(" ");

describe("the privacy notices", () => {
  it.each(noticeLanguages)("in %s, has every form's every section, each with a heading and lines", (language) => {
    const dictionary = noticeDictionaries[language];
    expect(noticeLanguageNames[language].ownName.trim()).not.toBe("");
    expect(dictionary.summary.trim()).not.toBe("");
    expect(noticeLanguageNames[language].languageChoice.trim()).not.toBe("");
    for (const form of noticeForms) {
      expect(Object.keys(dictionary.forms[form]).sort()).toEqual([...noticeSections].sort());
      for (const section of noticeSections) {
        const { heading, lines } = dictionary.forms[form][section];
        expect(heading.trim(), `${language} ${form} ${section}`).not.toBe("");
        expect(lines.length, `${language} ${form} ${section}`).toBeGreaterThan(0);
        for (const line of lines) expect(line.trim(), `${language} ${form} ${section}`).not.toBe("");
      }
    }
  });

  it("names each language in its own words", () => {
    expect(noticeLanguageNames.en.ownName).toBe("English");
    expect(noticeLanguageNames.hi.ownName).toBe("हिन्दी");
  });

  it("writes the Hindi in Devanagari, not as the English left untranslated", () => {
    for (const form of noticeForms) {
      for (const section of noticeSections) {
        const hindi = noticeDictionaries.hi.forms[form][section];
        expect(hindi.heading).toMatch(/[\u0900-\u097F]/);
        expect(hindi.lines).not.toEqual(noticeDictionaries.en.forms[form][section].lines);
      }
    }
  });

  it("writes the Hindi in Hindi words, keeping in Latin letters only names a reader must match", () => {
    // The Board's and the officer's names as the law and the e-mails spell them, the address to write to, and IP.
    const kept = ["Data Protection Board of India", company.grievanceOfficer.title, company.privacyEmail, "IP"];
    const { hi } = noticeDictionaries;
    const texts = [
      hi.summary,
      noticeLanguageNames.hi.languageChoice,
      hi.versionLine(noticeVersion),
      ...Object.values(hi.ownDataLink),
      ...noticeForms.flatMap((form) =>
        noticeSections.flatMap((section) => [hi.forms[form][section].heading, ...hi.forms[form][section].lines]),
      ),
    ];
    for (const text of texts) {
      const rest = kept.reduce((left, name) => left.replaceAll(name, ""), text).replace(noticeVersion, "");
      expect(rest, text).not.toMatch(/[A-Za-z]/);
    }
  });

  it("says in Hindi what the English says of the periods, the reference and the version", () => {
    const { hi } = noticeDictionaries;
    const text = (form: (typeof noticeForms)[number]) =>
      noticeSections.map((section) => textOf(hi.forms[form][section].lines)).join(" ");
    // What was done before consent was withdrawn stays lawful, not merely "considered right".
    expect(text("enquiry")).toContain("कानूनी तौर पर वैध रहता है");
    expect(text("testimonial")).toContain("कानूनी तौर पर वैध रहता है");
    // A name and an address are two things: the verb is plural.
    expect(text("enquiry")).toContain("संपर्क सूची में जाते हैं");
    expect(text("grievance")).toContain("संदर्भ संख्या");
    expect(hi.versionLine(noticeVersion)).toContain(noticeVersion);
  });

  it.each(noticeLanguages)("in %s, tells how to complain to the company and then to the Board", (language) => {
    for (const form of noticeForms) {
      const complain = textOf(noticeDictionaries[language].forms[form].complain.lines);
      expect(complain).toContain(company.privacyEmail);
      expect(complain).toContain(company.grievanceOfficer.title);
      expect(complain).toContain("Data Protection Board of India");
    }
  });

  it.each(noticeLanguages)("in %s, states the periods the retention code keeps", (language) => {
    const { forms } = noticeDictionaries[language];
    const application = textOf(forms.application.kept.lines);
    for (const months of [retentionLimits.defaultMonths, retentionLimits.min, retentionLimits.max]) {
      expect(application).toContain(String(months));
    }
    expect(textOf(forms.jobAlerts.kept.lines)).toContain(String(jobAlertConfirmDays));
    expect(textOf(forms.jobAlerts.purpose.lines)).toContain(String(jobAlertIntervalHours));
    expect(textOf(forms.newsletter.kept.lines)).toContain(String(confirmationLinkDays));
    expect(textOf(forms.newsletter.kept.lines)).toContain(String(unsubscribedKeepMonths));
    // The privacy policy's periods, which the retention task deletes by; erasure sooner, at the address.
    const enquiry = textOf(forms.enquiry.kept.lines);
    const booking = textOf(forms.booking.kept.lines);
    expect(enquiry).toContain(`${salesRetentionMonths.enquiries} `);
    expect(booking).toContain(`${salesRetentionMonths.bookings} `);
    expect(enquiry).toContain(company.privacyEmail);
    expect(booking).toContain(company.privacyEmail);
  });

  it("offers the current version, the latest of those published", () => {
    expect(noticeVersions.at(-1)).toBe(noticeVersion);
    for (const version of noticeVersions) expect(version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(noticeShownIn("hi")).toEqual({ noticeVersion, noticeLanguage: "hi" });
    expect(isNoticeLanguage("hi")).toBe(true);
    expect(isNoticeLanguage("toString")).toBe(false);
  });
});

describe("the periods, taken from the code's own constants", () => {
  afterEach(() => {
    vi.doUnmock("./application-retention");
    vi.doUnmock("./sales-retention");
    vi.doUnmock("../jobs/job-alerts");
    vi.resetModules();
  });

  it("follow the constants when they change", async () => {
    vi.resetModules();
    vi.doMock("./application-retention", () => ({ retentionLimits: { min: 3, max: 41, defaultMonths: 17 } }));
    vi.doMock("../jobs/job-alerts", () => ({ jobAlertConfirmDays: 9, jobAlertIntervalHours: 31 }));
    vi.doMock("./sales-retention", () => ({ salesRetentionMonths: { enquiries: 29, bookings: 7 } }));
    const { noticeDictionaries: changed } = await import("./notices");
    for (const language of noticeLanguages) {
      const { forms } = changed[language];
      const application = textOf(forms.application.kept.lines);
      for (const months of ["17", "3", "41"]) expect(application).toContain(months);
      expect(application).not.toContain(String(retentionLimits.defaultMonths));
      expect(textOf(forms.jobAlerts.kept.lines)).toContain("9");
      expect(textOf(forms.jobAlerts.purpose.lines)).toContain("31");
      const enquiry = textOf(forms.enquiry.kept.lines);
      const booking = textOf(forms.booking.kept.lines);
      expect(enquiry).toContain("29");
      expect(enquiry).not.toContain(String(salesRetentionMonths.enquiries));
      expect(booking).toContain("7");
      expect(booking).not.toContain(String(salesRetentionMonths.bookings));
    }
  });
});

describe("NoticeShownSchema", () => {
  const errorsOf = (input: unknown) => {
    const result = NoticeShownSchema.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it("takes a published version and an offered language, or neither", () => {
    expect(NoticeShownSchema.parse({ noticeVersion, noticeLanguage: "hi" })).toEqual({
      noticeVersion,
      noticeLanguage: "hi",
    });
    expect(NoticeShownSchema.parse({})).toEqual({});
  });

  it("refuses a version nobody published and a language not offered, saying which", () => {
    expect(errorsOf({ noticeVersion: "1999-01-01" })).toEqual({ noticeVersion: unknownNoticeVersionMessage });
    expect(errorsOf({ noticeLanguage: "fr" })).toEqual({ noticeLanguage: unknownNoticeLanguageMessage });
    expect(errorsOf({ noticeLanguage: "" })).toEqual({ noticeLanguage: unknownNoticeLanguageMessage });
  });
});
