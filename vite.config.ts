import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { defineConfig, type Plugin } from "vite";

import { loadConfig } from "./server/config.ts";
import { packageOf, serverImportRule } from "./scripts/bundled-into-server.mjs";

export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    lucideIconsByFile(),
    serverImportsOfTheProductionInstall(),
    compiledWhileStreaming(),
  ],
  environments: {
    client: {
      build: {
        rollupOptions: { output: { manualChunks: sharedChunk } },
      },
    },
  },
  // The server's build imports from node_modules only what the production install holds there; the
  // rest (the back office's charts among it) is built in: serverImportsOfTheProductionInstall. The
  // development server loads every package from the full install.
  ssr: command === "build" ? { noExternal: true } : {},
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~domain": fileURLToPath(new URL("./domain", import.meta.url)),
      "~contracts": fileURLToPath(new URL("./contracts", import.meta.url)),
    },
  },
  define: {
    // Canonical and Open Graph URLs are absolute and prerendered pages are built
    // once, so the public origin is fixed at build time (scripts/start.mjs
    // rebuilds when it changes).
    __PUBLIC_SITE_URL__: JSON.stringify(loadConfig({ PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL }).publicSiteUrl),
  },
}));

/**
 * Leaves an import of the server's build to node_modules where Node, looking from the importer,
 * would find the package the production install holds (scripts/bundled-into-server.mjs); with
 * `ssr.noExternal`, everything else is built in.
 */
function serverImportsOfTheProductionInstall(): Plugin {
  const staysExternal = serverImportRule();
  return {
    name: "server-imports-of-the-production-install",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      // A query (`?url`) asks Vite for something made of the file: Vite's own business.
      if (this.environment.config.consumer !== "server" || source.includes("?") || packageOf(source) === null)
        return null;
      // React Router's virtual modules (the server entry) import as the project itself does.
      const directory = importer && path.isAbsolute(importer) ? path.dirname(importer) : process.cwd();
      return staysExternal(source, directory) ? { id: source, external: true } : null;
    },
  };
}

/**
 * Marks the chunks every public page runs as it hydrates, the framework (React and React Router),
 * the client entry (React DOM: isHydration) and the site's frame, with the comment
 * that asks Chrome (136 and later) to compile all their functions on the thread that streams the
 * file in, instead of each on the main thread when hydration first calls it: 140-185 ms of the main
 * thread's work after the first paint of / and /faq here, 37-42 ms with the comment (docs/performance.md,
 * "Compiled while streaming"). Other browsers ignore it.
 *
 * V8 reads it only before the file's first token, so it goes in after Vite has put its
 * `__vite__mapDeps` line at the top (like that line, after the file names' hashes were taken: the
 * comment changes nothing the page does). The client build writes no source maps to shift.
 */
function compiledWhileStreaming(): Plugin {
  const chunks = new Set(["framework", "entry.client", "site-frame"]);
  return {
    name: "compiled-while-streaming",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle))
          if (output.type === "chunk" && chunks.has(output.name))
            output.code = `//# allFunctionsCalledOnLoad\n${output.code}`;
      },
    },
  };
}

type ModuleInfo = { importers: readonly string[]; importedIds: readonly string[]; code: string | null } | null;
type GetModuleInfo = (id: string) => ModuleInfo;

/**
 * Chunks for what pages share: React and React Router, the site's frame (the navigation, footer and
 * what they use, with the icons several pages draw) and the Radix building blocks of the pages that
 * use Radix components. Each request costs a phone a round trip over one of six HTTP/1.1
 * connections, so a page should not start with a queue of one-kilobyte chunks.
 */
function sharedChunk(id: string, { getModuleInfo }: { getModuleInfo: GetModuleInfo }) {
  if (isHydration(id)) return "hydration";
  if (isFramework(id)) return "framework";
  if (isInSiteFrame(id, getModuleInfo) || isSmallCommonBlock(id, getModuleInfo) || isSharedIcon(id, getModuleInfo))
    return "site-frame";
  if (isSharedRadixBlock(id, getModuleInfo)) return "radix";
  return undefined;
}

