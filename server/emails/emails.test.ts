// @vitest-environment jsdom
// (for DOMParser: the HTML part is read as a browser reads it)
import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { searchPath, type JobAlertSearch } from "../../domain/jobs/job-alerts";
import type { Job } from "../../domain/jobs/job-search";
import { defaultRejectionEmail, fillEmailTemplate, fillRejectionEmail } from "../../domain/applications/recruiting";
import { defaultOfferLetter } from "../../domain/applications/offers";
import { applicationEmails, rejectionEmail } from "../applications/application-emails";
import { offerApprovalRequest, offerLetter } from "../applications/offer-emails";
import { interviewReminderEmails, invitationToChoose, timeChangeEmails } from "../applications/interview-emails";
import { scorecardReminder } from "../applications/scorecard-reminders";
import { interviewRequestEmail } from "../applications/interviewer-request-email";
import { offerApprovedEmail } from "../applications/offer-approved-email";
import { defaultInvitationEmail, fillInvitationEmail } from "../../domain/applications/interview-scheduling";
import {
  bookingEmails,
  cancellationEmails,
  reassignmentEmails,
  reminderEmail,
  rescheduleEmails,
} from "../bookings/booking-emails";
import { enquiryEmails } from "../enquiries/enquiry-emails";
import { enquiryReplyEmail } from "../enquiries/enquiry-reply-email";
import type { OutgoingEmail } from "../outbox/mail-outbox";
import { jobAlertConfirmationEmail, jobAlertEmail } from "../jobs/job-alert-emails";
import {
  newsletterConfirmationEmail,
  newsletterIssueEmail,
  newsletterTemplate,
  newsletterTestEmail,
  newsletterWelcomeEmail,
} from "../newsletter/newsletter-emails";
import { emailLinks } from "../newsletter/newsletter-sending";
import { postBodyForEmail } from "../content/post-email";
import { richPostBody } from "../../test-support/newsletter-fixtures";
import { dailyDigestEmail } from "../contacts/digest-email";
import { contactReplyEmail } from "../contacts/mailbox/contact-reply-email";
import { invitationEmail } from "../staff/staff-emails";
import { nothingHeldEmail, ownDataLinkEmail } from "../privacy/own-data/emails";
import { requestDueSoonEmail, requestOutcomeEmail, requestReceivedEmail } from "../privacy/requests/request-emails";
import { nomineeNamedEmail, nomineeRequestNoticeEmail } from "../privacy/nomination/nomination-emails";
import { breachNoticeEmail } from "../privacy/breaches/breach-emails";
import { sampleApplication } from "../../test-support/sample-application";
import { stolenLaptopBreach } from "../../test-support/sample-breach";
import { sampleBooking, sampleEnquiry } from "../../test-support/sample-submissions";
import { composeEmail } from "./compose-email";
import { button, details, finePrint, paragraph, paragraphsOf, quote, type EmailContent } from "./email-content";
import { palette } from "./email-html";
import { isoDate } from "../../domain/time/india-dates";

const hostile = `Ravi <script>alert("x")</script> & <b>Co</b>`;

/** The words of a text, as a reader compares them: "Reference:" and "Reference" are one word. */
const wordsOf = (text: string) =>
  text
    .split(/\s+/)
    .map((word) => word.replace(/:$/, ""))
    .filter((word) => word !== "" && word !== "--");

/** Both parts of an e-mail, and what a reader (or a check) finds in the HTML one. */
function partsOf(email: { subject: string; text: string; html: string }) {
  const document = new DOMParser().parseFromString(email.html, "text/html");
  const preview = document.querySelector("[data-skip-in-text]");
  const previewText = preview?.firstChild?.textContent;
  preview?.remove();
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent!);
  return {
    ...email,
    document,
    doctype: document.doctype?.name,
    previewText,
    links: [...document.querySelectorAll("a[href]")].map((link) => link.getAttribute("href")!),
    /** What the body shows, cell by cell, without the preview text. */
    shownText: texts.join(" ").replace(/\s+/g, " "),
  };
}

/**
 * What the text part writes that the HTML part draws instead: a link's address after its words,
 * "(https://…)", which the HTML part carries in the link; a list item's bullet or number and a
 * quotation's ">".
 */
const drawnInHtml = /^(\(https?:\/\/[^\s)]+\)[.,;:!?]*|-|\d+\.|>)$/;

