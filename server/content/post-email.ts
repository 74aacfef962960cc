import type { StateCore, Token } from "markdown-it";
import { and, desc, eq, gte, lt, lte } from "drizzle-orm";

import type { BlogCategory } from "../../domain/content/blog-categories";
import { blogPostPath } from "../../domain/content/content-pages";
import { imageFilePath, imageIdOf } from "../../domain/content/editor-images";
import type { Db } from "../db/db";
import { blogPosts } from "../db/schema";
import { palette } from "../emails/email-html";
import { safeMarkdown } from "../jobs/job-markdown";
import { imagesFor } from "./editor-images";
import type { PostImage } from "./post-markdown";

/*
 * The blog's posts as the newsletter's e-mails carry them (docs/decisions/079-newsletter-sending.md):
 * the post's Markdown with the page's rules (no raw HTML, safe links), in the e-mail's look (inline
 * styles and the classes its dark mode restyles), every address absolute, every link through the
 * newsletter's counted redirect, and pictures as plain <img> of the site's JPEGs, which every mail
 * program draws. Beside it, the same words as plain text for the e-mail's text part.
 */

/** How an e-mail's links are written: `link` turns the absolute address of a link into the one the e-mail carries. */
export type EmailLinks = { publicSiteUrl: string; link: (href: string) => string };

/** A published post, as the newsletter's send page offers it. */
export type PostToSend = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: BlogCategory;
  publishedAt: Date;
};

/** A post written for an e-mail: its body as HTML and as text, and the link to read it on the site. */
export type PostEmail = PostToSend & { html: string; text: string; readOnSite: string };

/** The e-mail's column: 600 px less its padding (server/emails/email-html.tsx). */
const columnPx = 536;

const textStyle = `margin:0 0 16px;font-size:16px;line-height:26px;color:${palette["slate-800"]}`;
const headingStyle = `margin:28px 0 12px;font-weight:700;color:${palette["brand-900"]}`;

/** Each block's class (the e-mail's dark mode restyles it) and inline style (the light look every mail program keeps). */
const blockLooks: Record<string, { className: string; style: string }> = {
  paragraph_open: { className: "email-text", style: textStyle },
  heading_open: { className: "email-heading", style: headingStyle },
  bullet_list_open: { className: "email-text", style: `${textStyle};padding-left:24px` },
  ordered_list_open: { className: "email-text", style: `${textStyle};padding-left:24px` },
  list_item_open: { className: "email-text", style: "margin:0 0 6px" },
  blockquote_open: {
    className: "email-quote",
    style: `margin:0 0 16px;padding:2px 0 2px 16px;border-left:4px solid ${palette["brand-100"]}`,
  },
  hr: { className: "email-rule", style: `border:0;border-top:1px solid ${palette["brand-100"]};margin:24px 0` },
  table_open: { className: "email-text", style: `${textStyle};border-collapse:collapse;width:100%` },
  th_open: {
    className: "email-text",
    style: `padding:6px 8px;border-bottom:1px solid ${palette["slate-200"]};text-align:left`,
  },
  td_open: { className: "email-text", style: `padding:6px 8px;border-bottom:1px solid ${palette["slate-200"]}` },
};

const headingSizes: Record<string, string> = { h2: "22px;line-height:30px", h3: "19px;line-height:27px" };

function emailLooks(state: StateCore) {
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      const look = blockLooks[token.type];
      if (look) {
        token.attrSet("class", look.className);
        const size =
          token.type === "heading_open" ? `;font-size:${headingSizes[token.tag] ?? "17px;line-height:25px"}` : "";
        token.attrSet("style", look.style + size);
      }
      if (token.children) visit(token.children);
    }
  };
  visit(state.tokens);
}

type Env = { images: ReadonlyMap<string, PostImage>; links: EmailLinks };

const markdown = safeMarkdown();
markdown.enable("image");
markdown.core.ruler.push("email_looks", emailLooks);

/** An address as the e-mail writes it: absolute, a web link through the newsletter's redirect. */
function emailHref(href: string, { publicSiteUrl, link }: EmailLinks): string {
  const absolute = href.startsWith("/") && !href.startsWith("//") ? `${publicSiteUrl}${href}` : href;
  return /^https?:\/\//i.test(absolute) ? link(absolute) : absolute;
}

// Written afresh rather than by changing the token: the text part reads the same tokens after.
markdown.renderer.rules.link_open = (tokens, index, _options, env) => {
  const href = emailHref(String(tokens[index]!.attrGet("href") ?? ""), (env as Env).links);
  const style = `color:${palette["accent-700"]};text-decoration:underline`;
  return `<a href="${markdown.utils.escapeHtml(href)}" class="email-link" style="${style}">`;
};

