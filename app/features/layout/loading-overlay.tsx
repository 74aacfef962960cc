import type { CSSProperties } from "react";
import { useLocation, useMatches } from "react-router";

/** Pages show a full-screen spinner for 1 s on entry (marketing specification, sections 2 and 4). */
const defaultDurationMs = 1000;

export type OverlayHandle = { loadingOverlayMs?: number };

/**
 * Remounted on every path change, so the CSS animation that hides it starts over.
 * The hiding is pure CSS: a server-rendered page never waits for JavaScript.
 */
export function LoadingOverlay() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as OverlayHandle | undefined;
  const duration = handle?.loadingOverlayMs ?? defaultDurationMs;

  return (
    <div
      key={pathname}
      data-testid="loading-overlay"
      role="status"
      aria-label="Loading"
      className="loading-overlay fixed inset-0 z-[60] grid place-items-center bg-white"
      style={{ "--overlay-duration": `${duration}ms` } as CSSProperties}
    >
      <span className="motion-safe-spin size-12 animate-spin-slow rounded-full border-4 border-brand-100 border-t-accent-700" />
    </div>
  );
}
