import MarkdownIt, { type MarkdownIt as Markdown, type StateCore, type Token } from "markdown-it";

import { cutAtWord } from "../kernel/text/cut-at-word";

/**
 * A job's description is Markdown a recruiter writes; the public page shows it as HTML made
 * here, on the server, so the page ships no Markdown code (docs/decisions/011). Nothing the
 * text says can add markup of its own: raw HTML comes out as text, images are off, and a
 * link goes only to the web, an e-mail address or a phone number.
 *
 * A renderer with these rules, for the job descriptions here and the blog's posts (which turn
 * images back on for the site's own uploads only: server/content/post-markdown.ts).
 */
export function safeMarkdown(): Markdown {
  const markdown = new MarkdownIt("default", { html: false, linkify: true, typographer: false });
  markdown.disable("image");
  // A bare https:// address becomes a link; "Node.js" and "next.js" stay words.
  markdown.linkify.set({ fuzzyLink: false, fuzzyEmail: false });

  // Stricter than markdown-it's own check, which lets data:image/png links through.
  markdown.validateLink = (url) => {
    const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url.trim());
    return !scheme || allowedSchemes.has(scheme[1]!.toLowerCase());
  };

  markdown.core.ruler.push("page_headings", pageHeadings);

  // Links lead away from the site: no ranking passed on, no window handle given.
  markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
    tokens[index]!.attrSet("rel", "nofollow noopener");
    return self.renderToken(tokens, index, options);
  };
  return markdown;
}

const allowedSchemes = new Set(["http", "https", "mailto", "tel"]);

/**
 * The page's title is its one h1, so the description's headings start at h2 whichever level
 * the recruiter began with ("# About" and "## About" both become h2), and none skips a level
 * on the way down: screen reader users move through a page by its heading levels.
 */
function pageHeadings(state: StateCore) {
  const levelOf = (token: Token) => Number(token.tag.slice(1));
  const headings = state.tokens.filter((token) => token.type === "heading_open");
  if (headings.length === 0) return;
  const offset = 2 - Math.min(...headings.map(levelOf));
  let previous = 1;
  for (const token of state.tokens) {
    if (token.type === "heading_open") previous = Math.min(levelOf(token) + offset, previous + 1);
    if (token.type === "heading_open" || token.type === "heading_close") token.tag = `h${previous}`;
  }
}

/**
 * Job descriptions show no images: they also go into the JobPosting data and the job-alert
 * e-mails, where a picture of the site's would be out of place, and recruiters have not asked.
 */
const markdown = safeMarkdown();

/** The description as safe HTML, for the job's page and its JobPosting data. */
export const descriptionHtml = (description: string): string => markdown.render(description);

const summaryLength = 180;

const inlineText = (token: Token): string =>
  token.type === "text" || token.type === "code_inline"
    ? token.content
    : token.type === "softbreak" || token.type === "hardbreak"
      ? " "
      : // Emphasis and link marks: the words inside them are tokens of their own.
        "";

/** The words of a description without any Markdown: blocks and line breaks become spaces. */
const plainText = (tokens: Token[]): string =>
  tokens
    .map((token) =>
      token.children
        ? token.children.map(inlineText).join("")
        : token.type === "code_block" || token.type === "fence"
          ? ` ${token.content} `
          : " ",
    )
    .join("");

/** The description as plain text, cut at a word: the results list's snippet and the page's meta description. */
export const descriptionSummary = (description: string): string =>
  cutAtWord(plainText(markdown.parse(description, {})).replace(/\s+/g, " ").trim(), summaryLength);

export type RenderedDescription = { descriptionHtml: string; summary: string };

const rendered = new Map<string, RenderedDescription>();
const renderedLimit = 500;

/**
 * Both renderings, remembered by the text: every public page and GET /api/jobs show the
 * open jobs, and rendering all of them again each time cost about 0.3 ms a request.
 * An edited description is a new key, so a change shows at once; when the memo is full
 * it starts again rather than tracking which entries are stale.
 */
export function renderDescription(description: string): RenderedDescription {
  let result = rendered.get(description);
  if (!result) {
    if (rendered.size >= renderedLimit) rendered.clear();
    result = { descriptionHtml: descriptionHtml(description), summary: descriptionSummary(description) };
    rendered.set(description, result);
  }
  return result;
}
