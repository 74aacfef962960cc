// How long a contact list of 50,000 rows takes: the upload (the file kept), the
// background reading of it, the dry run, the import and a re-import of the same
// file (every row an update), each once, on a database that starts empty, with the worker as the
// server runs it (500 rows a transaction).
//   npm run bench:import                                   (PGlite, in memory)
//   node scripts/with-postgres.mjs npm run bench:import    (PostgreSQL)
//   npm run bench:import -- --rows 10000                   (another size)
// Figures go in docs/performance.md ("Contact imports").
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";

import type { StaffMember } from "../domain/staff/staff";
import { openDb } from "../server/db/open-db";
import { staffAccounts } from "../server/db/schema";
import { diskFileStore } from "../server/kernel/storage/file-store";
import { contactImportDesk } from "../server/contacts/imports/import-desk";
import { workDueImports } from "../server/contacts/imports/import-worker";

const { values: options } = parseArgs({ options: { rows: { type: "string" } } });
const rows = Number(options.rows ?? 50_000);
const database = await openDb({ databaseUrl: process.env.DATABASE_URL, statementTimeoutMs: 10 * 60_000 });
const { db } = database;
const folder = await fs.mkdtemp(path.join(os.tmpdir(), "bench-import-"));
const files = diskFileStore(folder);
const clock = () => new Date();

const [account] = await db
  .insert(staffAccounts)
  .values({
    email: "seller@nexora.example",
    name: "Seller",
    role: "sales",
    createdAt: new Date(),
    joinedAt: new Date(),
  })
  .returning({ id: staffAccounts.id });
const member: StaffMember = { id: account!.id, email: "seller@nexora.example", name: "Seller", role: "sales" };
const desk = contactImportDesk({ db, clock, contactImportFiles: files, onContactImportQueued: () => {} }, member);

// A list as an event's export looks: an address, a name, a phone and a company per row, quoted where Excel quotes.
const list = new TextEncoder().encode(
  [
    "Email Address,First Name,Last Name,Mobile,Company",
    ...Array.from(
      { length: rows },
      (_, n) =>
        `visitor${n}@example${n % 50}.in,Visitor,Number ${n},+91 98${String(n).padStart(8, "0")},"Company ${n % 997}, Ltd"`,
    ),
  ].join("\r\n"),
);
const mapping = ["email", "firstName", "lastName", "phone", "company"] as const;

async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await step();
  console.log(`${label.padEnd(40)} ${((performance.now() - start) / 1000).toFixed(1).padStart(6)} s`);
  return result;
}

const ok = <T>(outcome: { ok: true; value: T } | { ok: false; message: string }): T => {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
};

async function importOnce(label: string) {
  const { id } = ok(
    await timed(`${label}: upload (keep the file)`, () => desk.upload({ name: "list.csv", content: list })),
  );
  await timed(`${label}: reading of the file`, () => workDueImports({ db, files, clock }));
  ok(await desk.check(id, { mapping: [...mapping], ownerId: null }));
  await timed(`${label}: dry run`, () => workDueImports({ db, files, clock }));
  ok(await desk.start(id));
  await timed(`${label}: import`, () => workDueImports({ db, files, clock }));
  const found = await desk.find(id);
  console.log(`${"".padEnd(40)} ${found?.created} created, ${found?.updated} updated, ${found?.refused} refused`);
}

console.log(`${rows.toLocaleString("en")} rows, ${(list.byteLength / 1024 / 1024).toFixed(1)} MB, on ${database.kind}`);
const whole = performance.now();
await importOnce("first import");
await importOnce("re-import");
console.log(`${"all of it".padEnd(40)} ${((performance.now() - whole) / 1000).toFixed(1).padStart(6)} s`);

await database.close();
await fs.rm(folder, { recursive: true, force: true });
