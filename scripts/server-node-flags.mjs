// The flags the production server runs with: `npm start` (package.json) and the image (Dockerfile)
// name them, scripts/server-node-flags.test.ts holds those to this list, and `npm run bench:api`
// and `npm run bench:memory` give them to every server they measure, the ceilings included.
//
// --single-threaded-gc: V8 collects garbage on the main thread alone, with no helper threads
// (decision 069). Its default pool of four helper threads takes turns with the main thread whenever
// the server has a core or less to itself (a container with one CPU, WEB_CONCURRENCY workers on as
// many cores, the bench's pinned server): answers waited for the helpers' turn, and the p99 of
// the public GETs was 2-5 times the node:http ceiling's in the same turns (docs/performance.md,
// "The garbage collector on one thread").
//
// --max-semi-space-size=8 and --max-old-space-size=256: the heap a 1 GB server holds whatever the
// machine (decision 078). V8 sizes both from the machine's memory: on the 24 GB machine the young
// generation reached 62 MB and the heap 296 MB committed for 90 MB live, and resident memory 452 MB
// on PostgreSQL under bench:memory's load. A young generation of 2 MB held less still, but collected
// it so often that the small JSON answers fell to half their rate (docs/performance.md, "Memory").
export const serverNodeFlags = ["--single-threaded-gc", "--max-semi-space-size=8", "--max-old-space-size=256"];

// The environment the production server runs with, named beside the flags the same way.
//
// MALLOC_ARENA_MAX=1: one malloc arena for every thread. glibc gives each thread that allocates
// (libuv's pool compressing and reading files, V8's compilers) an arena of its own, and freed memory
// stays in each: 20 to 40 MB of resident memory under bench:memory's load (decision 078).
export const serverEnvironment = { MALLOC_ARENA_MAX: "1" };
