import { company } from "../../domain/company/company";
import { describeTopics, newsletterPaths } from "../../domain/newsletter/newsletter";
import { confirmationLinkDays } from "../../domain/privacy/double-opt-in";
import { composeEmail } from "../emails/compose-email";
import { article, button, details, finePrint, paragraph, signOff } from "../emails/email-content";
import { oneClickUnsubscribeHeaders } from "../emails/unsubscribe-headers";
import { aboutNewsletter } from "../outbox/about";
import type { OutgoingEmail } from "../outbox/mail-outbox";

/** Where the e-mails' links point and who sends them. */
export type NewsletterMailSettings = { publicSiteUrl: string; salesEmail: string };

/** The blog's name on the site, and what its newsletter is called in the e-mails. */
export const newsletterName = `${company.name} Insights`;

/** From the site's address under the newsletter's name: a reply reaches the team, who answer whoever writes. */
const sender = (salesEmail: string) => ({ name: newsletterName, address: salesEmail });

const signature = signOff(`The ${company.name} team`);

/**
 * The double opt-in's e-mail. It quotes nothing the visitor typed, not even the topics: the
 * address is only the sender's word, and an e-mail that repeated a stranger's text could carry
 * their message to anyone (docs/security.md, "Job alerts", holds for it too). The topics are
 * shown on the page the link opens.
 */
export function newsletterConfirmationEmail(
  subscriber: { id: string; email: string },
  token: string,
  { publicSiteUrl, salesEmail }: NewsletterMailSettings,
): OutgoingEmail {
  return {
    kind: "newsletter.confirmation",
    about: aboutNewsletter(subscriber.id),
    from: sender(salesEmail),
    to: { name: "", address: subscriber.email },
    ...composeEmail({
      subject: `Confirm your subscription | ${newsletterName}`,
      preview: `One click starts the ${company.name} newsletter you asked for.`,
      heading: "Confirm your subscription",
      blocks: [
        paragraph("Hello,"),
        paragraph(
          `Someone, hopefully you, asked the ${company.name} website to send this address its newsletter: new posts from our blog.`,
        ),
        paragraph("To start it, open this link and press “Confirm my subscription”:"),
        button("Confirm my subscription", `${publicSiteUrl}${newsletterPaths.confirm(token)}`),
        finePrint(
          `The link works for ${confirmationLinkDays} days. If you did not ask for the newsletter, ignore this e-mail: without your confirmation we send you nothing more, and we delete your address after ${confirmationLinkDays} days.`,
        ),
        signature,
      ],
    }),
  };
}

/**
 * The welcome, once the address is confirmed: what it will get, and the unsubscribe link every
 * e-mail to a subscriber carries, visible and in the headers a mail program offers with one
 * click (RFC 8058).
 */
export function newsletterWelcomeEmail(
  subscriber: { id: string; email: string; topics: readonly string[] },
  unsubscribeToken: string,
  { publicSiteUrl, salesEmail }: NewsletterMailSettings,
): OutgoingEmail {
  return {
    kind: "newsletter.welcome",
    about: aboutNewsletter(subscriber.id),
    from: sender(salesEmail),
    to: { name: "", address: subscriber.email },
    headers: oneClickUnsubscribeHeaders(`${publicSiteUrl}${newsletterPaths.oneClickUnsubscribe(unsubscribeToken)}`),
    ...composeEmail({
      subject: `You are subscribed | ${newsletterName}`,
      preview: `The ${company.name} newsletter will bring you new posts from our blog.`,
      heading: "You are subscribed",
      blocks: [
        paragraph("Hello,"),
        paragraph(`Thank you for confirming. The ${company.name} newsletter will bring you new posts from our blog.`),
        details([["Topics", describeTopics(subscriber.topics)]]),
        button("Read the blog", `${publicSiteUrl}/blog`),
        finePrint(
          "You get this e-mail because you subscribed on our website and confirmed your address. Every newsletter has a link to unsubscribe, as this e-mail has.",
        ),
        button("Unsubscribe", `${publicSiteUrl}${newsletterPaths.unsubscribe(unsubscribeToken)}`),
        signature,
      ],
    }),
  };
}

