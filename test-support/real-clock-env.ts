/**
 * The environment without libfaketime's variables, for a server a test starts on the real clock
 * while `npm test` runs the suite years ahead (decision 023): a preloaded clock can break a
 * child's start, and servers that keep only relative times or compare only their data's own times
 * (Redis, Radicale) need no moved clock.
 */
export function withoutFakeTime({
  LD_PRELOAD: _preload,
  FAKETIME: _faketime,
  ...env
}: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return env;
}
