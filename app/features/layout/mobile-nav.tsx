import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

import { desktopMediaQuery } from "./nav-links";
import { useOnMediaMatch } from "./use-on-media-match";

const loadPanel = () => import("./mobile-nav-panel");
const MobileNavPanel = lazy(loadPanel);

/**
 * The hamburger button below 768px. The panel's dialog code is fetched when a finger or
 * pointer comes down on the button rather than with every page, which keeps it out of the
 * first load on desktop and phone alike. Growing to desktop width closes the panel.
 */
export function MobileNav() {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  useOnMediaMatch(desktopMediaQuery, () => setOpen(false));

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadPanel()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="grid size-11 place-items-center rounded-lg text-brand-900 hover:bg-brand-50"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileNavPanel open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      ) : null}
    </>
  );
}
