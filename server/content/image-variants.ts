import { fileTypeFromBuffer } from "file-type";
import type { Sharp, SharpOptions } from "sharp";

import {
  imageFormats,
  imagePixelsMax,
  imageWidths,
  uploadTypeNames,
  type ImageFormat,
} from "../../domain/content/editor-images";
import { socialCardSize } from "../../domain/content/social-cards";
import { RefusedError } from "../kernel/requests/outcome";

/** One made size of an image in one format, ready for the file store. */
export type ImageVariant = { width: number; height: number; format: ImageFormat; content: Buffer };

/** What an upload is made into: every size in every format, and its social card. */
export type MadeImage = {
  width: number;
  height: number;
  widths: number[];
  variants: ImageVariant[];
  socialCard: Buffer;
};

export const unsupportedTypeMessage =
  "Please upload a JPEG, PNG, WebP or AVIF image (SVG, GIF and other files are not accepted).";
export const unreadableImageMessage =
  "This image could not be read. Please export it again as JPEG or PNG and upload that.";
export const tooManyPixelsMessage =
  "This image has too many pixels (at most 50 megapixels). Please make it smaller first.";

/**
 * The upload's real type, read from its bytes, never from its name or the browser's word: a PNG
 * named .jpg is a PNG; an SVG (which may carry script) or an HTML page named .png is nothing we take.
 */
export async function sniffImageType(content: Uint8Array): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(content);
  return detected && detected.mime in uploadTypeNames ? detected.mime : undefined;
}

/** The widths to make: the standard ones narrower than the original, and the original's own when it is narrower than the widest. */
export function widthsFor(originalWidth: number): number[] {
  const widest = imageWidths[imageWidths.length - 1]!;
  const widths: number[] = imageWidths.filter((width) => width < originalWidth);
  const top = Math.min(originalWidth, widest);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

/**
 * Encoder settings chosen for photographs and screenshots at a size a visitor does not see
 * artefacts in; AVIF's effort kept low, as it is the slowest to make by far (the nine sizes of a
 * 12-megapixel photo take about a second, its social card a tenth more).
 */
const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  // JPEG has no transparency: a transparent PNG's background becomes the page's white, not black.
  jpeg: (image) => image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true, progressive: true }),
};

/**
 * sharp, loaded with the first upload: an editor's rare act, and libvips is megabytes of native
 * code and threads no other request needs. Its cache of operations is off, since each upload is
 * made once; one thread per image, since uploads go one at a time anyway (below) and each libvips
 * thread holds its own buffers (docs/performance.md, "Memory").
 */
let imageLibrary: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;
function loadImageLibrary() {
  imageLibrary ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return imageLibrary;
}

/**
 * One image at a time in the whole process: sharp works on libuv's thread pool, which file reads
 * and DNS share, so a burst of uploads must not take every thread from the other requests.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work, work);
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * Every size in every format, and the social card (1200 × 630, cut around what draws the eye,
 * enlarged when the original is smaller), upright (EXIF orientation applied) and without any metadata
 * (sharp writes none unless asked: no EXIF, no GPS position, no camera serial). Refuses, with a
 * message for the form, a file that is not one of the four types, that decodes to more than
 * `imagePixelsMax` pixels (checked from the header, before any pixel is decoded) or is broken.
 */
export async function makeImageSizes(content: Buffer): Promise<MadeImage> {
  if (!(await sniffImageType(content))) throw new RefusedError(unsupportedTypeMessage);
  const sharp = await loadImageLibrary();
  return oneAtATime(async () => {
    const source = () => sharp(content, { limitInputPixels: imagePixelsMax, failOn: "error", autoOrient: true });
    let upright: { width: number; height: number };
    try {
      const metadata = await source().metadata();
      upright = metadata.autoOrient;
    } catch (error) {
      throw refusalOf(error);
    }
    if (upright.width * upright.height > imagePixelsMax) throw new RefusedError(tooManyPixelsMessage);
    const widths = widthsFor(upright.width);
    const variants: ImageVariant[] = [];
    let socialCard: Buffer;
    try {
      for (const width of widths) {
        for (const format of imageFormats) {
          const { data, info } = await encoders[format](source().resize({ width, withoutEnlargement: true })).toBuffer({
            resolveWithObject: true,
          });
          variants.push({ width: info.width, height: info.height, format, content: data });
        }
      }
      socialCard = await encoders
        .jpeg(source().resize({ ...socialCardSize, fit: "cover", position: "attention" }))
        .toBuffer();
    } catch (error) {
      throw refusalOf(error);
    }
    return { width: upright.width, height: upright.height, widths, variants, socialCard };
  });
}

function refusalOf(error: unknown): RefusedError {
  const message = error instanceof Error ? error.message : "";
  return new RefusedError(/pixel limit/i.test(message) ? tooManyPixelsMessage : unreadableImageMessage);
}
