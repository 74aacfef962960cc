import { z } from "zod";

import { isStorableText, unstorableTextMessage } from "../forms/storable-text";
import { imageIdPattern } from "./image-ids";
import { uploadSocialCardSuffix } from "./social-cards";
import "../forms/zod-setup";

/**
 * Images editors upload for the blog (docs/decisions/033-editor-images.md): the rules
 * the upload form, the server and the Markdown renderer share.
 */

/** The most an uploaded file may weigh: a phone's photo fits, a raw scan does not. */
export const imageBytesMax = 10 * 1024 * 1024;
export const imageTooLargeMessage = `This file is larger than ${imageBytesMax / 1024 / 1024} MB. Please upload a smaller image.`;

/**
 * The most pixels an upload may decode to (about 50 megapixels, 8000 × 6000): a small file that
 * claims a huge size (a decompression bomb) is refused before sharp allocates its pixels.
 */
export const imagePixelsMax = 50_000_000;

/** The widths the server makes, never wider than the original: a phone, a column at 2×, a wide screen at 2×. */
export const imageWidths = [480, 960, 1600] as const;

/** The formats of every size, best first: the page offers them in this order and the browser takes the first it reads. */
export const imageFormats = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const imageMediaTypes: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** The upload types accepted, read from the file's bytes; SVG (a script carrier), GIF and the rest are refused. */
export const uploadTypeNames: Readonly<Record<string, string>> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "image/avif": "AVIF",
};

export const altTextMax = 250;

/** What a screen reader says instead of the image: required, one line. */
export const AltTextSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1, "Please describe the image for people who cannot see it (alternative text).")
      .max(altTextMax, `The alternative text can be at most ${altTextMax} characters.`)
      .refine(isStorableText, unstorableTextMessage),
  );

/** How a post refers to an uploaded image, in Markdown and in the social image field. */
export const imageReference = (id: string) => `/media/${id}`;

/** The id of an image reference (`/media/<id>`), or undefined for any other address. */
export function imageIdOf(reference: string): string | undefined {
  const match = /^\/media\/([\da-f-]{36})$/.exec(reference.trim());
  return match && imageIdPattern.test(match[1]!) ? match[1] : undefined;
}

/** The address of one made size, served with a year's cache lifetime (it never changes). */
export const imageFilePath = (id: string, width: number, format: ImageFormat) =>
  `/media/${id}-${width}.${format === "jpeg" ? "jpg" : format}`;

/** The address of an image's social card (./social-cards.ts), made with its sizes. */
export const uploadSocialCardPath = (id: string) => `/media/${id}${uploadSocialCardSuffix}`;

/** What an editor pastes into a post to show the image. */
export const markdownSnippet = (id: string, alt: string) =>
  `![${alt.replace(/[[\]\\]/g, "\\$&")}](${imageReference(id)})`;
