import pg from "pg";

type QueryArgument = string | { text?: string } | undefined;

/**
 * pg's pool, closing two gaps in how drizzle's transactions hand a client back (drizzle-orm issues
 * 6241 and 6114, open in 0.45 and in 1.0's release candidates):
 *
 * - Drizzle sends BEGIN before the `try` whose `finally` releases the client. A BEGIN that fails
 *   (the server restarting, a connection cut) kept the client checked out for good: one connection
 *   of the pool lost each time, and the pool's `end()` waiting for it at every shutdown after. Here
 *   the client goes back, as broken, as soon as its BEGIN fails.
 * - Drizzle releases the client without the error that broke it. A connection lost or a statement
 *   that ran out of `query_timeout` (still running on the server) went back to the pool for the next
 *   request. Here a client whose statement failed for any reason but PostgreSQL's own answer goes
 *   back as broken, and the pool replaces it.
 *
 * Only the clients checked out with `connect()` and no callback are drizzle's transactions; the
 * pool's own `query()` takes its clients with a callback and releases them with their error itself.
 */
export class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenBroken);
  }
}

const textOf = (query: QueryArgument) => (typeof query === "string" ? query : (query?.text ?? ""));

/** The client, for this checkout, with the failures that break it carried to its release. */
function releasedWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let broken: Error | undefined;
  let givenBack = false;
  // Once: after a failed BEGIN here, and again should a later drizzle release it too.
  const giveBack = (error?: Error | boolean) => {
    if (givenBack) return;
    givenBack = true;
    // The method of every client again, for whoever checks the client out next.
    Reflect.deleteProperty(client, "query");
    release(broken ?? error);
  };
  const query = (...args: unknown[]) => {
    const answer = pg.Client.prototype.query.apply(client, args as Parameters<typeof client.query>) as unknown;
    if (!(answer instanceof Promise)) return answer;
    return answer.catch((error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (!(error instanceof pg.DatabaseError)) broken ??= failure;
      if (/^\s*begin\b/i.test(textOf(args[0] as QueryArgument))) giveBack(failure);
      throw error;
    });
  };
  client.query = query as typeof client.query;
  client.release = giveBack;
  return client;
}
