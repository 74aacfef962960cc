import type { Token } from "markdown-it";

import {
  imageFilePath,
  imageFormats,
  imageIdOf,
  imageMediaTypes,
  type ImageFormat,
} from "../../domain/content/editor-images";
import { safeMarkdown } from "../jobs/job-markdown";

/** What the renderer needs of an uploaded image to draw it. */
export type PostImage = {
  id: string;
  alt: string;
  width: number;
  height: number;
  widths: number[];
  formats: ImageFormat[];
  /** Whether its social card was made (not for images uploaded before cards were). */
  socialCard: boolean;
};

type Env = { images: ReadonlyMap<string, PostImage> };

/**
 * The article's column is max-w-3xl (48rem) less its padding, and the screen's width less
 * the padding below it (app/features/blog/post-article.tsx): the browser picks the width from this.
 */
const sizes = "(min-width: 48rem) 45rem, calc(100vw - 2rem)";

/**
 * A post's Markdown: the job descriptions' rules (no raw HTML, safe links, headings from h2), and
 * images, but only the site's own uploads written as `![alt](/media/<id>)`. Any other image
 * (another host, an unknown id, a data: address) shows its alternative text instead, so a post
 * cannot make visitors' browsers fetch from elsewhere or show what no editor uploaded.
 */
const markdown = safeMarkdown();
markdown.enable("image");

markdown.renderer.rules.image = (tokens, index, options, env) => {
  const token = tokens[index]!;
  const written = markdown.renderer.renderInlineAsText(token.children ?? [], options, env).trim();
  const id = imageIdOf(String(token.attrGet("src") ?? ""));
  const image = id ? (env as Env).images.get(id) : undefined;
  if (!image) return markdown.utils.escapeHtml(written);
  return pictureHtml(image, written || image.alt);
};

/**
 * The image as a <picture>: AVIF, then WebP, then JPEG for the browsers that read neither, each
 * in every width; width and height give the box its aspect ratio before the file arrives, so
 * nothing below it moves; lazy, since a post's images are mostly below the first screen.
 */
export function pictureHtml(image: PostImage, alt: string): string {
  const escape = markdown.utils.escapeHtml;
  const srcset = (format: ImageFormat) =>
    image.widths.map((width) => `${imageFilePath(image.id, width, format)} ${width}w`).join(", ");
  const widest = Math.max(...image.widths);
  const height = Math.round((widest * image.height) / image.width);
  const sources = imageFormats
    .filter((format) => format !== "jpeg" && image.formats.includes(format))
    .map((format) => `<source type="${imageMediaTypes[format]}" srcset="${srcset(format)}" sizes="${sizes}">`);
  const fallback = image.formats.includes("jpeg") ? "jpeg" : image.formats[0]!;
  return (
    `<picture>${sources.join("")}` +
    `<img src="${imageFilePath(image.id, widest, fallback)}" srcset="${srcset(fallback)}" sizes="${sizes}"` +
    ` width="${widest}" height="${height}" alt="${escape(alt)}" loading="lazy" decoding="async"></picture>`
  );
}

/** The ids of the uploaded images a post's Markdown refers to, for looking them up before rendering. */
export function imageIdsIn(body: string): string[] {
  const ids = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "image") {
        const id = imageIdOf(String(token.attrGet("src") ?? ""));
        if (id) ids.add(id);
      }
      if (token.children) visit(token.children);
    }
  };
  visit(markdown.parse(body, {}));
  return [...ids];
}

/** The post's body as safe HTML, its uploaded images drawn from `images` (looked up by `imageIdsIn`). */
export const postBodyHtml = (body: string, images: ReadonlyMap<string, PostImage>): string =>
  markdown.render(body, { images } satisfies Env);
