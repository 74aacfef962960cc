import { ServiceUnavailableError } from "../../contracts/outcome";

/** The error and every error it wraps: Drizzle wraps the driver's error in its own. */
function* errorChain(error: unknown): Generator<{ code?: unknown; constraint?: unknown; message?: unknown }> {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    yield current as { code?: unknown; constraint?: unknown; message?: unknown };
  }
}

/**
 * Whether an error is PostgreSQL's unique violation on the named constraint. PGlite and
 * node-postgres both carry the SQLSTATE in `code` and the index name in `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (const link of errorChain(error)) if (link.code === "23505" && link.constraint === constraint) return true;
  return false;
}

/**
 * SQLSTATEs and socket codes of a database that cannot answer now: a cancelled (timed-out)
 * statement, a server shutting down, starting or full, a connection lost (class 08), or a socket
 * that was closed under a write (EPIPE).
 */
const unavailableCodes = new Set([
  "57014",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
]);

/**
 * node-postgres says these in words only; the last two of a client whose connection broke under it
 * (a PostgreSQL restart), which it will not use again.
 */
const unavailableMessages = [
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Connection terminated",
  "connection error and is not queryable",
  "was closed and is not queryable",
];

/** Whether the database is out of reach or too slow right now, which the API answers 503 rather than 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === "string" && unavailableCodes.has(code)) return true;
    if (typeof message === "string" && unavailableMessages.some((words) => message.includes(words))) return true;
  }
  return false;
}

/** The work's result, or its failure with a database that cannot answer now told as the pages' ServiceUnavailableError. */
export async function tellingUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isDatabaseUnavailable(error))
      throw new ServiceUnavailableError("The database cannot answer now.", { cause: error });
    throw error;
  }
}
