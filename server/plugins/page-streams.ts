import { Readable } from "node:stream";

/**
 * The React Router adapter (@mcansh/remix-fastify 4) sends a page's streamed body (a CSV export,
 * a resume) through a Readable whose async `_read` destroys the stream with a failed read and then
 * throws the error again, from a promise nobody awaits: one read that failed mid-download (the
 * database gone between two pages of an export, the object store dropping a resume) was an
 * unhandled rejection, which ends the process. The destroy is the answer (Fastify logs it and cuts
 * the connection, so the browser sees a failed download, never a short file that looks whole);
 * this hook, on the adapter's route, settles the second throw.
 */
export function settleFailedBodyReads(
  _request: unknown,
  _reply: unknown,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (payload instanceof Readable) {
    const read = payload._read.bind(payload);
    payload._read = (size: number) => {
      const pending: unknown = read(size);
      if (pending instanceof Promise) pending.catch(() => undefined);
    };
  }
  done(null, payload);
}
