/** The privacy policy shown on /privacy, written for the Digital Personal Data Protection Act, 2023. Plain text only. */

import { jobAlertConfirmDays } from "~domain/jobs/job-alerts";
import { unsubscribedKeepMonths } from "~domain/newsletter/newsletter";
import { confirmationLinkDays } from "~domain/privacy/double-opt-in";
import { retentionLimits } from "~domain/privacy/application-retention";
import { grievanceCapDays, privacyRequestDayLimits, privacyRequestKeepYears } from "~domain/privacy/privacy-requests";
import { salesRetentionMonths } from "~domain/privacy/sales-retention";

export type PolicySection = {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
  /** A page of the site where the section's rights are used, shown after its text. */
  link?: { href: string; label: string };
};

export const privacyLastUpdated = "2026-11-29";

export const privacySections: PolicySection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    paragraphs: [
      'This website is run by Nexora Technologies Pvt. Ltd. ("Nexora", "we", "us"), 4th Floor, Eros Corporate Tower, Nehru Place, Delhi 110019, India. For the personal data you give us through this website, we are the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (the "DPDP Act"): we decide why and how that data is processed, and we are responsible for it.',
      "This policy covers only this website: the contact forms, the demo call booking and the careers pages. It does not cover the data we process on behalf of our clients under a project contract, which is governed by the agreement with that client.",
      "If you have any question about this policy or your data, write to our Grievance Officer at privacy@nexoratech.in. Full contact details are in the last section of this policy.",
    ],
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    paragraphs: [
      "We collect only what you type into our forms, plus a small amount of technical data needed to keep the forms working and free of abuse, an anonymous count of the pages visitors view, and, with an enquiry, a booking or an application, where your visit came from. Fields that are not marked as required may be left blank.",
    ],
    items: [
      "Contact enquiries: your first and last name, e-mail address, phone number (optional) and your message, along with the page the form was on. We also record the IP address the enquiry came from, which we use only to detect spam and to limit repeated submissions.",
      "Demo call bookings: your name, e-mail address, phone number, an optional message, the area you want to discuss (for example web development or security) and the date and time you chose. As with enquiries, we record the IP address for security and rate limiting.",
      "Page views: our own server counts the pages of this site that are viewed, without a cookie and without storing anything in your browser. Each page you open sends us its address (without anything after the question mark), the name of the website that sent you (for example www.google.com, never the address of the page you were on), any campaign tags in the link (the UTM parameters utm_source, utm_medium, utm_campaign, utm_term and utm_content, for example from our newsletter), the width of your browser window (to count phones, tablets and computers) and how long the page was in view. To count visitors rather than page views, the server makes a visitor key: a one-way hash of a random value that changes every day (and is then deleted), the site's address, your IP address and your browser's user agent. Only the key is kept, never the IP address or the user agent, and because the random value of a day is deleted, no visitor can be recognised the next day. If we have an offline location database, we also note the country your IP address belongs to. Bots and pages your browser only loads in advance are not counted.",
      "Where your visit came from, with an enquiry, a booking or an application: the server links it to that day's visit it was sent from and keeps with it the page you landed on, the website or campaign that sent you, and the pages you saw before sending it. We keep this with the enquiry, booking or application, for as long as we keep them, and never send it to anyone else.",
      "Job applications: the role you apply for; your profile (name, e-mail address, phone number, country, city and, if you give them, your current address and preferred pronouns); your education and work experience; links such as LinkedIn, GitHub or a portfolio; your cover letter; your answers to the application questions, including preferred location, minimum qualifications, eligibility to work and need for sponsorship; and your resume file. We also record the IP address the application came from.",
      "Testimonials: if you agree to let us quote you on this site, the words you agreed to, the name, role and company you agreed we show, and a note of how and when you agreed. Before you agree we send you the notice in “If you give us a testimonial” below, and note the language you read it in.",
      "Server logs: like most websites, our servers keep short-lived logs of requests (IP address, time, page requested and browser type) to run the site and investigate faults and attacks.",
    ],
  },
  {
    id: "self-identification",
    title: "Voluntary self-identification",
    paragraphs: [
      'The job application form ends with an optional self-identification section that asks about gender, race or ethnicity, disability status, veteran status, whether someone referred you (and, if so, who), and how you heard about the role. Every question can be skipped or answered with "prefer not to say", and skipping has no effect on your application.',
      "If you answer, we store your answers separately from your application. They are not shown to the people who review applications or interview candidates, and they are never used in any hiring decision. We use them only in aggregate, to understand whether our recruitment reaches a diverse range of people and which channels bring us applicants.",
    ],
  },
  {
    id: "browser-storage-and-cookies",
    title: "Form drafts, cookies and tracking",
    paragraphs: [
      "To save you from losing your work, our forms keep drafts in your own browser. Contact form drafts are kept in sessionStorage, which your browser clears when you close the tab. If you save a job application to finish later, it is kept in localStorage on your device until you submit it, discard it or clear your browser's site data. These drafts stay on your device and are not sent to us until you press submit.",
      "We do not use cookies for analytics, and we do not use advertising cookies, third-party analytics, social media pixels or any other third-party tracking on this website, and we do not build profiles of visitors. The pages viewed are counted by our own server as described above, with nothing stored in your browser and nothing sent to any other party. The only things the site keeps in your browser are the form drafts described here, for its own use.",
    ],
  },
  {
    id: "purposes-and-legal-basis",
    title: "Why we use your data and on what basis",
    paragraphs: [
      "We use your personal data only for the purpose for which you gave it to us. We rely on the consent you give when you submit a form, and on the legitimate uses permitted by section 7 of the DPDP Act, in particular where you have voluntarily provided your data for a specified purpose, such as asking us a question or booking a call. Self-identification answers are processed only with your explicit consent, given by choosing to answer.",
      "You may withdraw your consent at any time by writing to privacy@nexoratech.in. We will then stop processing the data concerned and delete it, unless the law requires us to keep it. Withdrawal does not affect processing carried out before it, and if you withdraw consent for a job application we will no longer be able to consider it.",
      "We do not send you marketing unless you ask us to keep you informed, and we never make automated decisions about you. In practice, we use your data for these purposes:",
    ],
    items: [
      "Enquiries: to reply to your message, discuss your requirements and send you a quote if you ask for one.",
      "Demo bookings: to hold your chosen slot, send you a confirmation and hold the call.",
      "Job applications: to assess your application, contact you about it and, if you are selected, make you an offer.",
      "Newsletter: to e-mail you new posts from our blog, on the topics you choose, once you have confirmed your address.",
      "Page views and where visits came from: to learn which pages are read and which of our campaigns and which websites bring us visitors, enquiries, calls and applications, so we know what works. It is never used to follow you elsewhere.",
      "Security: to detect spam, prevent abuse of our forms, limit repeated submissions and keep the website running.",
    ],
  },
  {
    id: "retention",
    title: "How long we keep your data",
    paragraphs: [
      "We keep personal data only as long as we need it for the purpose it was collected for, and then delete it:",
    ],
    items: [
      // The periods are the retention task's (server/privacy/retention.ts) and the notices' (domain/privacy/notices.ts), in the notices' words.
      `Contact enquiries: deleted ${salesRetentionMonths.enquiries} months after we receive them, unless the enquiry leads to a project with us, in which case the project's contract governs.`,
      `Demo bookings: deleted ${salesRetentionMonths.bookings} months after the call.`,
      `Job applications and resumes: kept while the job is open, and deleted ${retentionLimits.defaultMonths} months after the job closes (we can set this period between ${retentionLimits.min} and ${retentionLimits.max} months). If you join us, your application becomes part of your employee record.`,
      "Self-identification answers: deleted together with the application they belong to.",
      `Job alerts: your address and searches until you unsubscribe, which deletes them; if you do not confirm within ${jobAlertConfirmDays} days, we delete your address.`,
      `Newsletter: your address and topics until you unsubscribe; after that, your address and when you subscribed and unsubscribed for ${unsubscribedKeepMonths} months, as the record that you took back your consent. If you do not confirm within ${confirmationLinkDays} days, we delete your address.`,
      `Privacy requests, grievances and nominees' requests, with our answers: kept in our register for ${privacyRequestKeepYears} years after we close them, to show how we handled them.`,
      "Server logs: 30 days.",
      "Page view counts: each page view and visit for 30 days; after that only hourly totals (how many visits and page views each page, website and campaign had) are kept, which say nothing about any one visitor, for 25 months unless we choose otherwise, and never longer than 60 months.",
    ],
  },
  {
    id: "sharing",
    title: "Who we share your data with",
    paragraphs: [
      "We do not sell, rent or trade your personal data, and we do not share it with advertisers.",
      "We use a small number of service providers who process data on our behalf as Data Processors, under written contracts that require them to protect it and use it only on our instructions: our e-mail provider, which delivers enquiry notifications, booking confirmations and application acknowledgements, and our hosting provider, which runs the servers and database behind this website. Within Nexora, your data is seen only by the people who need it: the sales team for enquiries and bookings, and the hiring team for applications.",
      "We may also disclose data where the law requires it, for example in response to a valid order of a court or government authority.",
    ],
  },
  {
    id: "security",
    title: "How we protect your data",
    paragraphs: [
      "All traffic to this website is encrypted with HTTPS. Our database and stored resume files are accessible only to authorised staff and systems, and resume files are stored under generated names rather than the names you uploaded them with. We apply security updates promptly and review our own systems with the same checks our security team runs for clients.",
      "No system is perfectly secure. If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected, as the DPDP Act and its rules require, and explain what happened and what we are doing about it.",
    ],
  },
  {
    id: "your-rights",
    title: "Your rights",
    paragraphs: [
      "As a Data Principal under the DPDP Act, you have the following rights over the personal data we hold about you. To use any of them, write to privacy@nexoratech.in from the e-mail address you used on our website, or tell us how we can verify your identity.",
    ],
    items: [
      "Access: to obtain a summary of the personal data we hold about you, how we process it, and the identities of the processors we have shared it with.",
      "Correction: to have inaccurate or misleading data corrected, incomplete data completed and out-of-date data updated.",
      "Erasure: to have your data deleted when it is no longer needed for the purpose you gave it for, or when you withdraw consent, unless the law requires us to keep it.",
      "Grievance redressal: to raise a complaint with our Grievance Officer and receive a response. If you are not satisfied with our response, you may then complain to the Data Protection Board of India.",
      "Nomination: to nominate another person to exercise these rights on your behalf in the event of your death or incapacity. You name your nominee on the page of your data; when the time comes, your nominee asks for you at /privacy/nominee, and we check who they are before showing or doing anything.",
    ],
    link: {
      href: "/privacy/your-data",
      label: "See everything we hold about you: enter your e-mail address and we e-mail you a link to it.",
    },
  },
  {
    id: "children",
    title: "Children",
    paragraphs: [
      "This website is meant for businesses and for job applicants who are at least 18 years old. We do not knowingly collect personal data from anyone under 18. If you believe a child has sent us their data, please write to privacy@nexoratech.in and we will delete it.",
    ],
  },
  {
    id: "changes",
    title: "Changes to this policy",
    paragraphs: [
      "We may update this policy when our website, our service providers or the law change. The date at the top of this page shows when it was last revised. If a change affects how we use data we already hold, we will tell the people concerned before it takes effect and, where the law requires, ask for their consent again.",
    ],
  },
  {
    id: "contact",
    title: "Contact and Grievance Officer",
    paragraphs: [
      "For any question, request or complaint about your personal data, contact our Grievance Officer: Grievance Officer, Nexora Technologies Pvt. Ltd., 4th Floor, Eros Corporate Tower, Nehru Place, Delhi 110019, India. E-mail: privacy@nexoratech.in.",
      `We acknowledge every request by e-mail, with its reference and the date we will answer by, and respond within ${privacyRequestDayLimits.defaultDays} days of receiving it; a grievance never later than ${grievanceCapDays} days. You can raise a grievance with the form at the end of this page. If we need more information to verify your identity or understand your request, we will ask you promptly.`,
    ],
  },
];
