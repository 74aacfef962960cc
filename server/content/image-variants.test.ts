import { crc32 } from "node:zlib";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { RefusedError } from "../kernel/requests/outcome";
import {
  makeImageSizes,
  sniffImageType,
  tooManyPixelsMessage,
  unreadableImageMessage,
  unsupportedTypeMessage,
  widthsFor,
} from "./image-variants";

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");

/** A real 1 × 1 PNG whose header then claims `width` × `height`: a decompression bomb's shape. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await photo(1, 1).png().toBuffer());
  // The IHDR chunk: length at 8, type at 12, width at 16, height at 20, CRC after its 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("sniffing an upload's type", () => {
  it("reads JPEG, PNG, WebP and AVIF from the bytes", async () => {
    expect(await sniffImageType(await photo(8, 8).jpeg().toBuffer())).toBe("image/jpeg");
    expect(await sniffImageType(await photo(8, 8).png().toBuffer())).toBe("image/png");
    expect(await sniffImageType(await photo(8, 8).webp().toBuffer())).toBe("image/webp");
    expect(await sniffImageType(await photo(8, 8).avif().toBuffer())).toBe("image/avif");
  });

  it("refuses SVG, HTML, GIF and anything else", async () => {
    expect(await sniffImageType(svg)).toBeUndefined();
    expect(await sniffImageType(html)).toBeUndefined();
    expect(await sniffImageType(await photo(8, 8).gif().toBuffer())).toBeUndefined();
    expect(await sniffImageType(Buffer.from("%PDF-1.4\n%%EOF\n"))).toBeUndefined();
    await expect(makeImageSizes(svg)).rejects.toThrow(new RefusedError(unsupportedTypeMessage));
  });
});

describe("the sizes made", () => {
  it("never upscales: the standard widths narrower than the original, and the original's own", () => {
    expect(widthsFor(4000)).toEqual([480, 960, 1600]);
    expect(widthsFor(1600)).toEqual([480, 960, 1600]);
    expect(widthsFor(1200)).toEqual([480, 960, 1200]);
    expect(widthsFor(700)).toEqual([480, 700]);
    expect(widthsFor(300)).toEqual([300]);
  });

  it("makes each width in AVIF, WebP and JPEG, keeping the aspect ratio", async () => {
    const made = await makeImageSizes(await photo(2000, 1000).png().toBuffer());
    expect(made).toMatchObject({ width: 2000, height: 1000, widths: [480, 960, 1600] });
    expect(made.variants.map(({ width, height, format }) => `${width}x${height}.${format}`)).toEqual([
      "480x240.avif",
      "480x240.webp",
      "480x240.jpeg",
      "960x480.avif",
      "960x480.webp",
      "960x480.jpeg",
      "1600x800.avif",
      "1600x800.webp",
      "1600x800.jpeg",
    ]);
    for (const variant of made.variants) {
      const metadata = await sharp(variant.content).metadata();
      expect(metadata.format).toBe(variant.format === "avif" ? "heif" : variant.format);
      expect(metadata.width).toBe(variant.width);
    }
  });

  it("makes the social card link previews show: a 1200 × 630 JPEG, a portrait photo and a small one too", async () => {
    for (const [width, height] of [
      [2000, 1000],
      [600, 900],
      [300, 200],
    ] as const) {
      const made = await makeImageSizes(await photo(width, height).png().toBuffer());
      expect(await sharp(made.socialCard).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    }
  });

  it("stands a photo upright by its EXIF orientation and strips every bit of metadata", async () => {
    const camera = await photo(600, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: "Someone", Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N" } })
      .toBuffer();
    expect((await sharp(camera).metadata()).exif).toBeDefined();
    const made = await makeImageSizes(camera);
    expect(made).toMatchObject({ width: 400, height: 600, widths: [400] });
    for (const variant of made.variants) {
      const metadata = await sharp(variant.content).metadata();
      expect(metadata).toMatchObject({ width: 400, height: 600 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    const card = await sharp(made.socialCard).metadata();
    expect([card.exif, card.xmp, card.orientation]).toEqual([undefined, undefined, undefined]);
  });

  it("puts a transparent PNG's JPEG on white, and keeps its transparency in AVIF and WebP", async () => {
    const transparent = await sharp({
      create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const made = await makeImageSizes(transparent);
    const jpeg = made.variants.find((variant) => variant.format === "jpeg")!;
    const { data } = await sharp(jpeg.content).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((channel) => channel > 245)).toBe(true);
    const webp = made.variants.find((variant) => variant.format === "webp")!;
    expect((await sharp(webp.content).metadata()).hasAlpha).toBe(true);
  });

  it("refuses a broken file that starts as a PNG", async () => {
    const png = await photo(400, 300).png({ compressionLevel: 0 }).toBuffer();
    await expect(makeImageSizes(png.subarray(0, png.length / 2))).rejects.toThrow(
      new RefusedError(unreadableImageMessage),
    );
  });

  it("refuses a small file that claims too many pixels before decoding it", async () => {
    await expect(makeImageSizes(await pngClaiming(10_000, 10_000))).rejects.toThrow(
      new RefusedError(tooManyPixelsMessage),
    );
  });
});
