import { company } from "../../domain/company/company";
import type { NoticeLanguage } from "../../domain/privacy/notice-languages";

/**
 * What an e-mail says, written once as data. Its plain-text part and its HTML part are both
 * made from it by composeEmail (compose-email.ts), so the two cannot disagree on a subject, a
 * reference or a link.
 *
 * To add an e-mail: beside the service that sends it (booking-emails.ts, say), write a
 * function that fills an EmailContent with these blocks and spreads `composeEmail(content)`
 * into the OutgoingEmail it queues; then give it a sample in server/emails/emails.test.ts,
 * which checks every template's two parts against each other.
 *
 * Every string is plain text, whoever wrote it: the HTML part escapes it (React does), so a
 * visitor's name or message can never become markup.
 */
export type EmailContent = {
  subject: string;
  /** The line inboxes show after the subject; it is not part of the body. */
  preview: string;
  /** The title at the top of the body; an e-mail whose whole text someone else wrote has none. */
  heading?: string;
  blocks: EmailBlock[];
  /**
   * The language its words are in, English unless said: the HTML part declares it, so a screen
   * reader speaks Hindi as Hindi. The footer stays English, as the company's address is written.
   */
  language?: NoticeLanguage;
};

/** Label and value, e.g. ["Reference", "DEMO-7K3QX2"]. */
export type DetailRow = readonly [label: string, value: string];

export type EmailBlock =
  | { type: "paragraph"; text: string; tone: "body" | "fine-print" }
  | { type: "details"; rows: readonly DetailRow[] }
  | { type: "quote"; label?: string; text: string }
  | { type: "button"; label: string; href: string }
  | { type: "article"; html: string; text: string };

/** Text in the e-mail's body; its line breaks are kept. */
export const paragraph = (text: string): EmailBlock => ({ type: "paragraph", text, tone: "body" });

/** A smaller, quieter paragraph: why someone receives the e-mail, what to do if it was not for them. */
export const finePrint = (text: string): EmailBlock => ({ type: "paragraph", text, tone: "fine-print" });

/** Facts as label and value rows: reference, when, domain, contact details. */
export const details = (rows: readonly DetailRow[]): EmailBlock => ({ type: "details", rows });

/** Someone's own words (an enquiry's message, say), set apart from ours. */
export const quote = (text: string, label?: string): EmailBlock => ({ type: "quote", text, label });

/** The one thing to do; the address is spelled out too, for mail programs that show no buttons. */
export const button = (label: string, href: string): EmailBlock => ({ type: "button", label, href });

/**
 * A text written as a whole with its own headings, lists, links and pictures (a blog post in the
 * newsletter), as HTML in the e-mail's look and as plain text. The HTML is taken as it is: only a
 * renderer that writes no markup of its author's may make it (server/content/post-email.ts).
 */
export const article = (html: string, text: string): EmailBlock => ({ type: "article", html, text });

/** "Warm regards," (or its like in the e-mail's language) and who from, e.g. "The Nexora Technologies hiring team". */
export const signOff = (team: string, regards = "Warm regards,"): EmailBlock => paragraph(`${regards}\n${team}`);

/** The paragraphs of a text someone wrote as a whole (a template staff edit): blank lines part them. */
export const paragraphsOf = (text: string): EmailBlock[] =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map(paragraph);

/** The registered office, in New Delhi: the first of the offices. */
const headOffice = company.offices[0]!;

/** Who sent it and where they are, under every e-mail in both parts. */
export const footerLines: readonly string[] = [
  company.legalName,
  company.tagline,
  `${headOffice.address}, ${headOffice.label} ${headOffice.postalCode}`,
  `${company.phone.display} (${company.hours})`,
];
