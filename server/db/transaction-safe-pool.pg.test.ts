import net from "node:net";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";

import { createDatabaseOn } from "../../test-support/postgres-databases";
import type { Database } from "./db";
import { openDb } from "./open-db";

/**
 * A TCP relay in front of the test's PostgreSQL that can stop passing the server's answers on: a
 * server that has gone quiet, as in a network cut or a restart, while the connections stay open.
 */
async function quietableRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let quiet = false;
  const relay = net.createServer((client) => {
    const server = net.connect(Number(target.port), target.hostname);
    sockets.add(client).add(server);
    client.on("data", (chunk: Buffer) => server.write(chunk));
    server.on("data", (chunk: Buffer) => quiet || client.write(chunk));
    for (const [one, other] of [
      [client, server],
      [server, client],
    ] as const) {
      one.on("error", () => other.destroy());
      one.on("close", () => other.destroy());
    }
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String((relay.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    goQuiet: () => void (quiet = true),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
    },
  };
}

const selectOne = sql`select 1 as one`;

let created: Awaited<ReturnType<typeof createDatabaseOn>>;
let relay: Awaited<ReturnType<typeof quietableRelay>>;
let database: Database;

beforeAll(async () => {
  created = await createDatabaseOn(process.env.DATABASE_URL!);
});
beforeEach(async () => {
  relay = await quietableRelay(new URL(created.url));
  // A statement timeout of 0.2 s: the pool gives up on a quiet server after 2.2 s.
  database = await openDb({ databaseUrl: relay.url, migrate: false, statementTimeoutMs: 200, poolSize: 2 });
  await database.db.execute(selectOne);
  expect(database.poolStats!()).toEqual({ total: 1, idle: 1, waiting: 0 });
  return async () => {
    await relay.close();
    await database.close();
  };
});
afterAll(async () => {
  await created?.drop();
});

it("a transaction whose BEGIN gets no answer gives its connection back, and the pool can still end", async () => {
  relay.goQuiet();
  await expect(database.db.transaction((tx) => tx.execute(selectOne))).rejects.toThrow();
  // Drizzle sends BEGIN outside the block that releases the connection: without the pool's guard it
  // stays checked out for good, and the pool's end() waits for it.
  expect(database.poolStats!()).toEqual({ total: 0, idle: 0, waiting: 0 });
});

it("a connection whose statement ran out of time in a transaction is not handed out again", async () => {
  const failed = database.db.transaction(async (tx) => {
    await tx.execute(selectOne);
    relay.goQuiet();
    await tx.execute(selectOne);
  });
  await expect(failed).rejects.toThrow();
  // Drizzle releases it as healthy; its unanswered statements would meet the next request.
  expect(database.poolStats!()).toEqual({ total: 0, idle: 0, waiting: 0 });
});

it("a transaction that PostgreSQL refuses gives back a connection the next one uses", async () => {
  await expect(database.db.transaction((tx) => tx.execute(sql`select 1 / 0`))).rejects.toThrow();
  expect(database.poolStats!()).toEqual({ total: 1, idle: 1, waiting: 0 });
  const answer = (await database.db.transaction((tx) => tx.execute(selectOne))) as unknown as { rows: unknown[] };
  expect(answer.rows).toEqual([{ one: 1 }]);
  expect(database.poolStats!()).toEqual({ total: 1, idle: 1, waiting: 0 });
});