/** The JPEG of an upload at least twice the column's width (sharp on phones), or its widest. */
function emailImageSrc(id: string, image: PostImage, publicSiteUrl: string): string {
  const format = image.formats.includes("jpeg") ? "jpeg" : image.formats[0]!;
  const width =
    [...image.widths].sort((a, b) => a - b).find((made) => made >= columnPx * 2) ?? Math.max(...image.widths);
  return `${publicSiteUrl}${imageFilePath(id, width, format)}`;
}

const imageHtml = (src: string, alt: string) =>
  `<img src="${markdown.utils.escapeHtml(src)}" width="${columnPx}" alt="${markdown.utils.escapeHtml(alt)}"` +
  ` style="display:block;width:100%;max-width:${columnPx}px;height:auto;border:0;border-radius:12px;margin:8px 0 20px">`;

// Only the site's own uploads, as on the page (server/content/post-markdown.ts); anything else is its words.
markdown.renderer.rules.image = (tokens, index, options, env) => {
  const token = tokens[index]!;
  const { images, links } = env as Env;
  const written = markdown.renderer.renderInlineAsText(token.children ?? [], options, env).trim();
  const id = imageIdOf(String(token.attrGet("src") ?? ""));
  const image = id ? images.get(id) : undefined;
  if (!id || !image) return markdown.utils.escapeHtml(written);
  return imageHtml(emailImageSrc(id, image, links.publicSiteUrl), written || image.alt);
};

/** An inline run as plain text: a link is its words and then its address, a picture its description. */
function inlineText(tokens: readonly Token[], env: Env): string {
  let text = "";
  let href: string | undefined;
  let linkWords = "";
  for (const token of tokens) {
    if (token.type === "link_open") {
      href = emailHref(String(token.attrGet("href") ?? ""), env.links);
      linkWords = "";
    } else if (token.type === "link_close") {
      text += href && linkWords !== href ? `${linkWords} (${href})` : linkWords;
      href = undefined;
    } else {
      const words =
        token.type === "softbreak" || token.type === "hardbreak"
          ? "\n"
          : token.type === "image"
            ? `[${inlineText(token.children ?? [], env) || "picture"}]`
            : token.content;
      if (href !== undefined) linkWords += words;
      else text += words;
    }
  }
  return text;
}

/**
 * The post's body as plain text: a block a paragraph, a list's items each on its line with its
 * bullet or number, a quotation after "> ", a table's rows with " | " between the cells.
 */
function bodyText(tokens: readonly Token[], env: Env): string {
  const blocks: string[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let quoteDepth = 0;
  let row: string[] | undefined;
  // Whether the list item open has had its first block, which carries its bullet or number.
  let itemBegun = false;
  const push = (text: string) => {
    const quoted = quoteDepth > 0 ? text.replace(/^/gm, "> ".repeat(quoteDepth)) : text;
    const list = lists.at(-1);
    if (!list) return void blocks.push(quoted);
    const bullet = itemBegun ? "  " : list.ordered ? `${list.next++}. ` : "- ";
    itemBegun = true;
    blocks.push(`${"  ".repeat(lists.length - 1)}${bullet}${quoted}`);
  };
  for (const token of tokens) {
    switch (token.type) {
      case "bullet_list_open":
      case "ordered_list_open":
        lists.push({ ordered: token.type === "ordered_list_open", next: Number(token.attrGet("start") ?? 1) });
        break;
      case "bullet_list_close":
      case "ordered_list_close":
        lists.pop();
        break;
      case "list_item_open":
        itemBegun = false;
        break;
      case "blockquote_open":
        quoteDepth += 1;
        break;
      case "blockquote_close":
        quoteDepth -= 1;
        break;
      case "tr_open":
        row = [];
        break;
      case "tr_close":
        blocks.push(row!.join(" | "));
        row = undefined;
        break;
      case "inline":
        if (row) row.push(inlineText(token.children ?? [], env));
        else push(inlineText(token.children ?? [], env));
        break;
      case "fence":
      case "code_block":
        push(token.content.replace(/\n$/, ""));
        break;
      case "hr":
        blocks.push("----");
        break;
    }
  }
  // A tight list's items follow each other; every other block stands apart.
  return blocks.reduce(
    (text, block) => (text === "" ? block : `${text}${/^\s*(- |\d+\. )/.test(block) ? "\n" : "\n\n"}${block}`),
    "",
  );
}

const columns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  summary: blogPosts.summary,
  category: blogPosts.category,
  publishAt: blogPosts.publishAt,
  body: blogPosts.body,
  image: blogPosts.image,
};

