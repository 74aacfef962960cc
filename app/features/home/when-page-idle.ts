/** How long the gallery waits for an idle moment on a busy phone before starting anyway. */
const idleTimeoutMs = 2000;

/**
 * Resolves once the page has loaded and the browser has a moment to spare, whatever the visitor
 * does: code that must run from the start (the service gallery rotates from the moment the page
 * is shown) loads then, after the first screen's resources rather than competing with them.
 * Safari has no requestIdleCallback; there the next task after the load event serves.
 */
export function whenPageIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === "function")
        window.requestIdleCallback(() => resolve(), { timeout: idleTimeoutMs });
      else window.setTimeout(resolve, 0);
    };
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
}
