import type { RouterContext } from "react-router";

import { processWideContexts } from "../../../contracts/load-context";

/** A value the pages' loaders and actions read as `context.get(key)`, with the key its contract declares. */
export type PageService = readonly [key: RouterContext<unknown>, value: unknown];

/** Every page service the server gives, by its key. */
export type PageServices = ReadonlyMap<RouterContext<unknown>, unknown>;

/** `value` as what the pages read by `key`: the key alone says its type, so the value must be all of it. */
export const provide = <T>(key: RouterContext<T>, value: NoInfer<T>): PageService => [key, value];

/** The key's name as its contract made it (`processWideContext`). */
const nameOf = (key: RouterContext<unknown>) =>
  [...processWideContexts()].find(([, each]) => each === key)?.[0] ?? "unnamed key";

/** What each giver (a server area, the composition) gives the pages, by key: a key given twice stops the start. */
export function pageServicesOf(
  given: Iterable<readonly [giver: string, services: readonly PageService[]]>,
): PageServices {
  const services = new Map<RouterContext<unknown>, unknown>();
  for (const [giver, each] of given) {
    for (const [key, value] of each) {
      if (services.has(key)) throw new Error(`The pages' ${nameOf(key)} is given twice: ${giver} is the second.`);
      services.set(key, value);
    }
  }
  return services;
}

/**
 * Stops the start when a key the pages may read has no value among `given`: each key `made` with no
 * default. Once React Router's build is imported, the keys made (`processWideContexts`) are all those its
 * loaders and actions read, and React Router would otherwise throw on the first request that reads one.
 */
export function requireEveryKeyGiven(
  made: ReadonlyMap<string, RouterContext<unknown>>,
  given: Iterable<RouterContext<unknown>>,
): void {
  const keys = new Set(given);
  const missing = [...made].filter(([, key]) => key.defaultValue === undefined && !keys.has(key)).map(([name]) => name);
  if (missing.length > 0) throw new Error(`Nothing gives the pages' ${missing.join(", ")}.`);
}
