/*
 * contracts/ holds what the pages may ask of the server, one file per area (docs/decisions/
 * 025-contracts.md): each server area implements its own, the app reaches them through the load
 * context and never imports server code.
 */

/** What an operation answers when it can be refused for a reason the person should read, instead of throwing. */
export type Outcome<T = void> = { ok: true; value: T } | { ok: false; message: string };

/** A newest-first list and the opaque cursor of the page after it. */
export type ListPage<T> = { rows: T[]; next?: string | undefined };

/**
 * An RFC 4180 CSV export, streamed as its rows are read from the database. `rowCount` is how many
 * rows matched when it began, as its audit entry (written before the first byte) says.
 */
export type CsvExport = { rowCount: number; content: ReadableStream<Uint8Array> };

const serviceUnavailable = "ServiceUnavailableError";

/**
 * What a load-context call rejects with when the database cannot answer right now (a statement
 * timeout, a server restarting): a page says 503, "try again shortly", where any other failure is
 * a 500, as the JSON API does. The server translates its driver's errors into this, since app/
 * never sees them.
 */
export class ServiceUnavailableError extends Error {
  override name = serviceUnavailable;
}

/** Told by its name: the server and the React Router build each bundle their own copy of this class. */
export const isServiceUnavailable = (error: unknown) => error instanceof Error && error.name === serviceUnavailable;
