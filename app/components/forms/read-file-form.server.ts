import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import Busboy from "@fastify/busboy";
import { data } from "react-router";

import { pageBodyLimit } from "~domain/site/page-body-limits";
import { routedPath } from "~domain/site/routed-path";

import { bodyUpTo } from "./read-form.server";

/** A form's file as its bytes arrive. */
export type ArrivingFile = { name: string; content: AsyncIterable<Uint8Array> };

const cutShort = "The upload was cut short or is not a form. Please send the file again.";

/**
 * A multipart form whose file is handled as it arrives instead of held whole first: a contact list
 * of 20 MB parsed whole took 10 s and about 200 MB a request (decision 053). `handle` is given the
 * form's file named `field`, read by busboy (the parser @fastify/multipart reads the API's uploads
 * with), or undefined when the form holds none; the rest of the body is read after. The body is
 * counted against the page's limit as readForm counts it (413 past it); one that is cut short or
 * not multipart answers 400. The form's other fields are not read: the file is its point.
 */
export async function withFormFile<T>(
  request: Request,
  field: string,
  handle: (file: ArrivingFile | undefined) => Promise<T>,
): Promise<T> {
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      limits: { files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    });
  } catch {
    throw data(cutShort, { status: 400 });
  }
  let fileStream: Readable | undefined;
  const arrived = new Promise<ArrivingFile | undefined>((resolve) => {
    parser.on("file", (name, stream, fileName) => {
      if (name !== field) return void stream.resume();
      fileStream = stream;
      resolve({ name: fileName, content: stream });
    });
    parser.on("finish", () => resolve(undefined));
  });
  const limit = pageBodyLimit(routedPath(new URL(request.url).pathname));
  // Settles with what to answer when the body could not be read: the counter's 413 as it is
  // thrown (a response, not an Error), or a 400 for what the parser found broken.
  const refusal = pipeline(Readable.from(bodyUpTo(request, limit)), parser).then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? data(cutShort, { status: 400 }) : error),
  );
  const file = await Promise.race([arrived, refusal.then((refused) => (refused ? Promise.reject(refused) : arrived))]);
  try {
    return await handle(file);
  } catch (error) {
    // The file's stream failed because the body did: that is the answer.
    throw (await refusal) ?? error;
  } finally {
    // Whatever `handle` left of the file, and what follows it, is read (within the limit) and dropped:
    // the parser waits for its file to be read before it reads on.
    fileStream?.resume();
    await refusal;
  }
}