/**
 * A building block of the public site that two or more routes share, too small to be worth a
 * request of its own (page-meta, button-link, use-is-client, the blog's post addresses, the person
 * fields' rules, the way back to the careers page, the careers' offices and departments: 0.03-1.8 KB
 * each, against 0.5 KB of response headers apiece and a phone's six connections), so it rides with
 * the frame that every page loads anyway.
 */
function isSmallCommonBlock(id: string, getModuleInfo: GetModuleInfo): boolean {
  const known = smallCommonBlocks.get(id);
  if (known !== undefined) return known;
  smallCommonBlocks.set(id, false); // import cycles end here
  const info = getModuleInfo(id);
  const small =
    // Scripts only: a stylesheet in the frame's chunk would block every page's first paint.
    /\/(app|domain)\/.*\.tsx?$/.test(id) &&
    isAppModule(id) &&
    !isBackOfficeModule(id) &&
    routeOf(id) === undefined &&
    info !== null &&
    isSharedByRoutes(id, getModuleInfo) &&
    (info.code?.length ?? Infinity) < 2048 &&
    // Whatever it imports joins it in the chunk, so only blocks built on the framework, the frame
    // and other such blocks (the case studies' structured data on page-meta).
    info.importedIds.every(
      (imported) =>
        isFramework(imported) || isInSiteFrame(imported, getModuleInfo) || isSmallCommonBlock(imported, getModuleInfo),
    );
  smallCommonBlocks.set(id, small);
  return small;
}

const smallCommonBlocks = new Map<string, boolean>();

/**
 * An icon (0.1-0.3 KB) that two or more routes draw, one of them public: too small for a request of
 * its own, so it rides with the frame. An icon one route draws goes with that route's chunk, and
 * the back office's own icons stay with the back office.
 */
const isSharedIcon = (id: string, getModuleInfo: GetModuleInfo) =>
  id.includes("/node_modules/lucide-react/dist/esm/icons/") && isSharedByRoutes(id, getModuleInfo);

/** Two or more routes reach it, one of them public: left alone, it would be a chunk of its own. */
function isSharedByRoutes(id: string, getModuleInfo: GetModuleInfo): boolean {
  const routes = [...routesReaching(id, getModuleInfo)];
  return routes.length >= 2 && routes.some((route) => !isBackOfficeModule(route));
}

const routeOf = (id: string) => /\/app\/routes\/[^?]+/.exec(id)?.[0];

const reachingRoutes = new Map<string, Set<string>>();

/** The route modules whose static imports lead to a module. */
function routesReaching(id: string, getModuleInfo: GetModuleInfo): Set<string> {
  const known = reachingRoutes.get(id);
  if (known !== undefined) return known;
  const routes = new Set<string>();
  reachingRoutes.set(id, routes); // import cycles end here
  const route = routeOf(id);
  if (route !== undefined) routes.add(route);
  else
    for (const importer of getModuleInfo(id)?.importers ?? [])
      for (const reaching of routesReaching(importer, getModuleInfo)) routes.add(reaching);
  return routes;
}

const isBackOfficeModule = (id: string) => /\/app\/(features|routes)\/admin\//.test(id);

const radixPackage = (id: string) => /\/node_modules\/@radix-ui\/([^/]+)\//.exec(id)?.[1];

/**
 * The Radix building blocks that several Radix components share (primitive, context, presence,
 * collection...): one chunk, where Rollup would cut them into three or four small ones by which
 * components use which.
 */
function isSharedRadixBlock(id: string, getModuleInfo: GetModuleInfo): boolean {
  if (radixPackage(id) === undefined) return false;
  const importingPackages = new Set(getModuleInfo(id)?.importers.map(radixPackage).filter(Boolean));
  return importingPackages.size > 1;
}

