/**
 * Answers read from the database and kept until a write that changes them commits, so a spike of
 * visitors costs one query per change instead of one per request (decision 016).
 *
 * Writers call `invalidate()` after their transaction commits. A read that began before that moment
 * may have seen the old rows, so its answer is handed to the requests that were waiting for it but
 * never kept: the generation it started in is gone. Requests arriving meanwhile start a fresh read
 * rather than joining one that may be stale. Misses on one key share a single read (a spike after a
 * write is one query, not fifty).
 */
export class AnswerCache<Key, Value> {
  readonly #entries = new Map<Key, { value: Value; expiresAt: number }>();
  readonly #reading = new Map<Key, Promise<Value>>();
  #generation = 0;

  /** `maxEntries` bounds memory whatever keys the requests name; the oldest entry goes first. */
  constructor(private readonly maxEntries: number) {}

  /**
   * The kept answer for `key`, or `read()`'s. An answer the clock alone will change says when with
   * `expiresAt` (milliseconds since the epoch, compared with `now`); one not after `now` is
   * answered but not kept.
   */
  get(key: Key, now: number, read: () => Promise<{ value: Value; expiresAt?: number }>): Promise<Value> {
    const entry = this.#entries.get(key);
    if (entry && now < entry.expiresAt) return Promise.resolve(entry.value);
    const pending = this.#reading.get(key);
    if (pending) return pending;

    const generation = this.#generation;
    const reading = read().then(
      ({ value, expiresAt = Number.POSITIVE_INFINITY }) => {
        if (this.#reading.get(key) === reading) this.#reading.delete(key);
        if (generation === this.#generation && expiresAt > now) this.#keep(key, value, expiresAt);
        return value;
      },
      (error: unknown) => {
        if (this.#reading.get(key) === reading) this.#reading.delete(key);
        throw error;
      },
    );
    this.#reading.set(key, reading);
    return reading;
  }

  /** Forgets every answer: call it after the write that changed them has committed. */
  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#reading.clear();
  }

  #keep(key: Key, value: Value, expiresAt: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt });
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as Key);
  }
}

/** One of a kind per database handle: every service holding the same `db` shares its caches. */
export function perDatabase<Db extends object, Kept>(create: (db: Db) => Kept): (db: Db) => Kept {
  const kept = new WeakMap<Db, Kept>();
  return (db) => {
    let found = kept.get(db);
    if (found === undefined) {
      found = create(db);
      kept.set(db, found);
    }
    return found;
  };
}
