import { desc, eq, inArray, sql } from "drizzle-orm";

import {
  subscriberImportNotesMax,
  type SubscriberImportNote,
  type SubscriberImportReport,
} from "../../contracts/newsletter";
import { csvListRefusals } from "../../domain/forms/csv-lists";
import { plainFileName } from "../../domain/forms/file-names";
import type { NewsletterTopic } from "../../domain/newsletter/newsletter";
import {
  chooseImportFileMessage,
  importColumnsOf,
  importRowJudge,
  importRowNumber,
  subscriberImportKind,
  type ImportedSubscriber,
  type SubscriberImportForm,
} from "../../domain/newsletter/subscriber-import";
import { indiaTimestamp } from "../../domain/time/india-dates";
import type { Db, DbOrTransaction } from "../db/db";
import { isUniqueViolation } from "../db/errors";
import { newsletterSubscribers } from "../db/schema";
import { audit, type Actor } from "../kernel/audit/audit";
import { listRecords, recordText } from "../kernel/lists/csv-list-file";
import { RefusedError } from "../kernel/requests/outcome";
import { newToken, tokenHash } from "../kernel/secrets/tokens";
import { aboutNewsletter } from "../outbox/about";
import { deleteEmailsAbout } from "../outbox/outbox-deletion";

/*
 * Subscribers brought in from another service's list, their consent confirmed there (decision 077):
 * a bounded file, read and imported while the editor waits, in one transaction. Nobody it
 * subscribes is sent anything, and an address known here is never subscribed again against what it
 * said here: an unsubscribed or suppressed address stays so.
 */

const subscribers = newsletterSubscribers;

export const importedMeanwhileMessage =
  "Someone confirmed their subscription to an address of this file while it was being imported, so nothing was imported. Please import the file again.";

/** Addresses looked up, and rows written, a statement at a time. */
const batchSize = 1_000;

type Taken = ImportedSubscriber & { row: number };

/** The file's rows: those taken, and those refused with why, after its header was found to name the columns. */
async function readFile(content: Uint8Array, now: Date) {
  if (content.byteLength === 0) throw new RefusedError(chooseImportFileMessage);
  // Refused before a byte is parsed; what is not a CSV file, listRecords refuses as it starts.
  if (content.byteLength > subscriberImportKind.bytes)
    throw new RefusedError(csvListRefusals(subscriberImportKind).tooLarge);
  const taken: Taken[] = [];
  const refused: SubscriberImportNote[] = [];
  let judge: ReturnType<typeof importRowJudge> | undefined;
  let index = -1;
  for await (const record of listRecords(content, subscriberImportKind)) {
    const cells = recordText(record);
    if (!judge) {
      const columns = importColumnsOf(cells.map((cell) => cell.trim()));
      if ("refused" in columns) throw new RefusedError(columns.refused);
      judge = importRowJudge(columns, now);
      continue;
    }
    index += 1;
    const verdict = judge(cells, index);
    const row = importRowNumber(index);
    if ("subscriber" in verdict) taken.push({ ...verdict.subscriber, row });
    else refused.push({ row, email: verdict.email, outcome: "refused", reason: verdict.reason });
  }
  return { taken, refused, rows: index + 1 };
}

const ofAddresses = (keys: string[]) => inArray(sql`lower(${subscribers.email})`, keys);

/** Why a known address was left as it was. */
function leftAsItWas(own: { state: string; unsubscribedAt: Date | null }): string {
  if (own.state === "subscribed") return "Subscribed already: left as it is";
  if (own.state === "suppressed") return "Suppressed (never mailed again): left suppressed";
  const when = own.unsubscribedAt ? ` on ${indiaTimestamp(own.unsubscribedAt)} India time` : "";
  return `Unsubscribed${when}: left unsubscribed, as they asked`;
}

type Counted = { added: number; confirmed: number; known: SubscriberImportNote[] };

