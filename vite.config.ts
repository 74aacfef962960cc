import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";

import { defineConfig } from "vite";

import { loadConfig } from "./server/config";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        rollupOptions: { output: { manualChunks: sharedChunk } },
      },
    },
  },
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~domain": fileURLToPath(new URL("./domain", import.meta.url)),
    },
  },
  define: {
    // Canonical and Open Graph URLs are absolute and prerendered pages are built
    // once, so the public origin is fixed at build time (scripts/start.mjs
    // rebuilds when it changes).
    __PUBLIC_SITE_URL__: JSON.stringify(loadConfig({ PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL }).publicSiteUrl),
  },
});

type ModuleInfo = { importers: readonly string[]; importedIds: readonly string[]; code: string | null } | null;
type GetModuleInfo = (id: string) => ModuleInfo;

/**
 * Three chunks for what pages share: React and React Router, the site's frame (the navigation,
 * footer and what they use) and the icons. Each request costs a phone a round trip over one of six
 * HTTP/1.1 connections, so a page should not start with a queue of one-kilobyte chunks.
 */
function sharedChunk(id: string, { getModuleInfo }: { getModuleInfo: GetModuleInfo }) {
  if (isFramework(id)) return "framework";
  // The client entry exports nothing, so the framework chunk becomes the entry itself instead of
  // importing it from a 200-byte file: one request less on every first load.
  if (id.endsWith("/app/entry.client.tsx")) return "framework";
  if (id.includes("node_modules/lucide-react/")) return "icons";
  if (isInSiteFrame(id, getModuleInfo) || isSmallCommonBlock(id, getModuleInfo)) return "site-frame";
  return undefined;
}

/**
 * A site-wide building block many pages share and too small to be worth a request of its own
 * (page-meta, button-link, use-is-client: 0.1-0.9 KB each, against 1.4 KB of response headers
 * apiece), so it rides with the frame that every page loads anyway.
 */
function isSmallCommonBlock(id: string, getModuleInfo: GetModuleInfo): boolean {
  const info = getModuleInfo(id);
  if (!/\/app\/(components|seo)\//.test(id) || !info || info.importers.length < 3) return false;
  if ((info.code?.length ?? Infinity) >= 2048) return false;
  // Whatever it imports joins it in the chunk, so only blocks built on the framework and the frame.
  return info.importedIds.every((imported) => isFramework(imported) || isInSiteFrame(imported, getModuleInfo));
}

const isFramework = (id: string) => /node_modules\/(react|react-dom|scheduler|react-router)\//.test(id);

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
  // A library the frame imports itself (the social icons' paths).
  return isImportedByFrameAppModule(id, getModuleInfo);
}
