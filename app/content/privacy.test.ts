import { describe, expect, it } from "vitest";

import { jobAlertConfirmDays } from "~domain/jobs/job-alerts";
import { unsubscribedKeepMonths } from "~domain/newsletter/newsletter";
import { confirmationLinkDays } from "~domain/privacy/double-opt-in";
import { retentionLimits } from "~domain/privacy/application-retention";
import { noticeDictionaries, type NoticeForm } from "~domain/privacy/notices";
import { privacyRequestKeepYears } from "~domain/privacy/privacy-requests";
import { salesRetentionMonths } from "~domain/privacy/sales-retention";

import { privacySections } from "./privacy";

const policyRetention = privacySections.find((section) => section.id === "retention")!.items!.join(" ");
const keptIn = (language: "en" | "hi", form: NoticeForm) =>
  noticeDictionaries[language].forms[form].kept.lines.join(" ");

/**
 * A reader may meet the policy page and a form's notice on the same visit: both must name the
 * same event that starts the clock and the same period, the one the retention task deletes by.
 */
describe("how long the privacy policy and the notices say each record is kept", () => {
  it("applications: the same months after the job closes, in the policy and in every notice", () => {
    const months = retentionLimits.defaultMonths;
    const english = `${months} months after the job closes`;
    expect(policyRetention).toContain(english);
    expect(keptIn("en", "application")).toContain(english);
    expect(keptIn("hi", "application")).toContain(`नौकरी बंद होने के ${months} महीने बाद`);
    for (const bound of [retentionLimits.min, retentionLimits.max]) {
      expect(policyRetention).toContain(` ${bound} `);
      expect(keptIn("en", "application")).toContain(` ${bound} `);
      expect(keptIn("hi", "application")).toContain(` ${bound} `);
    }
    // The trigger the code does not use must not come back in either.
    expect(policyRetention).not.toMatch(/hiring decision/i);
  });

  it("enquiries and bookings: the same months after receipt and after the call", () => {
    const enquiry = `${salesRetentionMonths.enquiries} months after we receive`;
    const booking = `${salesRetentionMonths.bookings} months after the call`;
    expect(policyRetention).toContain(enquiry);
    expect(keptIn("en", "enquiry")).toContain(enquiry);
    expect(keptIn("hi", "enquiry")).toContain(`मिलने के ${salesRetentionMonths.enquiries} महीने बाद`);
    expect(policyRetention).toContain(booking);
    expect(keptIn("en", "booking")).toContain(booking);
    expect(keptIn("hi", "booking")).toContain(`कॉल के ${salesRetentionMonths.bookings} महीने बाद`);
  });

  it("job alerts: kept until unsubscribing, and an unconfirmed address deleted after the same days", () => {
    const unconfirmed = `confirm within ${jobAlertConfirmDays} days`;
    expect(policyRetention).toContain(unconfirmed);
    expect(policyRetention).toMatch(/until you unsubscribe/);
    expect(keptIn("en", "jobAlerts")).toContain(unconfirmed);
    expect(keptIn("en", "jobAlerts")).toMatch(/until you unsubscribe/);
    expect(keptIn("hi", "jobAlerts")).toContain(`${jobAlertConfirmDays} दिन के अंदर पुष्टि`);
  });

  it("the newsletter: an unconfirmed address deleted after the same days, an unsubscribed one after the same months", () => {
    const policy = privacySections
      .find((section) => section.id === "retention")!
      .items!.find((item) => item.startsWith("Newsletter:"))!;
    expect(policy).toContain(`confirm within ${confirmationLinkDays} days`);
    expect(policy).toContain(`for ${unsubscribedKeepMonths} months`);
    expect(keptIn("en", "newsletter")).toContain(`confirm within ${confirmationLinkDays} days`);
    expect(keptIn("en", "newsletter")).toContain(`for ${unsubscribedKeepMonths} months`);
    expect(keptIn("hi", "newsletter")).toContain(`${confirmationLinkDays} दिन के अंदर पुष्टि`);
    expect(keptIn("hi", "newsletter")).toContain(`${unsubscribedKeepMonths} महीने तक`);
  });

  it("grievances and nominees' requests: the same years after the request is closed", () => {
    const english = `${privacyRequestKeepYears} years after we close`;
    expect(policyRetention).toContain(english);
    for (const form of ["grievance", "nominee"] as const) {
      expect(keptIn("en", form)).toContain(english);
      expect(keptIn("hi", form)).toContain(`बंद होने के बाद ${privacyRequestKeepYears} साल`);
    }
  });
});