/** One batch of taken rows, in the caller's transaction. */
async function importBatch(tx: DbOrTransaction, batch: Taken[], source: string, now: Date): Promise<Counted> {
  const keyOf = (email: string) => email.toLowerCase();
  const known = await tx
    .select({
      id: subscribers.id,
      email: subscribers.email,
      state: subscribers.state,
      topics: subscribers.topics,
      unsubscribedAt: subscribers.unsubscribedAt,
    })
    .from(subscribers)
    .where(ofAddresses(batch.map((one) => keyOf(one.email))))
    // The newest sign-up first: a waiting address's newest is the one subscribed.
    .orderBy(desc(subscribers.createdAt))
    .for("update");
  const counted: Counted = { added: 0, confirmed: 0, known: [] };
  const fresh: Taken[] = [];
  const waitingIds: string[] = [];
  for (const one of batch) {
    const rows = known.filter((row) => keyOf(row.email) === keyOf(one.email));
    const own = rows.find((row) => row.state !== "pending");
    if (own) {
      counted.known.push({ row: one.row, email: one.email, outcome: "known", reason: leftAsItWas(own) });
      continue;
    }
    const waiting = rows[0];
    if (!waiting) {
      fresh.push(one);
      continue;
    }
    // A sign-up waiting here takes the file's confirmation; its own topics, when the file gives none.
    await tx
      .update(subscribers)
      .set({
        state: "subscribed",
        confirmedAt: one.confirmedAt,
        consentSource: source,
        topics: one.topics.length > 0 ? one.topics : (waiting.topics as NewsletterTopic[]),
      })
      .where(eq(subscribers.id, waiting.id));
    waitingIds.push(waiting.id);
    counted.confirmed += 1;
  }
  // Its confirmation e-mail, if still waiting in the outbox, asks for what is given now.
  await deleteEmailsAbout(tx, waitingIds.map(aboutNewsletter));
  if (fresh.length > 0) {
    await tx.insert(subscribers).values(
      fresh.map((one) => ({
        email: one.email,
        state: "subscribed" as const,
        topics: one.topics,
        // A link nobody holds: an imported address is sent no confirmation.
        confirmTokenHash: tokenHash(newToken()),
        createdAt: now,
        confirmedAt: one.confirmedAt,
        consentSource: source,
      })),
    );
    counted.added += fresh.length;
  }
  return counted;
}

/**
 * Imports the file's subscribers as `actor`, audited, and answers what became of each row. A file
 * that cannot be read, or whose header names no address or confirmation column, is refused whole
 * with nothing changed.
 */
export async function importSubscribers(
  db: Db,
  actor: Actor,
  form: SubscriberImportForm,
  file: { name: string; content: Uint8Array },
  now: Date,
): Promise<SubscriberImportReport> {
  const fileName = plainFileName(file.name, { fallback: "subscribers.csv" });
  const { taken, refused, rows } = await readFile(file.content, now);
  try {
    return await db.transaction(async (tx) => {
      const counted: Counted = { added: 0, confirmed: 0, known: [] };
      for (let at = 0; at < taken.length; at += batchSize) {
        const batch = await importBatch(tx, taken.slice(at, at + batchSize), form.source, now);
        counted.added += batch.added;
        counted.confirmed += batch.confirmed;
        counted.known.push(...batch.known);
      }
      const report: SubscriberImportReport = {
        fileName,
        source: form.source,
        rows,
        added: counted.added,
        confirmed: counted.confirmed,
        known: counted.known.length,
        refused: refused.length,
        notes: [...counted.known, ...refused].sort((a, b) => a.row - b.row).slice(0, subscriberImportNotesMax),
      };
      await audit(tx, actor, now, {
        action: "newsletter.subscribers-import",
        subjectType: "newsletter-subscribers",
        subjectId: "import",
        summary: `Imported newsletter subscribers from ${fileName} (source: ${form.source}): ${report.added} added, ${report.confirmed} waiting ones subscribed, ${report.known} known left as they were, ${report.refused} refused.`,
        details: {
          fileName,
          source: form.source,
          rows,
          added: report.added,
          confirmed: report.confirmed,
          known: report.known,
          refused: report.refused,
        },
      });
      return report;
    });
  } catch (error) {
    if (isUniqueViolation(error, "newsletter_subscribers_address_idx"))
      throw new RefusedError(importedMeanwhileMessage);
    throw error;
  }
}
