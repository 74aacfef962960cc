// The npm packages the server's builds include in their own code rather than import from
// node_modules (vite.config.ts for React Router's server build, scripts/bundle-server.mjs for the
// Fastify server). Node's loader reads a package's package.json again for every file it loads from
// that package: date-fns and drizzle-orm have package.json files of about 190 KB and are made of
// hundreds of files (react-day-picker is here for the date-fns it imports), which cost every server
// start about 3.5 s of CPU and every staff command about 2 s (docs/performance.md, "Server start").
export const bundledIntoServer = ["date-fns", "drizzle-orm", "react-day-picker"];

/** The sales dashboard's charts (visx) and what they are made of, built into React Router's server build. */
export const chartPackages = [
  /^@visx\//,
  /^d3-/,
  "internmap",
  "delaunator",
  "robust-predicates",
  "classnames",
  "reduce-css-calc",
  "balanced-match",
  "math-expression-evaluator",
];
