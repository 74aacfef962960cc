import type { MouseEvent } from "react";

/** A click that follows a link where it is: the main button, and no key held that asks for a new tab or window. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
