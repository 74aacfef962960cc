import { footerLines, type EmailBlock, type EmailContent } from "./email-content";
import { emailHtml } from "./email-html";

function blockText(block: EmailBlock): string {
  switch (block.type) {
    case "paragraph":
      return block.text;
    case "details":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "quote":
      return block.label ? `${block.label}:\n${block.text}` : block.text;
    case "button":
      return `${block.label}:\n${block.href}`;
    case "article":
      return block.text;
  }
}

/** The plain-text part: the same words as the HTML part, with "-- " before the footer as signatures have. */
export function emailText(content: EmailContent): string {
  const body = [...(content.heading ? [content.heading] : []), ...content.blocks.map(blockText)];
  return [...body, `-- \n${footerLines.join("\n")}`].join("\n\n");
}

/** Subject, text part and HTML part of one e-mail, made from one content: spread it into an OutgoingEmail. */
export function composeEmail(content: EmailContent): { subject: string; text: string; html: string } {
  return { subject: content.subject, text: emailText(content), html: emailHtml(content) };
}
