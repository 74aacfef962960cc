import { eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import type { DbOrTransaction } from "../../db/db";
import { RefusedError } from "../requests/outcome";

/**
 * Records whose public address (a slug) can change, and whose earlier addresses keep answering 301
 * to the current one (a blog post, a job): where the current address is, and where earlier ones
 * are kept, one row each, naming their record. An address belongs to one record, now or before.
 */
export type AddressBook = {
  current: { table: PgTable; address: PgColumn; owner: PgColumn };
  earlier: { table: PgTable; address: PgColumn; owner: PgColumn; at: PgColumn };
  /** The refusal of an address another record has, or had. */
  taken: (address: string) => string;
};

/**
 * Makes `address` free for `owner` (undefined: a record still to be written): refused when another
 * record has it or had it; one of its own earlier addresses is its address again, so no longer kept.
 */
export async function claimAddress(
  tx: DbOrTransaction,
  book: AddressBook,
  address: string,
  owner: string | undefined,
): Promise<void> {
  const [current] = await tx
    .select({ owner: book.current.owner })
    .from(book.current.table)
    .where(eq(book.current.address, address));
  const [earlier] = await tx
    .select({ owner: book.earlier.owner })
    .from(book.earlier.table)
    .where(eq(book.earlier.address, address));
  const holder = (current?.owner ?? earlier?.owner) as string | undefined;
  if (holder !== undefined && holder !== owner) throw new RefusedError(book.taken(address));
  if (earlier) await tx.delete(book.earlier.table).where(eq(book.earlier.address, address));
}

/** Keeps `address`, which `owner` has just left, as one of its earlier addresses. */
export async function keepEarlierAddress(
  tx: DbOrTransaction,
  book: AddressBook,
  address: string,
  owner: string,
  now: Date,
): Promise<void> {
  const { table, address: addressColumn, owner: ownerColumn, at } = book.earlier;
  const [name, ownerName, atName] = [addressColumn.name, ownerColumn.name, at.name].map((column) =>
    sql.identifier(column),
  );
  await tx.execute(
    sql`insert into ${table} (${name}, ${ownerName}, ${atName}) values (${address}, ${owner}, ${now.toISOString()}::timestamptz)
        on conflict (${name}) do update set ${ownerName} = excluded.${ownerName}, ${atName} = excluded.${atName}`,
  );
}

/** The record an earlier address belonged to, undefined when it never was one. */
export async function ownerOfEarlierAddress(
  tx: DbOrTransaction,
  book: AddressBook,
  address: string,
): Promise<string | undefined> {
  const [earlier] = await tx
    .select({ owner: book.earlier.owner })
    .from(book.earlier.table)
    .where(eq(book.earlier.address, address));
  return earlier?.owner as string | undefined;
}

/** Every earlier address of one record. */
export async function earlierAddressesOf(tx: DbOrTransaction, book: AddressBook, owner: string): Promise<string[]> {
  const rows = await tx
    .select({ address: book.earlier.address })
    .from(book.earlier.table)
    .where(eq(book.earlier.owner, owner));
  return rows.map((row) => row.address as string);
}
