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

/** What React Router's inline module script sets once it has imported the page's route modules. */
const routeModulesSet = () => "__reactRouterRouteModules" in window;

/**
 * Hydrates once React Router's inline script has set the route modules, which hydration reads,
 * checked at each frame. This module shares its chunk with React DOM (vite.config.ts,
 * isHydration), which the script imports after the route modules; but a route module that imports
 * React DOM itself (a dialog's portal) runs it as it arrives: before the script has set them, and,
 * on a public page whose scripts start after its first paint (decision 059), while other route
 * modules are still on their way. The timeout queued in a frame callback runs after that frame is
 * drawn, so the browser paints the server's HTML before hydration takes the main thread.
 */
function hydrateOnceRouteModulesAreSet() {
  if (routeModulesSet()) setTimeout(hydrate, 0);
  else requestAnimationFrame(hydrateOnceRouteModulesAreSet);
}

requestAnimationFrame(hydrateOnceRouteModulesAreSet);