/** Whether the HTML part shows every word of the text part, in the same order (it may show more). */
function showsTextInOrder(parts: ReturnType<typeof partsOf>): boolean {
  const shown = wordsOf(parts.shownText);
  let at = 0;
  for (const word of wordsOf(parts.text).filter((word) => !drawnInHtml.test(word))) {
    while (at < shown.length && shown[at] !== word) at += 1;
    if (at === shown.length) return false;
    at += 1;
  }
  return true;
}

describe("the e-mail kit", () => {
  const content: EmailContent = {
    subject: `New enquiry from ${hostile}`,
    preview: `${hostile} wrote through the contact page`,
    heading: "New enquiry",
    blocks: [
      paragraph(`${hostile} wrote:`),
      quote(`First line\n${hostile}`, "Message"),
      details([
        ["Reference", "NX-7KQ2-M4"],
        ["Name", hostile],
      ]),
      button("Choose your password", "https://nexora.test/admin/set-password/abc?x=1&y=2"),
      finePrint("If you did not expect this e-mail, you can ignore it."),
    ],
  };
  const email = partsOf(composeEmail(content));

  it("writes the text part from the same content, blocks in order, with the company's footer", () => {
    expect(email.text).toBe(
      [
        "New enquiry",
        `${hostile} wrote:`,
        `Message:\nFirst line\n${hostile}`,
        `Reference: NX-7KQ2-M4\nName: ${hostile}`,
        "Choose your password:\nhttps://nexora.test/admin/set-password/abc?x=1&y=2",
        "If you did not expect this e-mail, you can ignore it.",
        [
          "-- ",
          "Nexora Technologies Pvt. Ltd.",
          "IT services for businesses across Delhi NCR and India",
          "4th Floor, Eros Corporate Tower, Nehru Place, New Delhi 110019",
          "+91 98110 42765 (Monday-Saturday 10am to 6pm)",
        ].join("\n"),
      ].join("\n\n"),
    );
  });

  it("makes an HTML document mail programs read: doctype, language, title, preview, no scripts or remote files", () => {
    expect(email.html.startsWith("<!DOCTYPE html PUBLIC")).toBe(true);
    expect(email.doctype).toBe("html");
    expect(email.document.documentElement.lang).toBe("en-IN");
    expect(email.document.title).toBe(content.subject);
    const article = email.document.querySelector("[role=article]");
    expect(article?.getAttribute("aria-label")).toBe(content.subject);
    expect(article?.getAttribute("lang")).toBe("en-IN");
    expect(email.document.querySelector("meta[name=color-scheme]")?.getAttribute("content")).toBe("light dark");
    expect(email.previewText).toBe(content.preview);
    expect(email.document.querySelectorAll("script, img, link, iframe, form, [src], [srcset]")).toHaveLength(0);
  });

  it("declares the language it is written in, for the document and for webmail's wrapper", () => {
    const hindi = partsOf(composeEmail({ ...content, subject: "आपका डेटा", language: "hi" }));
    expect(hindi.document.documentElement.lang).toBe("hi");
    expect(hindi.document.querySelector("[role=article]")?.getAttribute("lang")).toBe("hi");
    expect(hindi.document.title).toBe("आपका डेटा");
    expect(partsOf(composeEmail({ ...content, language: "en" })).document.documentElement.lang).toBe("en-IN");
  });

  it("shows the same words and links as the text part", () => {
    expect(showsTextInOrder(email)).toBe(true);
    expect(showsTextInOrder({ ...email, text: `${email.text}\nA word the HTML part lacks` })).toBe(false);
    expect(email.links).toEqual([
      "https://nexora.test/admin/set-password/abc?x=1&y=2",
      "https://nexora.test/admin/set-password/abc?x=1&y=2",
    ]);
  });

  it("keeps a visitor's words as text: their markup never becomes HTML", () => {
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<b>Co</b>");
    expect(email.html).toContain("&lt;script&gt;");
    // Every place the hostile name went shows it letter for letter.
    expect(email.shownText.split(hostile).length - 1).toBe(3);
  });

  it("keeps line breaks as <br>, and parts a text someone wrote into paragraphs at its blank lines", () => {
    expect(email.document.querySelector(".email-quote")?.innerHTML).toContain("<br>");
    expect(paragraphsOf("Dear Aditi,\n\nThank you.\nReally.\n\n\n  \nBest,\nNexora")).toEqual([
      paragraph("Dear Aditi,"),
      paragraph("Thank you.\nReally."),
      paragraph("Best,\nNexora"),
    ]);
  });

  it("uses the site's colours, as app/app.css defines them", () => {
    const css = fs.readFileSync("app/app.css", "utf8");
    const siteColours = Object.fromEntries(
      [...css.matchAll(/--color-((?:brand|accent)-\d+):\s*(#[0-9a-f]{6})/g)].map(([, name, value]) => [name, value]),
    );
    for (const [name, value] of Object.entries(palette)) {
      if (name.startsWith("brand-") || name.startsWith("accent-")) expect(siteColours[name], name).toBe(value);
    }
  });
});

// ---------------------------------------------------------------------------
// Every e-mail the site sends, rendered with sample data whose names and messages try markup.

const script = `<script>alert("x")</script>`;
const reference = "DEMO-7K3QX2";
const job = { title: "React Developer", location: "Gwalior" };
/** The company's own consultant, as seeded: no address of its own (the sales address), no way of meeting chosen. */
const companyConsultant = { name: "Nexora team", email: null, meetingKind: "unset" as const };
const booking = {
  ...sampleBooking,
  firstName: `Meera ${script}`,
  message: `Please show us the billing dashboard.\n${script}`,
  reference,
  startsAt: new Date("2026-11-24T11:30:00+05:30"),
  meetingUrl: null,
  consultant: companyConsultant,
};
/** A consultant with their own address, meeting in a Jitsi room made for the call. */
const meetingUrl = "https://meet.jit.si/Nexora-Demo-ABCDEFGHIJKLMNOPQRST";
const onJitsi = {
  ...booking,
  meetingUrl,
  consultant: { name: "Aarav Mehta", email: "aarav@test.example", meetingKind: "jitsi" as const },
};
const byPhone = {
  ...booking,
  consultant: { name: "Bhavna Iyer", email: "bhavna@test.example", meetingKind: "phone" as const },
};
const setPasswordLink = "https://nexora.test/admin/set-password/k9Q2x-Tq";
const manageLink = "https://nexora.test/demo/manage/Zq3-x9";
const deskLink = "https://nexora.test/admin/bookings/5f2e";
const enquiryDeskLink = "https://nexora.test/admin/enquiries/3b9d2c4e";
const applicationDeskLink = "https://nexora.test/admin/applications/7d1c";
const offerLink = "https://nexora.test/admin/offers/0f3e";
const interviewLink = "https://nexora.test/interview/Iv7-q2";
const interviewPageLink = "https://nexora.test/admin/interviews/9c1a";
const interviewSite = {
  careersEmail: "careers@test.example",
  candidateLink: interviewLink,
  interviewPageUrl: interviewPageLink,
};
const panelInterview = {
  interviewId: "9c1a",
  applicationId: "7d1c",
  reference: "APP-5M8K2Q",
  candidateName: `Aditi Rao ${script}`,
  candidateEmail: "aditi.rao@example.in",
  jobTitle: job.title,
  stageName: "Technical",
  startsAt: new Date("2027-01-04T05:30:00Z"),
  durationMinutes: 60,
  meetingUrl: "https://meet.jit.si/Nexora-Interview-ABCDEFGHIJKLMNOPQRST",
  sequence: 0,
  panel: [
    { name: "Priya Nair", address: "priya@test.example" },
    { name: "Arjun Mehta", address: "arjun@test.example" },
  ],
};
/** The candidate's e-mail (their link) and a panelist's (the interview's page), each with the meeting link unless cancelled. */
const interviewSample = (email: OutgoingEmail, index: number) => ({
  email,
  reference: "APP-5M8K2Q",
  links: [
    ...(email.kind.endsWith("cancelled") ? [] : [panelInterview.meetingUrl]),
    index === 0 ? interviewLink : interviewPageLink,
  ],
});
const alertSite = { publicSiteUrl: "https://nexora.test", careersEmail: "careers@test.example" };
/**
 * A post as a newsletter's e-mail (decision 079), its links counted through newsletter n1's
 * redirect; the post tries markup, which its Markdown shows as text.
 */
const newsletterSampleMatter = () => {
  const links = emailLinks(alertSite, "offline-first", { newsletterId: "n1", targets: [] });
  return {
    subject: "Offline-first Android apps",
    heading: "Offline-first Android apps",
    preview: "How we make apps that work without a network.",
    article: postBodyForEmail(`${richPostBody}\n\nEven a title like ${script} stays words.`, new Map(), links),
    readOnSite: { label: "Read it on our website", href: links.link(`${alertSite.publicSiteUrl}/blog/offline-first`) },
  };
};
const newsletterSample = () => newsletterTemplate(newsletterSampleMatter(), "Mk-9", alertSite);
/** The sample's links: the post's two, then "Read it on our website". */
const newsletterLinks = [1, 2, 3].map((position) => `${alertSite.publicSiteUrl}/n/n1/${position}`);
/** A visitor's own words in a saved search: they come back in every alert. */
const alertSearch: JobAlertSearch = { keyword: `react ${script}`, location: "Gwalior" };
const alertJob = {
  id: "frontend-developer-gwalior",
  title: "Frontend Developer",
  department: "Engineering",
  location: "Gwalior",
  type: "Full-time",
  description: "",
  descriptionHtml: "",
  summary: "",
  keywords: [],
  postedAt: "2026-11-20T00:00:00.000Z",
} as unknown as Job;
/** WhatsApp's chat with the sample visitor's "+91 98111 22334". */
const visitorWhatsApp = "https://wa.me/919811122334";
/**
 * The visitor's e-mails carry their manage link, the staff's the booking's page in the back
 * office; before them, the call's meeting link for the visitor and for its consultant (a note to
 * sales carries it only for a consultant whose mailbox is the sales address), and in the
 * consultant's invite a WhatsApp chat with the visitor.
 */
const linksFor = (email: OutgoingEmail, joinLink?: string) => {
  const joins = joinLink ? [joinLink] : [];
  if (email.to.address === booking.email) return email.kind === "booking.cancellation" ? [] : [...joins, manageLink];
  if (email.kind === "booking.consultant-invite") return [...joins, visitorWhatsApp, deskLink];
  return [deskLink];
};

/** Each template, what it must carry in both parts, and where the visitor's markup went. */
const templates: {
  email: OutgoingEmail;
  reference?: string;
  links: string[];
  /** False for an e-mail that must quote nothing a stranger typed (a job-alert confirmation). */
  quotesVisitor?: boolean;
  /** The language the HTML part declares: English as India writes it unless said. */
  lang?: string;
}[] = [
  ...enquiryEmails(
    { ...sampleEnquiry, firstName: `Priya ${script}`, message: `Quote please.\n${script}`, source: "contact" },
    { salesEmail: "sales@test.example", id: "3b9d2c4e-enquiry", deskLink: enquiryDeskLink },
  ).map((email) => ({
    email,
    reference: email.kind === "enquiry.notification" ? "3b9d2c4e-enquiry" : undefined,
    links: email.kind === "enquiry.notification" ? [enquiryDeskLink] : [],
  })),
  // A staff member's reply from the desk: their words (with the visitor's name filled in), as text.
  {
    email: enquiryReplyEmail(
      { name: `Priya ${script}`, email: "priya@example.in", receivedAt: new Date("2026-11-22T09:30:00+05:30") },
      { subject: "Re: your enquiry", body: `Dear Priya ${script},\n\nThank you. <b>See you Tuesday</b>.` },
      { sender: { name: "Sunita Rao", email: "sunita@test.example" }, salesEmail: "sales@test.example" },
    ),
    links: [],
  },
  // A reply under a contact's conversation: the staff member's words only, quoted as text.
  {
    email: contactReplyEmail(
      { name: `Priya ${script}`, address: "priya@example.in" },
      {
        subject: "Re: Hosting for our shop",
        body: `Dear Priya ${script},\n\nThe quote is attached. <b>Talk soon</b>.`,
        inReplyTo: "<q1@example.in>",
        references: ["<q1@example.in>"],
      },
      { senderName: "Sunita Rao", salesEmail: "sales@test.example", replyTo: "sunita@test.example" },
    ),
    links: [],
  },
  ...bookingEmails(booking, { salesEmail: "sales@test.example", manageLink, deskLink }).map((email) => ({
    email,
    reference,
    links: linksFor(email),
  })),
  ...rescheduleEmails(
    { ...booking, sequence: 1 },
    {
      salesEmail: "sales@test.example",
      manageLink,
      previousStartsAt: new Date("2026-11-23T15:00:00+05:30"),
      deskLink,
    },
  ).map((email) => ({ email, reference, links: linksFor(email) })),
  ...(["day", "hour"] as const).map((reminder) => ({
    email: reminderEmail(booking, reminder, { salesEmail: "sales@test.example", manageLink }),
    reference,
    links: [manageLink],
  })),
  // Each way of meeting: a link (in the consultant's own invite too), a phone call.
  ...bookingEmails(onJitsi, { salesEmail: "sales@test.example", manageLink, deskLink }).map((email) => ({
    email,
    reference,
    links: linksFor(email, meetingUrl),
  })),
  ...bookingEmails(byPhone, { salesEmail: "sales@test.example", manageLink, deskLink }).map((email) => ({
    email,
    reference,
    links: linksFor(email),
  })),
  {
    email: reminderEmail(onJitsi, "hour", { salesEmail: "sales@test.example", manageLink }),
    reference,
    links: [meetingUrl, manageLink],
  },
  ...cancellationEmails(
    { ...byPhone, sequence: 1 },
    { salesEmail: "sales@test.example", reason: "Asked by phone.", cancelledBy: "visitor", deskLink },
  ).map((email) => ({ email, reference, links: linksFor(email) })),
  ...reassignmentEmails(
    { ...onJitsi, sequence: 1 },
    {
      salesEmail: "sales@test.example",
      manageLink,
      deskLink,
      previous: { consultant: byPhone.consultant, meetingUrl: null },
      reassignedBy: "sales.lead@test.example",
    },
  ).map((email) => ({ email, reference, links: linksFor(email, meetingUrl) })),
  ...cancellationEmails(
    { ...booking, sequence: 1 },
    {
      salesEmail: "sales@test.example",
      reason: `The visitor asked by phone. ${script}`,
      cancelledBy: "sales@test.example",
      deskLink,
    },
  ).map((email) => ({ email, reference, links: email.to.address === booking.email ? [] : [deskLink] })),
  ...applicationEmails(
    { ...sampleApplication(), fullName: `Aditi Rao ${script}` },
    {
      id: "7d1c",
      job,
      reference: "APP-5M8K2Q",
      careersEmail: "careers@test.example",
      deskLink: applicationDeskLink,
    },
  ).map((email) => ({
    email,
    reference: "APP-5M8K2Q",
    links: email.kind === "application.notification" ? [applicationDeskLink] : [],
  })),
  {
    email: rejectionEmail(
      { id: "7d1c", fullName: `Aditi Rao ${script}`, email: "aditi.rao@example.in", jobTitle: job.title },
      fillRejectionEmail(
        { ...defaultRejectionEmail, body: `${defaultRejectionEmail.body}\n\nP.S. <b>Stay in touch</b>` },
        { candidateName: `Aditi Rao ${script}`, jobTitle: job.title },
      ),
      { careersEmail: "careers@test.example" },
    ),
    links: [],
  },
  // An interview's time: the invitation to choose it, each side's invite once chosen, and the reminders.
  {
    email: invitationToChoose(
      { applicationId: "7d1c", name: `Aditi Rao ${script}`, email: "aditi.rao@example.in" },
      fillInvitationEmail(defaultInvitationEmail, {
        candidateName: `Aditi Rao ${script}`,
        jobTitle: job.title,
        stageName: "Technical",
        durationMinutes: 60,
      }),
      { careersEmail: "careers@test.example", link: interviewLink },
    ),
    links: [interviewLink],
  },
  ...(["chosen", "moved", "cancelled"] as const).flatMap((change) =>
    timeChangeEmails(panelInterview, change, interviewSite).slice(0, 2).map(interviewSample),
  ),
  ...(["day", "hour"] as const).flatMap((reminder) =>
    interviewReminderEmails(panelInterview, reminder, interviewSite).slice(0, 2).map(interviewSample),
  ),
  {
    email: scorecardReminder(
      {
        interviewId: "9c1a",
        applicationId: "7d1c",
        interviewerName: "Priya Nair",
        interviewerEmail: "priya@test.example",
        candidateName: `Aditi Rao ${script}`,
        reference: "APP-5M8K2Q",
        jobTitle: job.title,
        stageName: "Technical",
        startsAt: panelInterview.startsAt,
      },
      { careersEmail: "careers@test.example", publicSiteUrl: "https://nexora.test" },
    ),
    reference: "APP-5M8K2Q",
    links: [interviewPageLink],
  },
  // Asked to interview (decision 041): before the candidate picks a time, and after.
  ...[null, { startsAt: panelInterview.startsAt, durationMinutes: 60 }].map((booked) => ({
    email: interviewRequestEmail(
      {
        applicationId: "7d1c",
        reference: "APP-5M8K2Q",
        candidateName: `Aditi Rao ${script}`,
        jobTitle: job.title,
        stageName: "Technical",
        booked,
        interviewer: { name: "Priya Nair", address: "priya@test.example" },
        interviewPageUrl: interviewPageLink,
      },
      { careersEmail: "careers@test.example" },
    ),
    reference: "APP-5M8K2Q",
    links: [interviewPageLink],
  })),
  {
    email: offerApprovedEmail(
      {
        applicationId: "7d1c",
        candidateName: `Aditi Rao ${script}`,
        jobTitle: job.title,
        reference: "APP-5M8K2Q",
        approvals: 2,
      },
      { name: "Rekha Iyer", address: "rekha@test.example" },
      { careersEmail: "careers@test.example", applicationLink: applicationDeskLink },
    ),
    reference: "APP-5M8K2Q",
    links: [applicationDeskLink],
  },
  // An offer: the approvers' request with the link to answer it, and the candidate's letter.
  {
    email: offerApprovalRequest(
      {
        applicationId: "7d1c",
        candidateName: `Aditi Rao ${script}`,
        jobTitle: job.title,
        reference: "APP-5M8K2Q",
        salary: 1_800_000,
        startDate: isoDate("2027-01-04"),
      },
      { name: "Arjun Mehta", address: "arjun@test.example" },
      { careersEmail: "careers@test.example", offerLink },
    ),
    reference: "APP-5M8K2Q",
    links: [offerLink],
  },
  {
    email: offerLetter(
      {
        applicationId: "7d1c",
        candidateName: `Aditi Rao ${script}`,
        candidateEmail: "aditi.rao@example.in",
        jobTitle: job.title,
        reference: "APP-5M8K2Q",
        salary: 1_800_000,
        startDate: isoDate("2027-01-04"),
      },
      fillEmailTemplate(defaultOfferLetter, { candidateName: `Aditi Rao ${script}`, jobTitle: job.title }),
      { careersEmail: "careers@test.example" },
    ),
    reference: "APP-5M8K2Q",
    links: [],
  },
  {
    email: invitationEmail(
      { email: "new.staff@test.example", name: `Kiran ${script}`, role: "sales" },
      { link: setPasswordLink, salesEmail: "sales@test.example" },
    ),
    links: [setPasswordLink],
  },
  // The day's e-mail to a staff member: no visitor's details but the WhatsApp link's number, only what staff wrote (a task's title) and links.
  {
    email: dailyDigestEmail(
      { id: "s1", email: "asha@test.example", name: `Asha ${script}`, role: "sales" },
      {
        day: new Date("2026-11-24T09:00:00+05:30"),
        calls: [{ id: "5f2e", reference, domain: "Cloud services", startsAt: booking.startsAt, phone: booking.phone }],
        tasks: [
          {
            id: "t1",
            contactId: "c7",
            title: `Send the quote ${script}`,
            dueAt: new Date("2026-11-23T17:00:00+05:30"),
            overdue: true,
          },
        ],
        unassigned: [{ id: "c8", createdAt: new Date("2026-11-23T16:05:00+05:30"), source: "newsletter" }],
      },
      { salesEmail: "sales@test.example", publicSiteUrl: "https://nexora.test" },
    ),
    reference,
    links: [
      deskLink,
      visitorWhatsApp,
      "https://nexora.test/admin/contacts/c7",
      "https://nexora.test/admin/contacts/c8",
      "https://nexora.test/admin",
      "https://nexora.test/admin/account",
    ],
  },
  {
    email: jobAlertConfirmationEmail({ id: "a1", email: "meera.iyer@example.in" }, "Cnf-7x", alertSite),
    links: [`${alertSite.publicSiteUrl}/job-alerts/confirm/Cnf-7x`],
    quotesVisitor: false,
  },
  {
    email: jobAlertEmail(
      { id: "r1", address: "meera.iyer@example.in" },
      { searches: [alertSearch], jobs: [alertJob] },
      "Uns-9q",
      alertSite,
    ),
    links: [
      `${alertSite.publicSiteUrl}/career/apply/${alertJob.id}?source=job-alert`,
      `${alertSite.publicSiteUrl}${searchPath(alertSearch)}`,
      `${alertSite.publicSiteUrl}/job-alerts/unsubscribe/Uns-9q`,
    ],
  },
  // The newsletter's double opt-in and its welcome: neither quotes anything typed (the topics are the list's own).
  {
    email: newsletterConfirmationEmail({ id: "n1", email: "meera.iyer@example.in" }, "Nws-3c", {
      publicSiteUrl: alertSite.publicSiteUrl,
      salesEmail: "sales@test.example",
    }),
    links: [`${alertSite.publicSiteUrl}/newsletter/confirm/Nws-3c`],
    quotesVisitor: false,
  },
  {
    email: newsletterWelcomeEmail(
      { id: "n1", email: "meera.iyer@example.in", topics: ["Design", "Product"] },
      "Uns-5w",
      { publicSiteUrl: alertSite.publicSiteUrl, salesEmail: "sales@test.example" },
    ),
    links: [`${alertSite.publicSiteUrl}/blog`, `${alertSite.publicSiteUrl}/newsletter/unsubscribe/Uns-5w`],
    quotesVisitor: false,
  },
  // A post as a newsletter (decision 079): its links through the counted redirect, its own unsubscribe
  // link; the test an editor sends themselves, whose unsubscribe link stops nothing.
  {
    email: newsletterIssueEmail(newsletterSample(), { id: "n1", email: "meera.iyer@example.in" }, "Uns-7n", {
      publicSiteUrl: alertSite.publicSiteUrl,
      salesEmail: "sales@test.example",
    }),
    links: [...newsletterLinks, `${alertSite.publicSiteUrl}/newsletter/unsubscribe/Uns-7n`],
  },
  {
    email: newsletterTestEmail(
      newsletterSampleMatter(),
      { name: "Ananya Rao", email: "ananya@nexoratech.in" },
      {
        publicSiteUrl: alertSite.publicSiteUrl,
        salesEmail: "sales@test.example",
      },
    ),
    links: [...newsletterLinks, `${alertSite.publicSiteUrl}/newsletter/unsubscribe/test-e-mail`],
  },
  // A person's link to their own data, and the answer for an address under which nothing is held:
  // sent to whatever address a stranger typed, so neither quotes anything typed.
  {
    email: ownDataLinkEmail("meera.iyer@example.in", "Dat-4k", {
      publicSiteUrl: alertSite.publicSiteUrl,
      salesEmail: "sales@test.example",
    }),
    links: [`${alertSite.publicSiteUrl}/privacy/your-data/open/Dat-4k`],
    quotesVisitor: false,
  },
  {
    email: nothingHeldEmail("meera.iyer@example.in", {
      publicSiteUrl: alertSite.publicSiteUrl,
      salesEmail: "sales@test.example",
    }),
    links: [],
    quotesVisitor: false,
  },
  // The privacy requests register (decision 064): the acknowledgment quotes nothing the person typed
  // (a stranger may give any address); the outcome carries the reply staff wrote.
  {
    email: requestReceivedEmail(
      {
        reference: "PR-7K3Q9D",
        kind: "grievance",
        to: { name: "", address: "meera.iyer@example.in", nominee: false },
        receivedAt: new Date("2026-11-22T10:30:00Z"),
        dueAt: new Date("2026-12-22T10:30:00Z"),
      },
      { publicSiteUrl: alertSite.publicSiteUrl, salesEmail: "sales@test.example" },
    ),
    reference: "PR-7K3Q9D",
    links: [],
    quotesVisitor: false,
  },
  {
    email: requestOutcomeEmail(
      {
        reference: "PR-7K3Q9D",
        kind: "grievance",
        to: { name: "Arjun Iyer", address: "arjun.iyer@example.in", nominee: true },
        outcome: "partly-done",
        reply: `We corrected your phone number.\n\nWe keep your application while it is in process: ${script}`,
      },
      { publicSiteUrl: alertSite.publicSiteUrl, salesEmail: "sales@test.example" },
    ),
    reference: "PR-7K3Q9D",
    links: [],
  },
  // The same three in Hindi, for a person who read the privacy notice in Hindi: what staff wrote stays as written.
  {
    email: ownDataLinkEmail(
      "meera.iyer@example.in",
      "Dat-4k",
      { publicSiteUrl: alertSite.publicSiteUrl, salesEmail: "sales@test.example" },
      "hi",
    ),
    links: [`${alertSite.publicSiteUrl}/privacy/your-data/open/Dat-4k`],
    quotesVisitor: false,
    lang: "hi",
  },
  {
    email: requestReceivedEmail(
      {
        reference: "PR-7K3Q9D",
        kind: "erasure",
        to: { name: "Arjun Iyer", address: "arjun.iyer@example.in", nominee: true },
        receivedAt: new Date("2026-11-22T10:30:00Z"),
        dueAt: new Date("2026-12-22T10:30:00Z"),
        done: "We erased your enquiries. We keep your application while it is in process.",
        language: "hi",
      },
      { publicSiteUrl: alertSite.publicSiteUrl, salesEmail: "sales@test.example" },
    ),
    reference: "PR-7K3Q9D",
    links: [],
    quotesVisitor: false,
    lang: "hi",
  },
  {
    email: requestOutcomeEmail(
      {
        reference: "PR-7K3Q9D",
        kind: "correction",
        to: { name: "", address: "meera.iyer@example.in", nominee: false },
        outcome: "refused",
        reply: `We could not find that number in our records. ${script}`,
        language: "hi",
      },
      { publicSiteUrl: alertSite.publicSiteUrl, salesEmail: "sales@test.example" },
    ),
    reference: "PR-7K3Q9D",
    links: [],
    lang: "hi",
  },
  {
    email: requestDueSoonEmail(
      { name: "Meera Iyer", email: "meera@test.example" },
      { id: "r1", reference: "PR-7K3Q9D", kind: "erasure", dueAt: new Date("2026-12-22T10:30:00Z"), taken: false },
      { publicSiteUrl: alertSite.publicSiteUrl, salesEmail: "sales@test.example" },
    ),
    reference: "PR-7K3Q9D",
    links: [`${alertSite.publicSiteUrl}/admin/privacy/requests/r1`],
    quotesVisitor: false,
  }, // A nominee (decision 063): told they were named, nothing of the person's data; the person told
  // of a nominee's request, quoting nothing the sender typed.
  {
    email: nomineeNamedEmail({ name: "Arjun Iyer", email: "arjun.iyer@example.in" }, "meera.iyer@example.in", {
      publicSiteUrl: alertSite.publicSiteUrl,
      salesEmail: "sales@test.example",
    }),
    links: [`${alertSite.publicSiteUrl}/privacy/nominee`],
    quotesVisitor: false,
  },
  {
    email: nomineeRequestNoticeEmail(
      {
        nomineeName: "Arjun Iyer",
        nomineeEmail: "arjun.iyer@example.in",
        personEmail: "meera.iyer@example.in",
        circumstance: "incapacity",
        kind: "access",
        request: `Please send me her data. ${script}`,
      },
      "PR-7K3Q9D",
      { publicSiteUrl: alertSite.publicSiteUrl, salesEmail: "sales@test.example" },
    ),
    reference: "PR-7K3Q9D",
    links: [],
    quotesVisitor: false,
  },
  // A breach's notice to one person (decision 063): the facts an admin wrote, shown as text.
  {
    email: breachNoticeEmail(
      {
        ...stolenLaptopBreach(new Date("2026-11-20T05:30:00Z"), {
          periodStartsAt: new Date("2026-10-31T18:30:00Z"),
          periodEndsAt: new Date("2026-11-19T18:30:00Z"),
        }),
        whatHappened: `A laptop with an export of enquiries was stolen. ${script}`,
      },
      { email: "meera.iyer@example.in", name: "Meera Iyer", dataKinds: ["enquiries"] },
      { salesEmail: "sales@test.example" },
    ),
    links: [],
  },
];

describe.each(templates.map((template) => ({ kind: template.email.kind, ...template })))(
  "the $kind e-mail",
  ({ email, reference, links, quotesVisitor = true, lang = "en-IN" }) => {
    const parts = partsOf(email);

    it("is a document mail programs read, titled with the subject", () => {
      expect(parts.html.startsWith("<!DOCTYPE html PUBLIC")).toBe(true);
      expect(parts.document.documentElement.lang).toBe(lang);
      expect(parts.document.title).toBe(email.subject);
    });

    it("carries the reference and the same links in both parts", () => {
      if (reference) {
        expect(email.text).toContain(reference);
        expect(parts.shownText).toContain(reference);
      }
      expect([...new Set(parts.links)]).toEqual(links);
      // A link in a sentence is written "words (address)": the bracket closes it.
      expect(email.text.match(/https?:\/\/[^\s)]+/g) ?? []).toEqual(links);
    });

    it("shows the visitor's markup as text in the HTML part", () => {
      expect(email.text.includes(script)).toBe(quotesVisitor);
      expect(parts.document.querySelectorAll("script, b")).toHaveLength(0);
      expect(parts.html).not.toContain("<script");
      expect(parts.shownText.includes(script)).toBe(quotesVisitor);
    });

    it("shows every word of its text part, in order", () => {
      expect(showsTextInOrder(parts)).toBe(true);
    });
  },
);

it("has a sample for every kind of e-mail the server sends", () => {
  const sources = fs
    .readdirSync("server", { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
    .map((file) => fs.readFileSync(`server/${file}`, "utf8"))
    .join("\n");
  const kinds = new Set([...sources.matchAll(/kind: "([a-z-]+\.[a-z-]+)"/g)].map(([, kind]) => kind));
  expect(new Set(templates.map((template) => template.email.kind))).toEqual(kinds);
});
