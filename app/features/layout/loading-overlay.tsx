import { useContext, useLayoutEffect, useRef, useState } from "react";
import { UNSAFE_FrameworkContext, useLocation, useNavigation } from "react-router";

import { useIsClient } from "~/components/use-is-client";

/**
 * Runs where the server's HTML puts it, right after the overlay: the browser holds it until the
 * stylesheet has arrived, when the overlay's CSS animation starts, and it moves that start back to
 * the page's entry (0 on the document timeline), so a slow stylesheet does not add its delay to the
 * second.
 */
const fromDocumentEntry =
  "document.currentScript.previousElementSibling.getAnimations().forEach(function(a){a.startTime=0})";

/**
 * A full-screen spinner for 1 s from every page entry, About included (marketing specification,
 * sections 4 and 9; decision 037), and while a followed link's page is fetched ("a global loading
 * indicator is set during the job fetch", careers specification, section 8). The second counts from the entry:
 * the document's navigation for the page the server sent, the moment a link was followed for the
 * others. The hiding is CSS: a server-rendered page never waits for JavaScript.
 */
export function LoadingOverlay() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const arriving = navigation.state === "loading" && navigation.location.pathname !== pathname;
  // The nonce of a page rendered per request; prerendered and kept pages allow the script by its hash.
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  // The script is the server's alone: it has run by hydration, and the client never draws one.
  const serverHtml = !useIsClient();
  return (
    <>
      {/* Keyed by the page being entered: the overlay shown while it loads is the one that leaves. */}
      <EntryOverlay key={arriving ? navigation.location.pathname : pathname} held={arriving} />
      {serverHtml ? (
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: fromDocumentEntry }} />
      ) : null}
    </>
  );
}

function EntryOverlay({ held }: { held: boolean }) {
  const overlay = useRef<HTMLDivElement>(null);
  const isClient = useIsClient();
  // On the document timeline: 0 for the page the server rendered, else when the link was followed.
  const [enteredAt] = useState(() => (isClient ? document.timeline.currentTime : 0));
  useLayoutEffect(() => {
    if (held) return;
    for (const animation of overlay.current?.getAnimations() ?? []) animation.startTime = enteredAt;
  }, [held, enteredAt]);
  return (
    <div
      ref={overlay}
      data-testid="loading-overlay"
      role="status"
      aria-label="Loading"
      className={`${held ? "" : "loading-overlay "}fixed inset-0 z-[60] grid place-items-center bg-white`}
    >
      <span className="motion-safe-spin size-12 animate-spin-slow rounded-full border-4 border-brand-100 border-t-accent-700" />
    </div>
  );
}
