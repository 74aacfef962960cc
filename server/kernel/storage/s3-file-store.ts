import path from "node:path";
import type { Readable } from "node:stream";

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";

import type { S3Config } from "../../config";
import { FileStoreUnavailableError, type FileStore } from "./file-store";

/**
 * Bounds on one call to the store, so a store that hangs fails the request instead of holding
 * it: a connection within 3 s, the answer's headers within 20 s of sending (a 10 MB resume
 * needs about 4 Mbit/s), no socket silent for 30 s while a download streams; one retry.
 */
const limits = { connectionTimeout: 3_000, requestTimeout: 20_000, socketTimeout: 30_000, maxAttempts: 2 };

/**
 * A failure that says the store cannot answer now, not that the request was wrong: anything but
 * an S3 answer (a refused connection, a timeout: the SDK throws those as plain errors), a 5xx or throttling.
 */
function isUnavailable(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return true;
  const status = error.$metadata.httpStatusCode;
  return status === undefined || status >= 500 || status === 429;
}

/** The call's answer, or its failure with a store that cannot answer now told as FileStoreUnavailableError. */
async function tellingUnavailable<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw isUnavailable(error) ? new FileStoreUnavailableError(error) : error;
  }
}

/**
 * Files as objects in an S3-compatible bucket, under the given prefix (resumes' or images'). Path-style
 * addressing and checksums only where the operation requires them: the SDK's defaults
 * (virtual-host buckets, CRC32 on every upload and `x-amz-checksum-mode` on every download)
 * are refused by many S3-compatible stores. No logger: the SDK logs nothing, bodies least of all.
 */
export function s3FileStore(config: Omit<S3Config, "imagePrefix">): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    forcePathStyle: true,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: limits.maxAttempts,
    requestHandler: {
      connectionTimeout: limits.connectionTimeout,
      requestTimeout: limits.requestTimeout,
      throwOnRequestTimeout: true,
      socketTimeout: limits.socketTimeout,
    },
  });
  const objectOf = (key: string) => ({ Bucket: config.bucket, Key: `${config.prefix}${path.posix.basename(key)}` });
  return {
    async put(key, content, mediaType) {
      await tellingUnavailable(
        client.send(
          new PutObjectCommand({
            ...objectOf(key),
            Body: content,
            ContentType: mediaType,
            ContentLength: content.length,
          }),
        ),
      );
    },
    async read(key) {
      try {
        const object = await tellingUnavailable(client.send(new GetObjectCommand(objectOf(key))));
        // In Node the body is the HTTP response itself, a Readable.
        return { stream: object.Body as Readable, bytes: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof S3ServiceException && error.name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    async remove(key) {
      // Deleting a key that is not there succeeds in S3.
      await tellingUnavailable(client.send(new DeleteObjectCommand(objectOf(key))));
    },
    async reachable() {
      await tellingUnavailable(client.send(new HeadBucketCommand({ Bucket: config.bucket })));
    },
    close() {
      client.destroy();
    },
  };
}
