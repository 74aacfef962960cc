import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";

/**
 * Where a list was left: its filters, search and page, kept in this tab (sessionStorage) so the
 * Back link of a record opened from it returns there, through any redirect the record's page made
 * on the way (a status saved, a note added). Without JavaScript the Back link is the plain list.
 */
const keyOf = (listPath: string) => `list-address:${listPath}`;

/** Called by a list page: remembers the address it shows. */
export function useRememberListAddress(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    try {
      sessionStorage.setItem(keyOf(pathname), `${pathname}${search}`);
    } catch {
      // Storage refused (a private window's quota): the Back link stays the plain list.
    }
  }, [pathname, search]);
}

function savedAddress(listPath: string): string {
  const path = listPath.split("?")[0]!;
  try {
    const saved = sessionStorage.getItem(keyOf(path));
    return saved === path || saved?.startsWith(`${path}?`) ? saved : listPath;
  } catch {
    // As above: the plain list.
    return listPath;
  }
}

// The address changes only when a list page is shown, never while a record's page is: nothing to subscribe to.
const unchanging = () => () => {};

/** The list's address as it was last shown in this tab, or `listPath` itself (always, on the server). */
export function useListAddress(listPath: string): string {
  return useSyncExternalStore(
    unchanging,
    () => savedAddress(listPath),
    () => listPath,
  );
}
