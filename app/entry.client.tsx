import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is the whole page, so let the browser paint it before hydration takes the
// main thread: the timeout queued in the frame callback runs after that frame is drawn. When the
// scripts arrive from a warm cache the first paint would otherwise wait for hydration.
// The wait is also what lets this module live in the framework chunk (vite.config.ts): it then runs
// as soon as the route modules import React, before React Router's inline module script has set
// window.__reactRouterRouteModules, which hydration reads.
requestAnimationFrame(() => setTimeout(hydrate, 0));
