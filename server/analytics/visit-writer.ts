import { randomUUID } from "node:crypto";

import { desc, inArray, sql } from "drizzle-orm";

import { visitIdleMinutes } from "../../domain/analytics/analytics";
import { indiaHourOf } from "../../domain/time/india-dates";
import type { Db } from "../db/db";
import { analyticsDirtyHours, analyticsPageViews, analyticsVisits } from "../db/schema";
import { longestPageMs, type VisitEvent } from "./counted-events";
import { pickColumns } from "../db/columns";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const idleMs = visitIdleMinutes * 60_000;

type VisitState = {
  id: string;
  startedAt: Date;
  lastSeenAt: Date;
  exitPath: string;
  pageViews: number;
  /** The row to insert, for a visit this batch began; else the stored row is updated. */
  newRow?: typeof analyticsVisits.$inferInsert;
};

type ViewState = { id: string; visitId: string; at: Date; path: string; durationMs: number | null; isNew: boolean };

/** The first key of the two-key advisory locks on visitor keys: apart from the site's other locks. */
const visitorLockSpace = 4_801_048;

/**
 * Two instances writing views of one visitor key at once would each find no open visit and both
 * begin one: a batch takes its keys' locks first, in one order, so batches of shared keys take
 * turns. A visitor key is a hash already: its first 32 bits are the lock's key.
 */
async function lockVisitorKeys(tx: Tx, keys: readonly string[]): Promise<void> {
  const lockKeys = [...new Set(keys.map((key) => Number.parseInt(key.slice(0, 8), 16) | 0))].sort((a, b) => a - b);
  const values = sql.join(
    lockKeys.map((key) => sql`(${key}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(${visitorLockSpace}, k) from (select k from (values ${values}) as v(k) order by k) as ordered`,
  );
}

const cappedMs = (ms: number) => Math.min(Math.max(0, Math.round(ms)), longestPageMs);

/** Marks the hours whose roll-ups must be made again. */
export async function markDirtyHours(tx: Tx, hours: Iterable<Date>): Promise<void> {
  const distinct = [...new Map([...hours].map((hour) => [hour.getTime(), hour])).values()];
  if (distinct.length === 0) return;
  await tx
    .insert(analyticsDirtyHours)
    .values(distinct.map((hour) => ({ hour })))
    .onConflictDoNothing();
}

/**
 * Writes a batch of events in one transaction: each view joins its visitor key's visit when the
 * key was seen less than `visitIdleMinutes` before, or begins a visit; the view before it gets the
 * time between them as its duration, and a leave gives the visit's latest view the time it was
 * seen. The hours the touched visits began in are marked for the roll-up.
 */
export async function writeEvents(db: Db, events: readonly VisitEvent[]): Promise<void> {
  if (events.length === 0) return;
  const inOrder = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  await db.transaction(async (tx) => {
    const keys = [...new Set(inOrder.map((event) => event.visitorKey))];
    await lockVisitorKeys(tx, keys);
    const visits = new Map<string, VisitState>();
    const latestViews = new Map<string, ViewState>();
    const stored = await tx
      .selectDistinctOn(
        [analyticsVisits.visitorKey],
        pickColumns(analyticsVisits, "id", "visitorKey", "startedAt", "lastSeenAt", "exitPath", "pageViews"),
      )
      .from(analyticsVisits)
      .where(inArray(analyticsVisits.visitorKey, keys))
      .orderBy(analyticsVisits.visitorKey, desc(analyticsVisits.lastSeenAt));
    for (const { visitorKey, ...visit } of stored) visits.set(visitorKey, visit);
    // Every visit this batch touches, including one it ended by starting another of the same key.
    const touched = new Set<VisitState>();
    const storedViewsChanged = new Set<ViewState>();
    if (stored.length > 0) {
      const views = await tx
        .selectDistinctOn(
          [analyticsPageViews.visitId],
          pickColumns(analyticsPageViews, "id", "visitId", "at", "path", "durationMs"),
        )
        .from(analyticsPageViews)
        .where(
          inArray(
            analyticsPageViews.visitId,
            stored.map((visit) => visit.id),
          ),
        )
        .orderBy(analyticsPageViews.visitId, desc(analyticsPageViews.at));
      for (const view of views) latestViews.set(view.visitId, { ...view, isNew: false });
    }

    const newViews: ViewState[] = [];
    const dirty: Date[] = [];
    for (const event of inOrder) {
      const visit = visits.get(event.visitorKey);
      if (event.kind === "leave") {
        const view = visit && latestViews.get(visit.id);
        if (!visit || !view || view.path !== event.path) continue;
        view.durationMs = cappedMs(event.visibleMs);
        if (!view.isNew) storedViewsChanged.add(view);
        dirty.push(indiaHourOf(visit.startedAt));
        continue;
      }
      let current: VisitState;
      if (visit && event.at.getTime() - visit.lastSeenAt.getTime() < idleMs) {
        current = visit;
        const previous = latestViews.get(visit.id);
        if (previous) {
          previous.durationMs = cappedMs(event.at.getTime() - previous.at.getTime());
          if (!previous.isNew) storedViewsChanged.add(previous);
        }
        current.exitPath = event.path;
        current.pageViews += 1;
        current.lastSeenAt = event.at;
      } else {
        const { kind: _kind, visitorKey, at, path, ...origin } = event;
        const id = randomUUID();
        current = {
          id,
          startedAt: at,
          lastSeenAt: at,
          exitPath: path,
          pageViews: 1,
          // The key is the day's: any visit of it before this one was the same day's.
          newRow: {
            id,
            visitorKey,
            firstOfDay: !visit,
            startedAt: at,
            lastSeenAt: at,
            entryPath: path,
            exitPath: path,
            ...origin,
          },
        };
        visits.set(visitorKey, current);
      }
      touched.add(current);
      const view: ViewState = {
        id: randomUUID(),
        visitId: current.id,
        at: event.at,
        path: event.path,
        durationMs: null,
        isNew: true,
      };
      newViews.push(view);
      latestViews.set(current.id, view);
      dirty.push(indiaHourOf(current.startedAt));
    }

    const began = [...touched].filter((visit) => visit.newRow);
    if (began.length > 0) {
      await tx
        .insert(analyticsVisits)
        .values(
          began.map(({ newRow, exitPath, pageViews, lastSeenAt }) => ({ ...newRow!, exitPath, pageViews, lastSeenAt })),
        );
    }
    for (const visit of touched) {
      if (visit.newRow) continue;
      await tx
        .update(analyticsVisits)
        .set({ exitPath: visit.exitPath, pageViews: visit.pageViews, lastSeenAt: visit.lastSeenAt })
        .where(sql`${analyticsVisits.id} = ${visit.id}`);
    }
    if (newViews.length > 0) {
      await tx
        .insert(analyticsPageViews)
        .values(newViews.map(({ id, visitId, at, path, durationMs }) => ({ id, visitId, at, path, durationMs })));
    }
    // Of a stored visit only its latest view can change, and only its duration.
    for (const view of storedViewsChanged) {
      await tx
        .update(analyticsPageViews)
        .set({ durationMs: view.durationMs })
        .where(sql`${analyticsPageViews.id} = ${view.id}`);
    }
    await markDirtyHours(tx, dirty);
  });
}
