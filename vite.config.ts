import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";

import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        // Fewer, larger requests for what every page loads: on a phone's HTTP/1.1 connections dozens
        // of one-icon chunks each pay for a request and its headers.
        rollupOptions: { output: { manualChunks: sharedChunk } },
      },
    },
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: {
    // Canonical and Open Graph URLs are absolute and prerendered pages are built
    // once, so the public origin is fixed at build time (scripts/start.mjs
    // rebuilds when it changes).
    __PUBLIC_SITE_URL__: JSON.stringify(process.env.PUBLIC_SITE_URL ?? "http://127.0.0.1:3000"),
  },
});

function sharedChunk(id: string) {
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return "framework";
  if (id.includes("node_modules/lucide-react/")) return "icons";
  return undefined;
}
