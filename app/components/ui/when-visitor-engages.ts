/** What a visitor does before reaching anything below the first screen. */
const engagementEvents = ["scroll", "wheel", "touchstart", "pointerdown", "keydown"] as const;

/**
 * Resolves once the visitor scrolls, touches, clicks or types, so that the code of sections they
 * cannot reach without doing so loads only then. Resolves at once when the element with the given
 * id is not in the document: a client-side navigation is rendering those sections from scratch
 * and has no server HTML to show in the meantime.
 */
export function whenVisitorEngages(serverRenderedId: string): Promise<void> {
  if (!document.getElementById(serverRenderedId)) return Promise.resolve();
  return new Promise((resolve) => {
    const listening = new AbortController();
    const engaged = () => {
      listening.abort();
      resolve();
    };
    for (const type of engagementEvents) {
      window.addEventListener(type, engaged, { capture: true, passive: true, signal: listening.signal });
    }
  });
}
