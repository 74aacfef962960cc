import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { expect, it } from "vitest";

import { pageRepresentationOf, representationOf } from "./representation";

// Markup as repetitive as a page's: class lists, icons and cards written many times over.
const page = Buffer.from(
  `<!DOCTYPE html><main>${Array.from(
    { length: 300 },
    (_, index) =>
      `<li class="relative flex flex-col rounded-3xl border border-slate-200 p-6"><h3>Post ${index}</h3><p>${index * 7919} readers</p></li>`,
  ).join("")}</main>`,
);

it("a kept page's copies decode to the page, under the same tag as any other representation of it", async () => {
  const kept = await pageRepresentationOf(page);
  expect(brotliDecompressSync(kept.br!)).toEqual(page);
  expect(gunzipSync(kept.gzip!)).toEqual(page);
  expect(kept.etag).toBe(representationOf(page).etag);
});

it("a kept page's brotli copy is made at the highest setting: smaller than the middle one", async () => {
  expect((await pageRepresentationOf(page)).br!.length).toBeLessThan(representationOf(page).br!.length);
});

it("a page too small to gain from compression is kept as it is", async () => {
  const tiny = await pageRepresentationOf(Buffer.from("<p>Moved</p>"));
  expect(tiny.br).toBeUndefined();
  expect(tiny.gzip).toBeUndefined();
});
