import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent } from "react";
import { useLocation } from "react-router";

/** How long the pointer may be outside the menu, crossing the gap under the button, before it closes. */
const leaveGraceMs = 150;

/**
 * The Services disclosure's opening and closing. A mouse opens it on hover and closes it on
 * leaving; a click pins it open (also one opened by the hover just before the click lands) until a
 * second click. Either way an outside click, Escape, focus leaving the menu, choosing a link or
 * another page closes it.
 */
export function useServicesMenu() {
  const { pathname } = useLocation();
  // The page the menu was opened on: on any other page it counts as closed, so a route change
  // closes it without an effect.
  const [openedOn, setOpenedOn] = useState<{ pathname: string; pinned: boolean } | null>(null);
  const open = openedOn?.pathname === pathname;
  const pinned = open && openedOn.pinned;
  const panelId = useId();
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number>(undefined);

  const cancelClose = useCallback(() => window.clearTimeout(closeTimer.current), []);
  const close = useCallback(() => {
    cancelClose();
    setOpenedOn(null);
  }, [cancelClose]);

  // A close still pending when the navigation unmounts has nothing left to close.
  useEffect(() => cancelClose, [cancelClose]);

  useEffect(() => {
    if (!open) return;
    const listening = new AbortController();
    document.addEventListener(
      "pointerdown",
      (event) => {
        if (!item.current?.contains(event.target as Node)) close();
      },
      { signal: listening.signal },
    );
    // Anywhere on the page, so content that appeared on hover can be dismissed without moving the
    // pointer (WCAG 1.4.13); the focus returns to the button only if it was in the menu.
    document.addEventListener(
      "keydown",
      (event) => {
        if (event.key !== "Escape") return;
        if (item.current?.contains(document.activeElement)) button.current?.focus();
        close();
      },
      { signal: listening.signal },
    );
    return () => listening.abort();
  }, [open, close]);

  const itemProps = {
    ref: item,
    // Touch has no hover: a tap is a click.
    onPointerEnter(event: PointerEvent) {
      if (event.pointerType !== "mouse") return;
      cancelClose();
      if (!open) setOpenedOn({ pathname, pinned: false });
    },
    onPointerLeave(event: PointerEvent) {
      if (event.pointerType !== "mouse" || pinned) return;
      closeTimer.current = window.setTimeout(close, leaveGraceMs);
    },
    onBlur(event: FocusEvent) {
      if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) close();
    },
  };

  const buttonProps = {
    ref: button,
    onClick() {
      setOpenedOn(pinned ? null : { pathname, pinned: true });
    },
  };

  return { open, panelId, itemProps, buttonProps, close };
}
