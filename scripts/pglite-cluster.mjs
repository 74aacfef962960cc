// Part of `npm run build`: an empty PGlite cluster, dumped to build/pglite-cluster.tar.gz. The
// embedded database's first start loads it into DATA_DIR/db (server/db/open-db.ts) instead of
// creating the cluster, which PostgreSQL's initdb does in WebAssembly: most of a first start in the
// image, more on a busy machine. It holds no table and no row: the migrations and the seed run at the
// first start as before, on the day it happens. Written beside its place and renamed into it, so
// that a start never reads half a file.
import fs from "node:fs";

import { PGlite } from "@electric-sql/pglite";

const target = "build/pglite-cluster.tar.gz";
const cluster = new PGlite();
await cluster.waitReady;
const dump = await cluster.dumpDataDir("gzip");
await cluster.close();
fs.writeFileSync(`${target}.making`, Buffer.from(await dump.arrayBuffer()));
fs.renameSync(`${target}.making`, target);
console.log(`made an empty embedded database cluster: ${target}`);
