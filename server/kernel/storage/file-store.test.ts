import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";

import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startS3Server, type S3TestServer } from "../../../test-support/s3-server";
import { diskFileStore, FileStoreUnavailableError, type FileStore } from "./file-store";
import { s3FileStore } from "./s3-file-store";

const pdf = "%PDF-1.4\n% a resume\n%%EOF\n";
const mediaType = "application/pdf";

let s3: S3TestServer;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "resume-store-"));
const s3Config = (prefix = "resumes/") => ({
  bucket: s3.bucket,
  endpoint: s3.endpoint,
  region: s3.region,
  prefix,
  credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
});

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The same promises from both stores: the app cannot tell which one it was given. */
describe.each([
  ["on the disk", () => diskFileStore(path.join(folder, "resumes"))],
  ["in S3", () => s3FileStore(s3Config())],
])("the resume store %s", (_where, create: () => FileStore) => {
  let store: FileStore;
  beforeAll(() => {
    store = create();
  });
  afterAll(() => store.close());

  it("is reachable, streams back what was put with its length, and removes it", async () => {
    await store.reachable();
    await store.put("one.pdf", Buffer.from(pdf), mediaType);
    const content = await store.read("one.pdf");
    expect(content?.bytes).toBe(Buffer.byteLength(pdf));
    expect(await text(content!.stream)).toBe(pdf);

    await store.remove("one.pdf");
    expect(await store.read("one.pdf")).toBeUndefined();
  });

  it("answers undefined for a key nothing is stored under, and removes it without complaint", async () => {
    expect(await store.read("never-stored.pdf")).toBeUndefined();
    await expect(store.remove("never-stored.pdf")).resolves.toBeUndefined();
  });

  it("names a file by the key's last part only, whatever path the key holds", async () => {
    await store.put("../../outside.pdf", Buffer.from(pdf), mediaType);
    const content = await store.read("elsewhere/outside.pdf");
    expect(await text(content!.stream)).toBe(pdf);
    await store.remove("outside.pdf");
    expect(await store.read("../../outside.pdf")).toBeUndefined();
  });
});

describe("the disk store", () => {
  it("is not reachable when its folder cannot be made", async () => {
    const file = path.join(folder, "a-file");
    fs.writeFileSync(file, "");
    await expect(diskFileStore(path.join(file, "resumes")).reachable()).rejects.toThrow();
  });
});

describe("the S3 store", () => {
  it("keeps the object under the prefix with its type and length", async () => {
    const store = s3FileStore(s3Config("careers/resumes/"));
    const client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    try {
      await store.put("two.pdf", Buffer.from(pdf), mediaType);
      const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: "careers/resumes/two.pdf" }));
      expect(head).toMatchObject({ ContentType: mediaType, ContentLength: Buffer.byteLength(pdf) });
    } finally {
      await store.remove("two.pdf");
      store.close();
      client.destroy();
    }
  });

  it("refuses an unknown key as the store's answer, not as the store being down", async () => {
    const store = s3FileStore({ ...s3Config(), credentials: { accessKeyId: "NOBODY", secretAccessKey: "S3RVER" } });
    try {
      const failure = await store.put("three.pdf", Buffer.from(pdf), mediaType).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(FileStoreUnavailableError);
    } finally {
      store.close();
    }
  });

  it("is unreachable once the server stops: reachable, put and read reject as the store being down", async () => {
    const stopping = await startS3Server({ bucket: "goes-away" });
    const store = s3FileStore({
      bucket: stopping.bucket,
      endpoint: stopping.endpoint,
      region: stopping.region,
      prefix: "",
      credentials: { accessKeyId: stopping.accessKeyId, secretAccessKey: stopping.secretAccessKey },
    });
    try {
      await store.reachable();
      await stopping.stop();
      await expect(store.reachable()).rejects.toBeInstanceOf(FileStoreUnavailableError);
      await expect(store.put("four.pdf", Buffer.from(pdf), mediaType)).rejects.toBeInstanceOf(
        FileStoreUnavailableError,
      );
      await expect(store.read("four.pdf")).rejects.toBeInstanceOf(FileStoreUnavailableError);
    } finally {
      store.close();
      await stopping.stop();
    }
  });
});
