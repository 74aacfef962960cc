import { and, asc, eq, gte, sql } from "drizzle-orm";

import { indiaDateOf, type IsoDate } from "../../domain/time/india-dates";
import {
  slugOfName,
  specificationHours,
  weekdayNames,
  type ConsultantRules,
  type DayHours,
  type WeeklyHours,
} from "../../domain/consultants/consultant-schedule";
import { callPriorityLabels, serviceTitle, type RoutingChoice } from "../../domain/consultants/call-routing";
import type { Db, DbOrTransaction } from "../db/db";
import { isUniqueViolation } from "../db/errors";
import { consultantDateOverrides, consultants, staffAccounts } from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";
import { changing } from "../kernel/changes/public-changes";
import { audit, type Actor } from "../kernel/audit/audit";
import type { Consultant } from "./availability";

export type ConsultantOverride = { date: IsoDate; hours: DayHours };

/** Every consultant, active first, by name. */
export async function listConsultants(db: DbOrTransaction): Promise<Consultant[]> {
  return db
    .select()
    .from(consultants)
    .orderBy(sql`${consultants.active} desc`, asc(consultants.name));
}

export async function findConsultant(db: DbOrTransaction, id: string): Promise<Consultant | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const [row] = await db.select().from(consultants).where(eq(consultants.id, id));
  return row;
}

export async function consultantBySlug(db: DbOrTransaction, slug: string): Promise<Consultant | undefined> {
  const [row] = await db
    .select()
    .from(consultants)
    .where(and(eq(consultants.slug, slug), eq(consultants.active, true)));
  return row;
}

export async function consultantOfAccount(db: DbOrTransaction, staffAccountId: string) {
  const [row] = await db.select().from(consultants).where(eq(consultants.staffAccountId, staffAccountId));
  return row;
}

/** The overrides from today on, soonest first. */
export async function upcomingOverrides(db: DbOrTransaction, id: string, now: Date): Promise<ConsultantOverride[]> {
  return db
    .select({ date: consultantDateOverrides.date, hours: consultantDateOverrides.hours })
    .from(consultantDateOverrides)
    .where(and(eq(consultantDateOverrides.consultantId, id), gte(consultantDateOverrides.date, indiaDateOf(now))))
    .orderBy(asc(consultantDateOverrides.date));
}

const auditConsultant = (
  tx: DbOrTransaction,
  actor: Actor,
  consultant: Pick<Consultant, "id" | "name">,
  action: string,
  summary: string,
  now: Date,
  details: Record<string, unknown> = {},
) =>
  audit(tx, actor, now, {
    action,
    subjectType: "consultant",
    subjectId: consultant.id,
    summary: `${consultant.name}: ${summary}`,
    details,
  });

/** A link name no other consultant has: the name's, then with a number. */
async function freeSlug(tx: DbOrTransaction, name: string): Promise<string> {
  const base = slugOfName(name);
  const taken = new Set(
    (await tx.select({ slug: consultants.slug }).from(consultants)).map((row) => row.slug).filter(Boolean),
  );
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}

/**
 * A staff account starts taking demo calls: a consultant with the specification's hours, their
 * name and address, and a personal booking page; or the one they had, active again.
 */
export async function startTakingCalls(db: Db, actor: Actor, staffAccountId: string, now: Date): Promise<Consultant> {
  return changing(db, "calendar", async (tx) => {
    const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, staffAccountId));
    if (!account || account.disabledAt) throw new RefusedError("This account does not exist or is disabled.");
    const existing = await consultantOfAccount(tx, staffAccountId);
    if (existing) {
      const [row] = await tx
        .update(consultants)
        .set({ active: true, updatedAt: now })
        .where(eq(consultants.id, existing.id))
        .returning();
      await auditConsultant(tx, actor, row!, "consultant.activate", "takes demo calls again", now);
      return row!;
    }
    const name = account.name || account.email.split("@")[0]!;
    const [row] = await tx
      .insert(consultants)
      .values({
        staffAccountId,
        name,
        slug: await freeSlug(tx, name),
        email: account.email,
        weeklyHours: specificationHours,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await auditConsultant(tx, actor, row!, "consultant.create", "takes demo calls", now);
    return row!;
  });
}

