import { expect, it } from "vitest";

import { csvFile, csvStream, toCsv } from "./csv";

const header = ["Name", "Note"];
const pages = [
  [["=1+1", 'said "hi"']],
  [],
  [
    ["Ünïcode ✓", "two\r\nlines"],
    ["", "@x"],
  ],
];

async function* inPages<T>(list: T[], after: () => void = () => undefined) {
  try {
    for (const page of list) yield page;
  } finally {
    after();
  }
}

it("streams the bytes csvFile gives for the header and every page at once, skipping empty pages", async () => {
  const streamed = new Uint8Array(await new Response(csvStream(header, inPages(pages))).arrayBuffer());
  expect(Buffer.from(streamed).equals(Buffer.from(csvFile([header, ...pages.flat()])))).toBe(true);
  // Excel reads a CSV file as UTF-8 only after a byte order mark.
  expect([...streamed.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
});

it("leaves the byte order mark out when the dialect says so", async () => {
  const streamed = await new Response(csvStream(header, inPages(pages), { byteOrderMark: false })).arrayBuffer();
  expect(Buffer.from(streamed).equals(Buffer.from(toCsv([header, ...pages.flat()])))).toBe(true);
});

it("reads a page only when the reader asks for more: one ahead at most", async () => {
  const asked: number[] = [];
  async function* counted() {
    for (let index = 0; index < 4; index += 1) {
      asked.push(index);
      yield [[`row ${index}`, ""]];
    }
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  const reader = csvStream(header, counted()).getReader();
  await settle();
  expect(asked).toEqual([]);
  await reader.read(); // the header
  await reader.read(); // the first page
  await settle();
  expect(asked).toEqual([0, 1]);
  await reader.cancel();
});

it("stops the pages when the reader goes away", async () => {
  let stopped = false;
  const reader = csvStream(
    header,
    inPages(pages, () => (stopped = true)),
  ).getReader();
  await reader.read();
  await reader.read();
  await reader.cancel();
  expect(stopped).toBe(true);
});

it("fails the stream when a page cannot be read, so the download is cut rather than short", async () => {
  async function* failing() {
    yield pages[0]!;
    throw new Error("the database went away");
  }
  await expect(new Response(csvStream(header, failing())).text()).rejects.toThrow("the database went away");
});
