import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * `serverValue` while rendering on the server and hydrating, `clientValue` after. React renders the
 * component again after hydration only where the two differ, all such components in one task that
 * cannot be split, so a value usually equal to the server's (a query parameter most visits lack)
 * adds nothing to that task, where `useIsClient` would re-render the component every time.
 */
export function useValueAfterHydration<T>(clientValue: T, serverValue: T): T {
  return useSyncExternalStore(
    subscribe,
    () => clientValue,
    () => serverValue,
  );
}

/** False while rendering on the server and hydrating, true after: for UI that depends on the visitor's "now". */
export function useIsClient(): boolean {
  return useValueAfterHydration(true, false);
}
