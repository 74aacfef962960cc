/** Enough for V8 to settle how it builds Node's tick objects; 10-15 ms, once, when the process starts. */
const warmUpTicks = 4000;

let warmedUp: Promise<void> | undefined;

/**
 * Runs Node's tick queue a few thousand times, once per process, before PGlite first opens.
 *
 * When PGlite loads its extension (pg_trgm) before `process.nextTick` has run much, V8 is left
 * building every tick object of the process through its runtime instead of compiled code: about
 * 0.9 µs a tick instead of 0.1, for the life of the process. A request makes about seven ticks, so
 * that was 6 % of the server's time for a small API answer such as the demo slots, and a server on
 * the embedded database answered a fifth fewer of them (docs/performance.md, "The tick queue and the
 * embedded database"). Ticks run first keep the fast path. On PostgreSQL it does not happen.
 */
export function warmUpTickQueue(): Promise<void> {
  warmedUp ??= new Promise((resolve) => {
    let left = warmUpTicks;
    const tick = () => {
      left -= 1;
      if (left === 0) resolve();
    };
    // The shapes a request's ticks take: no argument, then one to three (streams, sockets, responses).
    const holder = {};
    for (let queued = 0; queued < warmUpTicks; queued += 4) {
      process.nextTick(tick);
      process.nextTick(tick, holder);
      process.nextTick(tick, holder, holder);
      process.nextTick(tick, holder, null, tick);
    }
  });
  return warmedUp;
}
