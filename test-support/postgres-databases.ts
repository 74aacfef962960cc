import { randomBytes } from "node:crypto";

import pg from "pg";

/**
 * A new database on the PostgreSQL server at `serverUrl`, empty or a copy of `template`; `drop()`
 * removes it, connections and all.
 */
export async function createDatabaseOn(
  serverUrl: string,
  { template }: { template?: string | undefined } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const copy = template ? ` template ${template}` : "";
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}${copy}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withAdminClient(serverUrl, (client) => client.query(`drop database ${name} with (force)`)),
  };
}

async function withAdminClient(serverUrl: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