/**
 * A newsletter as every recipient gets it (decision 079), made once when sending starts: each
 * recipient's own unsubscribe token goes where `marker` stands, a random word no post can hold.
 */
export type NewsletterTemplate = { subject: string; text: string; html: string; marker: string };

/** What a newsletter carries: a post (or a month's posts) written for e-mail, and where to read it on the site. */
export type NewsletterMatter = {
  subject: string;
  heading: string;
  preview: string;
  article: { html: string; text: string };
  readOnSite: { label: string; href: string };
};

/** A newsletter's subject line: what it carries, and whose newsletter it is. */
export const newsletterSubject = (subject: string) => `${subject} | ${newsletterName}`;

/** The newsletter's e-mail with `marker` for each recipient's token: the post, the link to the site, why they get it and how to stop. */
export function newsletterTemplate(
  matter: NewsletterMatter,
  marker: string,
  { publicSiteUrl }: Pick<NewsletterMailSettings, "publicSiteUrl">,
): NewsletterTemplate {
  return {
    marker,
    ...composeEmail({
      subject: newsletterSubject(matter.subject),
      preview: matter.preview,
      heading: matter.heading,
      blocks: [
        article(matter.article.html, matter.article.text),
        button(matter.readOnSite.label, matter.readOnSite.href),
        finePrint(
          `You get this e-mail because you subscribed to the ${company.name} newsletter on our website and confirmed your address. We send no tracking pixel and keep no record of who opens or clicks.`,
        ),
        button("Unsubscribe", `${publicSiteUrl}${newsletterPaths.unsubscribe(marker)}`),
      ],
    }),
  };
}

/**
 * The List-Id of RFC 2919: the newsletter's name, under the company's own domain (the sender's).
 * The name is a phrase of plain words, unquoted: the mail library would encode a quoted one.
 */
const listId = (salesEmail: string) =>
  `${newsletterName} <newsletter.${salesEmail.slice(salesEmail.lastIndexOf("@") + 1)}>`;

/** The header lines of a newsletter's e-mail: one-click unsubscribe (RFC 8058), its list, and bulk mail. */
const newsletterHeaders = (token: string, { publicSiteUrl, salesEmail }: NewsletterMailSettings) => ({
  ...oneClickUnsubscribeHeaders(`${publicSiteUrl}${newsletterPaths.oneClickUnsubscribe(token)}`),
  "List-Id": listId(salesEmail),
  // Out-of-office answers stay home (Auto-Submitted says so too, to the programs that read it).
  Precedence: "bulk",
});

const filled = (template: NewsletterTemplate, token: string) => ({
  subject: template.subject,
  text: template.text.replaceAll(template.marker, token),
  html: template.html.replaceAll(template.marker, token),
});

/** One subscriber's copy of a newsletter, with their own unsubscribe link, visible and in the headers. */
export function newsletterIssueEmail(
  template: NewsletterTemplate,
  subscriber: { id: string; email: string },
  unsubscribeToken: string,
  mail: NewsletterMailSettings,
): OutgoingEmail {
  return {
    kind: "newsletter.issue",
    about: aboutNewsletter(subscriber.id),
    from: sender(mail.salesEmail),
    to: { name: "", address: subscriber.email },
    headers: newsletterHeaders(unsubscribeToken, mail),
    ...filled(template, unsubscribeToken),
  };
}

/**
 * The test an editor sends themselves before the newsletter goes: the same e-mail, its subject
 * marked, its unsubscribe link one that stops nothing.
 */
export function newsletterTestEmail(
  matter: NewsletterMatter,
  to: { name: string; email: string },
  mail: NewsletterMailSettings,
): OutgoingEmail {
  const token = "test-e-mail";
  const { marker: _marker, ...email } = newsletterTemplate(
    { ...matter, subject: `[Test] ${matter.subject}` },
    token,
    mail,
  );
  return {
    kind: "newsletter.test",
    from: sender(mail.salesEmail),
    to: { name: to.name, address: to.email },
    headers: newsletterHeaders(token, mail),
    ...email,
  };
}
