// Compiles the Fastify server (server/main.ts and what it imports) into
// build/node/main.js, and the staff command line into build/node/staff-cli.js (the browser
// tests' server creates its accounts with it); npm packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts", "server/staff-cli.ts"],
  outdir: "build/node",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
