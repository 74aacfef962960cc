// A public page's scripts start after its first paint (decision 059). React Router's
// <Scripts> preloads every module of the page from the head (rel=modulepreload, fetched at High
// priority) and imports its route modules statically from one inline module script; the first
// paint needs none of them (the HTML is the page, its critical CSS inline), yet a paint that comes
// after them is charged their download: on a phone's slow network that was FCP 1.7-2.0 s where the
// page alone painted in 0.7-1.3 s. This rewrite drops the preload links and makes the inline
// script wait for the first paint, then preload the same modules and import the route modules
// dynamically before it goes on exactly as React Router wrote it. The script is still inline and
// is hashed after this rewrite (server/plugins/inline-script-hashes.mjs), so the policy allows it.
// A page whose scripts are not in the shape React Router writes is left as it is.

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootstrapScript = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/g;
const staticRouteImport = /^import \* as (route\d+) from ("[^"]+");\n/gm;

/**
 * Resolves once the browser reports the page's first contentful paint: the paint's entry arrives
 * after the frame was shown, while a task queued from the frame's own callbacks (as this did
 * first) could run before a slow machine's compositor had shown it and start the downloads ahead
 * of the paint (27 ms ahead in a browser test on a loaded 2-core machine). A browser without paint
 * entries waits for the first frame instead; a hidden page paints nothing until it is shown, so it
 * starts at once rather than wait to be looked at; and the page starts after 3 s whatever happens,
 * so that a paint entry that never comes cannot leave it without its scripts.
 */
const afterFirstPaint = [
  "await new Promise(function(painted){",
  'if(document.visibilityState==="hidden")return painted();',
  "setTimeout(painted,3000);",
  "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];",
  'if(types.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(painted)});',
  'new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted()}}).observe({type:"paint",buffered:true})',
  "});",
].join("");

/**
 * Gives the main thread back before each preload link and before the imports: each link's request
 * is set up on the main thread, and seven with the imports made one task of 4-47 ms (a median of
 * 16-24 ms) right after the first paint in Lighthouse's mobile traces. `scheduler.yield()` resumes
 * ahead of other queued work; a browser without it waits for a timeout (the deepest few clamped to
 * 4 ms).
 */
const yieldToTheBrowser =
  "await(window.scheduler&&scheduler.yield?scheduler.yield():new Promise(function(next){setTimeout(next)}));";

/**
 * The same page with its module scripts started after its first paint.
 * @param {string} html
 * @returns {string}
 */
export function startScriptsAfterFirstPaint(html) {
  const scripts = [...html.matchAll(bootstrapScript)];
  if (scripts.length !== 1) return html;
  const [, , source = ""] = scripts[0] ?? [];
  const routeImports = [...source.matchAll(staticRouteImport)];
  if (!routeImports.length || !source.includes("window.__reactRouterRouteModules")) return html;

  const preloads = [...new Set([...html.matchAll(preloadLink)].map(([, href]) => href))];
  const names = routeImports.map(([, name]) => name).join(",");
  const imports = routeImports.map(([, , specifier]) => `import(${specifier})`).join(",");
  const started = [
    afterFirstPaint,
    // As the links did, so a route module's own imports are not found one round trip at a time.
    `for(const href of ${JSON.stringify(preloads)}){${yieldToTheBrowser}var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)}`,
    yieldToTheBrowser,
    `const [${names}]=await Promise.all([${imports}]);`,
    source.replace(staticRouteImport, ""),
  ].join("\n");
  return html
    .replace(preloadLink, "")
    .replace(bootstrapScript, (_whole, open, _source, close) => `${open}${started}${close}`);
}
