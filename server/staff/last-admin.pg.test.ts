import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";

import { staffAccounts } from "../db/schema";
import { databaseWithOtherSession, waitingLocks } from "../../test-support/other-session";
import { changeRole, inviteStaff, setDisabled, StaffAccountError } from "./accounts";
import { commandLine } from "../kernel/audit/audit";

// PostgreSQL only: the two last admins each take the other's role away at the same moment.
const now = new Date("2026-11-23T04:30:00Z");
const database = databaseWithOtherSession();
beforeEach(async () => {
  await database.db.execute(sql`truncate staff_accounts, audit_log cascade`);
});

const admin = async (email: string) => {
  const { account } = await inviteStaff(database.db, commandLine, { email, name: "", role: "admin" }, now);
  return account;
};

const removals = {
  demotes: (actor: { id: string; email: string }, target: string) =>
    changeRole(database.db, actor, target, "sales", now),
  disables: (actor: { id: string; email: string }, target: string) =>
    setDisabled(database.db, actor, target, true, now),
};

it.each([
  ["demotes", "demotes"],
  ["disables", "demotes"],
  ["disables", "disables"],
] as const)("one admin %s the other while that one %s the first: one admin is left", async (first, second) => {
  const aditi = await admin("aditi@nexora.test");
  const vikram = await admin("vikram@nexora.test");
  // The audit log is held, so both changes have made their check and their update before either
  // commits: the moment two clicks reach the database together, made certain.
  await database.otherSession.query("begin");
  await database.otherSession.query("lock table audit_log in exclusive mode");
  const outcomes = Promise.allSettled([removals[first](aditi, vikram.id), removals[second](vikram, aditi.id)]);
  try {
    // Each waits: for the audit log, or (with the admins locked) for the other change.
    await expect.poll(() => waitingLocks(database.otherSession)).toBe(2);
  } finally {
    await database.otherSession.query("commit");
  }

  const refused = (await outcomes).filter((outcome) => outcome.status === "rejected");
  expect(refused).toHaveLength(1);
  expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(StaffAccountError);
  const admins = await database.db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, "admin"), isNull(staffAccounts.disabledAt)));
  expect(admins).toHaveLength(1);
});
