import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import S3rver from "s3rver";

import { freePort } from "./free-port";

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>;
  /** Stops answering (open connections cut) but keeps the objects, as a storage outage does. */
  interrupt(): Promise<void>;
  /** Answers again, on the same port with the same objects. */
  resume(): Promise<void>;
  /** Stops the server (open connections too) and removes its folder; once, however often it is called. */
  stop(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver, objects in a temporary folder) on 127.0.0.1 and a free
 * port, with one empty bucket. s3rver checks request signatures against its one built-in key pair.
 */
export async function startS3Server({ bucket = "resumes-test" }: { bucket?: string } = {}): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const port = await freePort();
  const listen = async () => {
    const listening = new S3rver({
      address: "127.0.0.1",
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket }],
    });
    await listening.run();
    return listening;
  };
  let server: S3rver | undefined = await listen();
  const close = async () => {
    // Clients keep connections alive; closing waits for them unless they are cut first.
    server?.httpServer.closeAllConnections();
    await server?.close();
    server = undefined;
  };
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const region = "us-east-1";
  let stopped: Promise<void> | undefined;
  return {
    endpoint,
    bucket,
    region,
    ...credentials,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    interrupt: close,
    async resume() {
      server ??= await listen();
    },
    stop() {
      stopped ??= (async () => {
        await close();
        fs.rmSync(directory, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