/** Takes a consultant off the calendar; their booked calls stay theirs. */
export async function stopTakingCalls(db: Db, actor: Actor, id: string, now: Date): Promise<void> {
  await changing(db, "calendar", async (tx) => {
    const [row] = await tx
      .update(consultants)
      .set({ active: false, updatedAt: now })
      .where(eq(consultants.id, id))
      .returning();
    if (!row) throw new RefusedError("This consultant no longer exists.");
    await auditConsultant(tx, actor, row, "consultant.deactivate", "no longer takes demo calls", now);
  });
}

const describeHours = (hours: DayHours) =>
  hours.length === 0 ? "off" : hours.map(([from, to]) => `${from}–${to}`).join(", ");

export type ScheduleChange = Pick<
  ConsultantRules,
  "bufferBeforeMinutes" | "bufferAfterMinutes" | "minimumNoticeMinutes" | "maxCallsPerDay"
> & { weeklyHours: WeeklyHours; name: string; slug: string };

/** Saves the weekly hours, the limits, the name and the personal page's link name. */
export async function saveSchedule(db: Db, actor: Actor, id: string, change: ScheduleChange, now: Date) {
  try {
    await changing(db, "calendar", async (tx) => {
      const [row] = await tx
        .update(consultants)
        .set({ ...change, updatedAt: now })
        .where(eq(consultants.id, id))
        .returning();
      if (!row) throw new RefusedError("This consultant no longer exists.");
      const week = change.weeklyHours.map((hours, day) => `${weekdayNames[day]} ${describeHours(hours)}`).join("; ");
      await auditConsultant(tx, actor, row, "consultant.schedule", `schedule saved (${week})`, now, { ...change });
    });
  } catch (error) {
    if (isUniqueViolation(error, "consultants_slug_unique"))
      throw new RefusedError("Another consultant's page already has this link name. Please choose another.");
    throw error;
  }
}

/** The services a consultant covers, their weight and their priority: which calls "any consultant" gives them. */
export async function saveRouting(db: Db, actor: Actor, id: string, choice: RoutingChoice, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(consultants)
      .set({ services: choice.services, callWeight: choice.weight, callPriority: choice.priority, updatedAt: now })
      .where(eq(consultants.id, id))
      .returning();
    if (!row) throw new RefusedError("This consultant no longer exists.");
    const covers = choice.services.map(serviceTitle).join(", ");
    const summary = `covers ${covers}; ${choice.weight}% of a full share of calls; offered calls: ${callPriorityLabels[choice.priority]}`;
    await auditConsultant(tx, actor, row, "consultant.routing", summary, now, { ...choice });
  });
}

/** Other hours on one date, or a day off (no hours); replaces an earlier override of the date. */
export async function setOverride(
  db: Db,
  actor: Actor,
  id: string,
  override: ConsultantOverride,
  now: Date,
): Promise<void> {
  if (override.date < indiaDateOf(now)) throw new RefusedError("This date has already passed.");
  await changing(db, "calendar", async (tx) => {
    const consultant = await findConsultant(tx, id);
    if (!consultant) throw new RefusedError("This consultant no longer exists.");
    await tx
      .insert(consultantDateOverrides)
      .values({ consultantId: id, ...override, createdAt: now })
      .onConflictDoUpdate({
        target: [consultantDateOverrides.consultantId, consultantDateOverrides.date],
        set: { hours: override.hours, createdAt: now },
      });
    const what = override.hours.length === 0 ? "a day off" : `hours ${describeHours(override.hours)}`;
    await auditConsultant(tx, actor, consultant, "consultant.override", `${what} on ${override.date}`, now, override);
  });
}

export async function removeOverride(db: Db, actor: Actor, id: string, date: IsoDate, now: Date): Promise<void> {
  await changing(db, "calendar", async (tx) => {
    const consultant = await findConsultant(tx, id);
    const removed = await tx
      .delete(consultantDateOverrides)
      .where(and(eq(consultantDateOverrides.consultantId, id), eq(consultantDateOverrides.date, date)))
      .returning();
    if (!consultant || removed.length === 0) throw new RefusedError("This date has no other hours any more.");
    await auditConsultant(tx, actor, consultant, "consultant.override-remove", `usual hours again on ${date}`, now, {
      date,
    });
  });
}
