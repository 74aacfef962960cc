// The flags the production server runs with: `npm start` (package.json) and the image (Dockerfile)
// name them, scripts/server-node-flags.test.ts holds those to this list, and `npm run bench:api`
// gives them to every server it measures, the ceilings included.
//
// --single-threaded-gc: V8 collects garbage on the main thread alone, with no helper threads
// (decision 069). Its default pool of four helper threads takes turns with the main thread whenever
// the server has a core or less to itself (a container with one CPU, WEB_CONCURRENCY workers on as
// many cores, the bench's pinned server): answers waited for the helpers' turn, and the p99 of
// the public GETs was 2-5 times the node:http ceiling's in the same turns (docs/performance.md,
// "The garbage collector on one thread").
export const serverNodeFlags = ["--single-threaded-gc"];
