/**
 * Resolves once the element with the given id is on screen, however it got there: the page opened
 * with it in view, the visitor scrolled, a tall window. Resolves at once when the element is not in
 * the document: a client-side navigation is rendering it from scratch, with no server HTML to show
 * in the meantime.
 */
export function whenShown(serverRenderedId: string): Promise<void> {
  const element = document.getElementById(serverRenderedId);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element);
  });
}
