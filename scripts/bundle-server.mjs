// Compiles the Fastify server (server/main.ts and what it imports) into
// build/node/main.js, the staff command line into build/node/staff-cli.js (the browser
// tests' server creates its accounts with it), and the calendar reader's worker into
// build/node/calendar-reader-worker.js, beside the bundle that starts it
// (server/consultants/calendar-reader.ts); npm packages the production install holds stay
// external, and so do the development server's own tools; the rest is built in
// (scripts/bundled-into-server.mjs).
import { build } from "esbuild";

import { developmentOnlyImports, packageOf, serverImportRule } from "./bundled-into-server.mjs";

/** A bare import (`pg`, `@aws-sdk/client-s3/…`, `node:fs`): not a relative path or an alias (`~/`). */
const bareImport = /^[^./~]/;
const staysExternal = serverImportRule();

await build({
  entryPoints: ["server/main.ts", "server/staff-cli.ts", "server/consultants/calendar-reader-worker.ts"],
  outdir: "build/node",
  entryNames: "[name]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "external-packages",
      setup(esbuild) {
        esbuild.onResolve({ filter: bareImport }, ({ path, kind, resolveDir }) =>
          kind !== "entry-point" &&
          (developmentOnlyImports.includes(packageOf(path)) || staysExternal(path, resolveDir))
            ? { path, external: true }
            : undefined,
        );
      },
    },
  ],
});
