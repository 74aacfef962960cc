import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { defaultNoticeLanguage, type NoticeLanguage } from "../../domain/privacy/notice-languages";
import { footerLines, type DetailRow, type EmailBlock, type EmailContent } from "./email-content";

/**
 * The site's colours (app/app.css, whose values emails.test.ts compares with these) and
 * Tailwind's slate greys the pages use for text. Mail programs take no CSS variables.
 */
export const palette = {
  "brand-50": "#f3f5fb",
  "brand-100": "#e3e8f5",
  "brand-700": "#24336b",
  "brand-800": "#1a2754",
  "brand-900": "#111a3b",
  "brand-950": "#0a1028",
  "accent-500": "#f97316",
  "accent-700": "#c2410c",
  "slate-200": "#e2e8f0",
  "slate-400": "#94a3b8",
  "slate-500": "#64748b",
  "slate-600": "#475569",
  "slate-800": "#1e293b",
  "slate-900": "#0f172a",
} as const;

/** The site's font stack (app/app.css --font-sans): no web fonts to fetch. */
const fontFamily = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The only CSS that is not inline: mail programs that follow the reader's dark mode or have a
 * narrow screen apply it, the others keep the inline (light, wide) look. !important because
 * inline styles win otherwise. Class names only, no visitor text: it is a constant.
 */
const adaptiveCss = `
@media (prefers-color-scheme: dark) {
  .email-canvas { background-color: ${palette["brand-950"]} !important; }
  .email-card { background-color: ${palette["brand-900"]} !important; border-right-color: ${palette["brand-700"]} !important; border-bottom-color: ${palette["brand-700"]} !important; border-left-color: ${palette["brand-700"]} !important; }
  .email-rule { border-color: ${palette["brand-700"]} !important; }
  .email-heading, .email-wordmark, .email-value { color: #ffffff !important; }
  .email-text { color: ${palette["slate-200"]} !important; }
  .email-muted, .email-label, .email-wordmark-light { color: ${palette["slate-400"]} !important; }
  .email-details { background-color: ${palette["brand-800"]} !important; }
  .email-quote { border-color: ${palette["brand-700"]} !important; color: ${palette["slate-200"]} !important; }
  .email-mark { background-color: ${palette["brand-700"]} !important; }
  /* Tailwind's orange-300: the accent is too dark to read on navy. */
  .email-link { color: #fdba74 !important; }
}
@media only screen and (max-width: 620px) {
  .email-canvas-cell { padding: 12px 8px !important; }
  .email-pad { padding-left: 20px !important; padding-right: 20px !important; }
  .email-heading { font-size: 22px !important; }
  .email-details { padding-left: 14px !important; padding-right: 14px !important; }
  .email-label-cell { width: 84px !important; }
  .email-article img { width: 100% !important; height: auto !important; }
}
`;

/**
 * The e-mail as a mail program in dark mode shows it, whatever the reader's own setting: for the
 * back office's preview, which cannot ask the browser to pretend.
 */
export const inDarkMode = (html: string) => html.replace("@media (prefers-color-scheme: dark)", "@media all");

const text: CSSProperties = { fontSize: "16px", lineHeight: "26px", color: palette["slate-800"], margin: "0 0 16px" };
const finePrintText: CSSProperties = { ...text, fontSize: "14px", lineHeight: "22px", color: palette["slate-500"] };

/** Line breaks in plain text as <br>: mail programs do not all honour white-space: pre-wrap. */
function Lines({ text }: { text: string }) {
  return text.split("\n").map((line, index) => (
    <span key={index}>
      {index > 0 && <br />}
      {line}
    </span>
  ));
}

function Paragraph({ block }: { block: Extract<EmailBlock, { type: "paragraph" }> }) {
  const finePrint = block.tone === "fine-print";
  return (
    <Text className={finePrint ? "email-muted" : "email-text"} style={finePrint ? finePrintText : text}>
      <Lines text={block.text} />
    </Text>
  );
}

