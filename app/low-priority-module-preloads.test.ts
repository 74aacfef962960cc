import { Readable } from "node:stream";
import { text } from "node:stream/consumers";

import { describe, expect, it, vi } from "vitest";

import { lowPriorityModulePreloads } from "./low-priority-module-preloads";

const head =
  '<head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/><title>Nexora – IT services</title></head>';
const lowHead = head.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchPriority="low"');

async function throughTransform(chunks: Buffer[]) {
  const onFinal = vi.fn();
  const output = await text(Readable.from(chunks).pipe(lowPriorityModulePreloads(onFinal)));
  return { output, onFinal };
}

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves the rest of the document as it was", async () => {
    const { output, onFinal } = await throughTransform([Buffer.from(head)]);
    expect(output).toBe(lowHead);
    expect(onFinal).toHaveBeenCalledOnce();
  });

  it("rewrites a tag, and keeps a character, that React's writes cut in two wherever the cut falls", async () => {
    const bytes = Buffer.from(head);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const { output } = await throughTransform([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(output, `cut at byte ${cut}`).toBe(lowHead);
    }
  });
});
