import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { imageBytesMax } from "../../domain/content/editor-images";
import { auditLog, editorImages } from "../db/schema";
import { commandLine } from "../kernel/audit/audit";
import { origin, startBackOfficeServer, type BackOfficeServer } from "../../test-support/back-office-server";
import { createPost, publishPost } from "./blog-posts";

/**
 * Editors' images through the production build (run `npm run build` first): an upload through
 * the Images page's multipart form, refusals that change nothing, and the sizes served under
 * /media with a year's cache, their type, an ETag and nosniff.
 */

let server: BackOfficeServer;
let cookie: string;

beforeAll(async () => {
  server = await startBackOfficeServer({ roles: ["editor"] });
  cookie = await server.signIn("editor");
});
afterAll(() => server?.close());

/** The page's upload form as a browser sends it: multipart, with the file under `name`. */
async function upload(file: { content: Buffer; name: string; type: string } | undefined, alt: string) {
  const form = new FormData();
  form.set("intent", "upload");
  if (file) form.set("file", new File([new Uint8Array(file.content)], file.name, { type: file.type }));
  form.set("alt", alt);
  const request = new Request("http://x/", { method: "POST", body: form });
  return server.request({
    method: "POST",
    url: "/admin/images",
    headers: { cookie, "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#f59e0b" } })
    .png()
    .toBuffer();

describe("uploading an image", () => {
  it("sniffs the type from the bytes: a PNG named .jpg is taken, made into sizes and audited", async () => {
    const response = await upload(
      { content: await png(1200, 600), name: "chart.jpg", type: "image/jpeg" },
      "  A bar chart ",
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(302);
    expect(response.headers.location).toBe("/admin/images");
    const [image] = await server.database.db.select().from(editorImages).where(eq(editorImages.alt, "A bar chart"));
    expect(image).toMatchObject({
      width: 1200,
      height: 600,
      widths: [480, 960, 1200],
      formats: ["avif", "webp", "jpeg"],
    });
    const entries = await server.database.db.select().from(auditLog).where(eq(auditLog.subjectId, image!.id));
    expect(entries.map((entry) => [entry.action, entry.actorEmail])).toEqual([["image.upload", "editor@test.example"]]);

    const page = await server.request({ method: "GET", url: "/admin/images", headers: { cookie } });
    expect(page.body).toContain(`![A bar chart](/media/${image!.id})`);
  });

  it.each([
    [
      "an SVG",
      {
        content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        name: "logo.svg",
        type: "image/svg+xml",
      },
    ],
    [
      "an HTML page named .png",
      { content: Buffer.from("<!doctype html><script>alert(1)</script>"), name: "photo.png", type: "image/png" },
    ],
  ])("refuses %s with a message on the file, changing nothing", async (_case, file) => {
    const before = await server.snapshot();
    const response = await upload(file, "Something");
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(
      "Please upload a JPEG, PNG, WebP or AVIF image (SVG, GIF and other files are not accepted).",
    );
    expect(await server.snapshot()).toBe(before);
  });

  it("asks for the alt text and a file, changing nothing", async () => {
    const before = await server.snapshot();
    const response = await upload({ content: await png(10, 10), name: "a.png", type: "image/png" }, "   ");
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("Please describe the image for people who cannot see it (alternative text).");
    expect((await upload(undefined, "A chart")).body).toContain("Please choose an image file.");
    expect(await server.snapshot()).toBe(before);
  });

  it("refuses a body declared larger than the limit before reading it", async () => {
    const response = await server.request({
      method: "POST",
      url: "/admin/images",
      headers: {
        cookie,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(imageBytesMax + 64 * 1024),
      },
      payload: "--x--",
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe("close");
  });
});

describe("serving an image's sizes", () => {
  let id: string;
  beforeAll(async () => {
    await upload({ content: await png(800, 400), name: "wide.png", type: "image/png" }, "A wide picture");
    [{ id }] = (await server.database.db
      .select({ id: editorImages.id })
      .from(editorImages)
      .where(eq(editorImages.alt, "A wide picture"))) as [{ id: string }];
  });

  it.each([
    ["480.avif", "image/avif", 240],
    ["800.webp", "image/webp", 400],
    ["800.jpg", "image/jpeg", 400],
    ["1200x630.jpg", "image/jpeg", 630],
  ])("answers /media/<id>-%s as %s with a year's cache", async (name, type, height) => {
    const response = await server.request({ method: "GET", url: `/media/${id}-${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      "content-type": type,
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${id}-${name}"`,
      "x-content-type-options": "nosniff",
      "content-length": String(response.rawPayload.length),
    });
    expect((await sharp(response.rawPayload).metadata()).height).toBe(height);
    const again = await server.request({
      method: "GET",
      url: `/media/${id}-${name}`,
      headers: { "if-none-match": `"${id}-${name}"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it.each([
    ["a width never made", () => `/media/${id}-1600.avif`],
    ["an unknown id", () => "/media/00000000-0000-4000-8000-000000000000-480.avif"],
    ["another name", () => `/media/${id}.png`],
    ["a path out of the folder", () => "/media/..%2F..%2Fdb"],
  ])("answers 404 JSON for %s", async (_case, url) => {
    const response = await server.request({ method: "GET", url: url() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: "Not found" });
  });

  it("draws it on a post's public page in its box, and shares its social card: a 1200 × 630 JPEG", async () => {
    const post = await createPost(
      server.database.db,
      commandLine,
      {
        title: "A wide view",
        summary: "One picture.",
        body: `Here:\n\n![](/media/${id})`,
        category: "Design",
        author: "Meera",
        authorImage: "/images/avatars/avatar-1.svg",
        image: "/images/blog/offline-first-android-apps.svg",
        socialImage: `/media/${id}`,
      },
      new Date(),
    );
    // Published long before the server's clock stands: visible at once.
    await publishPost(server.database.db, commandLine, post.id, { when: "now" }, new Date(0));
    const page = await server.request({ method: "GET", url: "/blog/a-wide-view" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<meta property="og:image" content="${origin}/media/${id}-1200x630.jpg"/>`);
    expect(page.body).toContain('<meta property="og:image:type" content="image/jpeg"/>');
    expect(page.body).toContain('<meta property="og:image:width" content="1200"/>');
    expect(page.body).toContain('<meta property="og:image:height" content="630"/>');
    const card = await server.request({ method: "GET", url: `/media/${id}-1200x630.jpg` });
    expect(card.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(page.body).toContain(
      `<img src="/media/${id}-800.jpg" srcset="/media/${id}-480.jpg 480w, /media/${id}-800.jpg 800w"`,
    );
    expect(page.body).toContain('width="800" height="400" alt="A wide picture" loading="lazy" decoding="async">');
  });

  it("lets the pages show them: the Content-Security-Policy allows images from the site itself", async () => {
    const page = await server.request({ method: "GET", url: "/admin/images", headers: { cookie } });
    expect(page.headers["content-security-policy"]).toMatch(/img-src 'self'/);
    expect(page.body).toContain(`src="/media/${id}-480.jpg"`);
  });
});