function Details({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <Section
      className="email-details"
      style={{ backgroundColor: palette["brand-50"], borderRadius: "12px", margin: "0 0 20px", padding: "10px 20px" }}
    >
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse" }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <td
                className="email-label email-label-cell"
                width={140}
                style={{
                  width: "140px",
                  padding: "6px 12px 6px 0",
                  verticalAlign: "top",
                  fontSize: "14px",
                  lineHeight: "22px",
                  color: palette["slate-600"],
                }}
              >
                {label}
              </td>
              <td
                className="email-value"
                style={{
                  padding: "6px 0",
                  verticalAlign: "top",
                  fontSize: "15px",
                  lineHeight: "22px",
                  fontWeight: 600,
                  color: palette["slate-900"],
                  wordBreak: "break-word",
                }}
              >
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function Quote({ block }: { block: Extract<EmailBlock, { type: "quote" }> }) {
  return (
    <Section style={{ margin: "0 0 20px" }}>
      {block.label && (
        <Text
          className="email-label"
          style={{ ...finePrintText, margin: "0 0 6px", color: palette["slate-600"], fontWeight: 600 }}
        >
          {block.label}
        </Text>
      )}
      <Text
        className="email-quote"
        style={{
          ...text,
          margin: 0,
          padding: "2px 0 2px 16px",
          borderLeft: `4px solid ${palette["brand-100"]}`,
          color: palette["slate-800"],
          wordBreak: "break-word",
        }}
      >
        <Lines text={block.text} />
      </Text>
    </Section>
  );
}

function ButtonLink({ label, href }: { label: string; href: string }) {
  return (
    <Section style={{ margin: "4px 0 20px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: palette["accent-700"],
          color: "#ffffff",
          borderRadius: "9999px",
          padding: "12px 24px",
          fontSize: "16px",
          lineHeight: "20px",
          fontWeight: 600,
          textDecoration: "none",
        }}
      >
        {label}
      </Button>
      <Text className="email-muted" style={{ ...finePrintText, margin: "12px 0 0" }}>
        Or open this address in your browser:{" "}
        <Link
          href={href}
          className="email-link"
          style={{ color: palette["accent-700"], textDecoration: "underline", wordBreak: "break-all" }}
        >
          {href}
        </Link>
      </Text>
    </Section>
  );
}

function Block({ block }: { block: EmailBlock }) {
  switch (block.type) {
    case "paragraph":
      return <Paragraph block={block} />;
    case "details":
      return <Details rows={block.rows} />;
    case "quote":
      return <Quote block={block} />;
    case "button":
      return <ButtonLink label={block.label} href={block.href} />;
    case "article":
      // Made by a renderer that writes no markup of its author's (article() in email-content.ts).
      return <div className="email-article" dangerouslySetInnerHTML={{ __html: block.html }} />;
  }
}

/** The site header's logo in table cells: no image to fetch, block or describe. */
function Wordmark() {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0}>
      <tbody>
        <tr>
          <td
            className="email-mark"
            width={32}
            height={32}
            align="center"
            style={{
              width: "32px",
              height: "32px",
              borderRadius: "8px",
              backgroundColor: palette["brand-900"],
              color: "#ffffff",
              fontSize: "18px",
              lineHeight: "32px",
              fontWeight: 700,
              textAlign: "center",
            }}
          >
            <span aria-hidden="true">N</span>
          </td>
          <td style={{ paddingLeft: "10px", fontSize: "18px", lineHeight: "32px", whiteSpace: "nowrap" }}>
            <span className="email-wordmark" style={{ fontWeight: 700, color: palette["brand-900"] }}>
              Nexora
            </span>
            <span className="email-wordmark-light" style={{ fontWeight: 500, color: palette["slate-600"] }}>
              {" "}
              Technologies
            </span>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function Footer() {
  const [name, ...rest] = footerLines;
  return (
    <Section style={{ backgroundColor: palette["brand-950"], borderRadius: "0 0 16px 16px" }}>
      <div className="email-pad" style={{ padding: "24px 32px" }}>
        <Text style={{ fontSize: "15px", lineHeight: "22px", fontWeight: 700, color: "#ffffff", margin: "0 0 6px" }}>
          {name}
        </Text>
        {rest.map((line) => (
          <Text key={line} style={{ fontSize: "13px", lineHeight: "20px", color: palette["slate-400"], margin: 0 }}>
            {line}
          </Text>
        ))}
      </div>
    </Section>
  );
}

function EmailDocument({
  lang,
  subject,
  preview,
  children,
}: {
  lang: string;
  subject: string;
  preview: ReactNode;
  children: ReactNode;
}) {
  return (
    <Html lang={lang} dir="ltr">
      <Head>
        <title>{subject}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style dangerouslySetInnerHTML={{ __html: adaptiveCss }} />
      </Head>
      <body
        className="email-canvas"
        style={{ margin: 0, padding: 0, backgroundColor: palette["brand-50"], fontFamily }}
      >
        {preview}
        {/* Webmail drops <html> and its lang: the wrapper keeps the language, and tells screen
            readers where the e-mail starts and what it is. */}
        <div role="article" aria-roledescription="email" aria-label={subject} lang={lang} dir="ltr">
          <Section className="email-canvas" style={{ backgroundColor: palette["brand-50"] }}>
            <div className="email-canvas-cell" style={{ padding: "32px 16px" }}>
              <Container
                className="email-card"
                style={{
                  maxWidth: "600px",
                  backgroundColor: "#ffffff",
                  border: `1px solid ${palette["brand-100"]}`,
                  borderTop: `4px solid ${palette["accent-500"]}`,
                  borderRadius: "16px",
                  fontFamily,
                }}
              >
                <div
                  className="email-pad email-rule"
                  style={{ padding: "20px 32px", borderBottom: `1px solid ${palette["brand-100"]}` }}
                >
                  <Wordmark />
                </div>
                <div className="email-pad" style={{ padding: "28px 32px 12px" }}>
                  {children}
                </div>
                <Footer />
              </Container>
            </div>
          </Section>
        </div>
      </body>
    </Html>
  );
}

function EmailBody({ content }: { content: EmailContent }) {
  return (
    <>
      {content.heading && (
        <Heading
          as="h1"
          className="email-heading"
          style={{
            fontSize: "24px",
            lineHeight: "32px",
            fontWeight: 700,
            color: palette["brand-900"],
            margin: "0 0 20px",
          }}
        >
          {content.heading}
        </Heading>
      )}
      {content.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}

type Slot = "lang" | "subject" | "preview" | "body";
const slotMark = (slot: Slot) => `%%email-${slot}%%`;

/**
 * The frame every e-mail shares (head, styles, logo, footer), rendered once and cut at the places
 * where an e-mail's own parts go: the odd pieces name a slot. Rendering the frame for each e-mail
 * was most of the cost of composing one, and a submission composes two before it is answered.
 * Each part is rendered by React on its own, so visitor text is escaped as before, and the pieces
 * are joined rather than searched, so no text a visitor writes is ever read as a slot.
 */
const framePieces = renderToStaticMarkup(
  <EmailDocument lang={slotMark("lang")} subject={slotMark("subject")} preview={slotMark("preview")}>
    {slotMark("body")}
  </EmailDocument>,
).split(/%%email-(lang|subject|preview|body)%%/);

/** The language tag of each language an e-mail is written in: English as India writes it. */
const languageTags: Record<NoticeLanguage, string> = { en: "en-IN", hi: "hi" };

/**
 * The HTML part: tables and inline styles, as mail programs need, in the site's colours;
 * no remote images, no tracking. The doctype is the one mail programs expect (react-email's).
 */
export function emailHtml(content: EmailContent): string {
  const parts: Record<Slot, string> = {
    lang: languageTags[content.language ?? defaultNoticeLanguage],
    subject: renderToStaticMarkup(<>{content.subject}</>),
    preview: renderToStaticMarkup(<Preview>{content.preview}</Preview>),
    body: renderToStaticMarkup(<EmailBody content={content} />),
  };
  const markup = framePieces.map((piece, index) => (index % 2 === 1 ? parts[piece as Slot] : piece)).join("");
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">${markup}`;
}
