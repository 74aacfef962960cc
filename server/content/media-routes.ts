import type { FastifyInstance } from "fastify";
import { z } from "zod";

import { imageMediaTypes, type ImageFormat } from "../../domain/content/editor-images";
import { imageIdPattern } from "../../domain/content/image-ids";
import { uploadSocialCardSuffix } from "../../domain/content/social-cards";
import { isServiceUnavailable } from "../../contracts/outcome";
import type { FileStore } from "../kernel/storage/file-store";
import { answerHeaders, apiRoute, declareRoute, failure, notModified, requestHeaders } from "../plugins/api-contract";
import { apiError } from "../plugins/api-errors";
import { ifNoneMatchHolds } from "../plugins/representation";

/**
 * `<id>-<width>.<avif|webp|jpg>` and `<id>-1200x630.jpg`: the only names a made size and a social
 * card have (editor-images.ts, imageFileKey).
 */
const fileName = new RegExp(
  `^${imageIdPattern.source.slice(1, -1)}(?:-\\d{1,4}|${uploadSocialCardSuffix.slice(0, -".jpg".length)})\\.(avif|webp|jpg)$`,
);
const formatOf = { avif: "avif", webp: "webp", jpg: "jpeg" } as const satisfies Record<string, ImageFormat>;

/** A year, and never asked again: a new upload is a new id, so the bytes under a name never change. */
const forever = "public, max-age=31536000, immutable";

const contract = declareRoute({
  operationId: "getEditorImage",
  tag: "media",
  summary: "One size of an editor's image, or its social card",
  description:
    "Blog posts refer to these with a `<picture>` listing every width made, in AVIF, WebP and JPEG. The bytes under a name never change: `Cache-Control: public, max-age=31536000, immutable`.",
  params: z.object({
    file: z.string().meta({
      description: "`<id>-<width>.<avif|webp|jpg>`, or `<id>-1200x630.jpg` for its social card",
      example: "0b7c4f3e-5a52-4c38-9d3e-2f4f6f0a1b2c-960.avif",
    }),
  }),
  headers: requestHeaders.ifNoneMatch,
  answers: {
    200: {
      description: "The image, in the format its name says.",
      content: Object.fromEntries(
        Object.values(imageMediaTypes).map((type) => [type, { schema: { type: "string", contentMediaType: type } }]),
      ),
      headers: answerHeaders.etag,
    },
    ...notModified,
    404: failure("No image has this name: `Not found`."),
    503: failure(
      "The file storage cannot answer now: `The image storage cannot answer now. Please try again in a moment.`",
      answerHeaders.retryAfter,
    ),
  },
});

/**
 * GET /media/<id>-<width>.<format>: the sizes of editors' images, from the file store (disk or S3),
 * streamed. The ETag is the name itself, since its bytes never change; an unknown name is a 404
 * like the site's other missing files, in JSON.
 */
export function mediaRoutes(app: FastifyInstance, { images }: { images: FileStore }): void {
  apiRoute(app, "GET", "/media/:file", contract, async (request, reply) => {
    const { file } = request.params;
    const match = fileName.exec(file);
    if (!match) return reply.status(404).send(apiError("Not found"));
    const etag = `"${file}"`;
    const headers = { "cache-control": forever, etag, "x-content-type-options": "nosniff" };
    if (ifNoneMatchHolds(request.headers["if-none-match"], etag)) return reply.status(304).headers(headers).send();
    let stored;
    try {
      stored = await images.read(file);
    } catch (error) {
      if (!isServiceUnavailable(error)) throw error;
      return reply
        .status(503)
        .header("retry-after", "5")
        .send(apiError("The image storage cannot answer now. Please try again in a moment."));
    }
    if (!stored) return reply.status(404).send(apiError("Not found"));
    return reply
      .headers(headers)
      .type(imageMediaTypes[formatOf[match[1] as keyof typeof formatOf]])
      .header("content-length", stored.bytes)
      .send(stored.stream);
  });
}