const visibleAt = (now: Date) => and(eq(blogPosts.status, "published"), lte(blogPosts.publishAt, now));

type Row = { id: string; slug: string; title: string; summary: string; category: BlogCategory; publishAt: Date | null };

const toSend = (row: Row): PostToSend => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  category: row.category,
  publishedAt: row.publishAt!,
});

/** The posts visitors can read at `now`, newest first: what a newsletter may send. */
export async function postsToSend(db: Db, now: Date, limit = 50): Promise<PostToSend[]> {
  const rows = await db
    .select(columns)
    .from(blogPosts)
    .where(visibleAt(now))
    .orderBy(desc(blogPosts.publishAt))
    .limit(limit);
  return rows.map(toSend);
}

/**
 * A post visitors can read at `now`, as an e-mail carries it, its links written by `linksFor` its
 * address (a newsletter names its campaign by it); undefined for a draft, a scheduled or an unknown post.
 */
export async function postEmailOf(
  db: Db,
  postId: string,
  now: Date,
  linksFor: (slug: string) => EmailLinks,
): Promise<PostEmail | undefined> {
  if (!/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i.test(postId)) return undefined;
  const [row] = await db
    .select(columns)
    .from(blogPosts)
    .where(and(eq(blogPosts.id, postId), visibleAt(now)));
  if (!row) return undefined;
  const links = linksFor(row.slug);
  const coverId = imageIdOf(row.image);
  const images = await imagesFor(db, [...(coverId ? [coverId] : []), ...imageIdsIn(markdown.parse(row.body, {}))]);
  const body = postBodyForEmail(row.body, images, links);
  const cover = coverId ? images.get(coverId) : undefined;
  // The cover leads when it is an upload; the site's own illustrations are SVG, which mail programs do not draw.
  const coverHtml = coverId && cover ? imageHtml(emailImageSrc(coverId, cover, links.publicSiteUrl), cover.alt) : "";
  return {
    ...toSend(row),
    html: coverHtml + body.html,
    text: body.text,
    readOnSite: links.link(`${links.publicSiteUrl}${blogPostPath(row.slug)}`),
  };
}

/** A post's Markdown as an e-mail's HTML and text, its uploaded images drawn from `images`. */
export function postBodyForEmail(
  body: string,
  images: ReadonlyMap<string, PostImage>,
  links: EmailLinks,
): { html: string; text: string } {
  const env: Env = { images, links };
  const tokens = markdown.parse(body, env);
  return { html: markdown.renderer.render(tokens, markdown.options, env), text: bodyText(tokens, env) };
}

function imageIdsIn(tokens: readonly Token[]): string[] {
  return tokens.flatMap((token) => [
    ...(token.type === "image" ? [imageIdOf(String(token.attrGet("src") ?? ""))].filter((id) => id !== undefined) : []),
    ...imageIdsIn(token.children ?? []),
  ]);
}

/** The posts that appeared in [from, to), oldest first, for a month's digest: each its title, summary and link. */
export async function postsBetweenForEmail(
  db: Db,
  [from, to]: [Date, Date],
  now: Date,
  links: EmailLinks,
): Promise<{ posts: PostToSend[]; html: string; text: string }> {
  const rows = await db
    .select(columns)
    .from(blogPosts)
    .where(and(visibleAt(now), gte(blogPosts.publishAt, from), lt(blogPosts.publishAt, to)))
    .orderBy(blogPosts.publishAt);
  const escape = markdown.utils.escapeHtml;
  const entries = rows.map((row) => ({
    post: toSend(row),
    href: links.link(`${links.publicSiteUrl}${blogPostPath(row.slug)}`),
  }));
  const linkStyle = `color:${palette["brand-900"]};text-decoration:underline`;
  return {
    posts: entries.map(({ post }) => post),
    html: entries
      .map(
        ({ post, href }) =>
          `<h2 class="email-heading" style="${headingStyle};font-size:20px;line-height:28px">` +
          `<a class="email-link" href="${escape(href)}" style="${linkStyle}">${escape(post.title)}</a></h2>` +
          `<p class="email-muted" style="margin:0 0 6px;font-size:14px;line-height:22px;color:${palette["slate-500"]}">${escape(post.category)}</p>` +
          `<p class="email-text" style="${textStyle}">${escape(post.summary)}</p>`,
      )
      .join(""),
    text: entries.map(({ post, href }) => `${post.title}\n${post.category}\n${post.summary}\n${href}`).join("\n\n"),
  };
}