const isFramework = (id: string) => /node_modules\/(react|react-router)\//.test(id);

/**
 * What only hydration needs: the client entry, React DOM with its scheduler, and React Router's DOM
 * half (HydratedRouter). Route modules need React and React Router alone, so this chunk is run by
 * React Router's `import()` of the entry, after the route modules, in a task of its own: React
 * DOM's evaluation (and, under Lighthouse's trace, V8's re-reading of its 200 KB wrapper function
 * for source positions) no longer lengthens the task that runs the page's modules. The entry exports
 * nothing, so the chunk becomes the entry itself instead of importing it from a 200-byte file.
 */
const isHydration = (id: string) =>
  id.endsWith("/app/entry.client.tsx") ||
  /node_modules\/(react-dom|scheduler)\//.test(id) ||
  /node_modules\/react-router\/dist\/[^/]+\/(dom-export\.js|lib\/dom-export\/|lib\/rsc\/)/.test(id);

const isAppModule = (id: string) => !id.includes("/node_modules/");

const frameAppModules = new Map<string, boolean>();

/** The root route and the app modules it reaches through static imports (libraries' barrels aside). */
function isFrameAppModule(id: string, getModuleInfo: GetModuleInfo): boolean {
  const known = frameAppModules.get(id);
  if (known !== undefined) return known;
  frameAppModules.set(id, false); // import cycles end here
  const member = id.endsWith("/app/root.tsx") || isImportedByFrameAppModule(id, getModuleInfo);
  frameAppModules.set(id, member);
  return member;
}

const isImportedByFrameAppModule = (id: string, getModuleInfo: GetModuleInfo) =>
  (getModuleInfo(id)?.importers ?? []).some(
    (importer) => isAppModule(importer) && isFrameAppModule(importer, getModuleInfo),
  );

function isInSiteFrame(id: string, getModuleInfo: GetModuleInfo): boolean {
  if (isAppModule(id)) return isFrameAppModule(id, getModuleInfo);
  // A library the frame imports itself (the frame's lucide icons).
  return isImportedByFrameAppModule(id, getModuleInfo);
}

/**
 * Rewrites `import { ChevronDown } from "lucide-react"` in the site's code (as esbuild prints it) to
 * `import ChevronDown from "lucide-react/icons/chevron-down"`. Through lucide's barrel, every icon the
 * site draws anywhere followed whichever chunk took the barrel, so all 59 rode on every page; with one
 * module per icon, each joins the chunk of the code that draws it.
 */
function lucideIconsByFile(): Plugin {
  // One line per icon, with its aliases:
  // export { default as CheckCircle2, default as CircleCheck, ... } from './icons/circle-check.mjs';
  const barrel = readFileSync("node_modules/lucide-react/dist/esm/lucide-react.mjs", "utf8");
  const iconFiles = new Map<string, string>();
  for (const [, names = "", file = ""] of barrel.matchAll(/export \{ (.+) \} from '\.\/icons\/([\w-]+)\.mjs';/g)) {
    for (const [, name = ""] of names.matchAll(/default as (\w+)/g)) iconFiles.set(name, file);
  }
  const iconImport = (specifier: string) => {
    const [name = "", local = name] = specifier.trim().split(/\s+as\s+/);
    const file = iconFiles.get(name);
    return file && `import ${local} from "lucide-react/icons/${file}";`;
  };
  return {
    name: "lucide-icons-by-file",
    apply: "build",
    transform(code, id) {
      if (id.includes("/node_modules/")) return undefined;
      return code.replace(/import \{([^}]*)\} from "lucide-react";/g, (statement, specifiers: string) => {
        const imports = specifiers.split(",").map(iconImport);
        // Anything else than icons (a type, the provider) keeps the barrel.
        return imports.every(Boolean) ? imports.join("") : statement;
      });
    },
  };
}
