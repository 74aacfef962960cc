// Which npm packages the server's builds (vite.config.ts for React Router's server build,
// scripts/bundle-server.mjs for the Fastify server) include in their own code, and which they import
// from node_modules at run time. The running image has only the production install
// (docs/deploy.md, "The image"), so the rule follows it: an import that Node would find at the top
// of node_modules, where that install holds the package, stays an import; anything else the server's
// code reaches is built in, resolved from its importer as Node would. A hand-kept list of the charts'
// parts (visx) once missed one (reduce-css-calc's reduce-function-call) and named another
// (balanced-match) that the production install holds in another major version: the image built but
// did not start.
//
// So `dependencies` in package.json are what the running server loads from node_modules, and a
// package the builds carry is a development dependency (docs/decisions/050-the-image-as-it-runs.md):
// the charts (visx brings @types/* packages as dependencies); the icons and the PDF viewer, which only
// the pages draw (51 MB, and 74 MB with pdfjs's native canvas, installed); date-fns, drizzle-orm and
// react-day-picker, whose hundreds of files and 190 KB package.json files cost every server start
// about 3.5 s of CPU when Node loaded them from node_modules (docs/performance.md, "Server start").
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Imported by the Fastify server only when it runs in development (server/plugins/web.ts, Vite's
 * middleware), never in the image: left to node_modules, where only the development install has them.
 */
export const developmentOnlyImports = ["vite", "@fastify/middie"];

const topLevelPackage = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/;

/**
 * The packages the image's production install puts at the top of node_modules, read from the
 * lockfile: all but those for development only, `dev` or `devOptional` (a build tool that a runtime
 * package names as an optional peer: Vite for the React Router adapter, TypeScript for React
 * Router). Optional runtime packages (sharp's build for the platform) are in.
 */
export function productionPackages(lockfile = JSON.parse(readFileSync("package-lock.json", "utf8"))) {
  const names = new Set();
  for (const [key, entry] of Object.entries(lockfile.packages)) {
    const name = topLevelPackage.exec(key)?.[1];
    if (name && !entry.dev && !entry.devOptional) names.add(name);
  }
  return names;
}

/** `pg` of `pg`, `@aws-sdk/client-s3` of `@aws-sdk/client-s3/dist/…`: null for a path, an alias or a built-in. */
export function packageOf(specifier) {
  if (/^(?:[./~]|node:)/.test(specifier)) return null;
  return specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
}

/**
 * Decides, for the server's builds, whether an import stays an import of node_modules at run time.
 * Node looks for a package in the node_modules folders from the importer's folder up: the import
 * stays only when that search ends at the top of the project's node_modules on a package the
 * production install holds. A copy nested under the importer (another major version) is built in.
 */
export function serverImportRule(root = process.cwd()) {
  const production = productionPackages(JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")));
  const topLevel = path.join(root, "node_modules");
  /** @param {string} specifier @param {string} importerDirectory */
  return function staysExternal(specifier, importerDirectory) {
    const name = packageOf(specifier);
    if (name === null || !production.has(name)) return false;
    for (let directory = importerDirectory; ; directory = path.dirname(directory)) {
      const modules = path.join(directory, "node_modules");
      if (existsSync(path.join(modules, name))) return modules === topLevel;
      if (path.dirname(directory) === directory) return false;
    }
  };
}
