import { and, asc, count, eq, ne, sql } from "drizzle-orm";

import type { ReplyTemplate } from "../../contracts/enquiries";
import { replyLimits, type ReplyTemplateInput } from "../../domain/enquiries/enquiry-replies";
import type { Db, DbOrTransaction } from "../db/db";
import { isUniqueViolation } from "../db/errors";
import { replyTemplates, staffAccounts } from "../db/schema";
import { isUuid } from "../kernel/lists/keyset";
import { RefusedError } from "../kernel/requests/outcome";
import { actorNameOf } from "../kernel/lists/actor-names";
import { audit, type Actor } from "../kernel/audit/audit";

/**
 * Sales' saved replies: a name to pick one by on an enquiry's page, and the
 * subject and text it fills in. Every change is audited; a template holds nobody's data.
 */

const notFound = () => new RefusedError("This template does not exist (any more).");

const nameTaken = (name: string) =>
  new RefusedError(`A template named "${name}" exists already. Please choose another name.`);

/** Every template, by name. */
export async function listReplyTemplates(db: DbOrTransaction): Promise<ReplyTemplate[]> {
  return db
    .select({
      id: replyTemplates.id,
      name: replyTemplates.name,
      subject: replyTemplates.subject,
      body: replyTemplates.body,
      updatedBy: actorNameOf(replyTemplates.updatedBy, staffAccounts.name),
      updatedAt: replyTemplates.updatedAt,
    })
    .from(replyTemplates)
    .leftJoin(staffAccounts, eq(staffAccounts.email, replyTemplates.updatedBy))
    .orderBy(asc(sql`lower(${replyTemplates.name})`), asc(replyTemplates.id));
}

/** Names are told apart without regard to case: "Quote" and "quote" would be one in the list. */
async function refuseTakenName(tx: DbOrTransaction, name: string, except?: string) {
  const [taken] = await tx
    .select({ id: replyTemplates.id })
    .from(replyTemplates)
    .where(
      and(
        eq(sql`lower(${replyTemplates.name})`, name.toLowerCase()),
        except ? ne(replyTemplates.id, except) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw nameTaken(name);
}

/** The unique name index's answer to two people saving one name at once. */
async function nameChecked<T>(name: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error, "reply_templates_name_unique")) throw nameTaken(name);
    throw error;
  }
}

const templateChangeVerbs = { create: "Added", update: "Edited", delete: "Deleted" } as const;

/** Logs a change to a reply template by its name, and the name it had if the change renamed it. */
const auditTemplate = (
  tx: DbOrTransaction,
  actor: Actor,
  id: string,
  change: keyof typeof templateChangeVerbs,
  { name, previousName }: { name: string; previousName?: string },
  now: Date,
) =>
  audit(tx, actor, now, {
    action: `enquiry.template-${change}`,
    subjectType: "reply-template",
    subjectId: id,
    summary: `${templateChangeVerbs[change]} the reply template "${name}"${previousName === undefined ? "" : ` (was "${previousName}")`}.`,
    details: previousName === undefined ? { name } : { name, previousName },
  });

export async function createReplyTemplate(
  db: Db,
  actor: Actor,
  template: ReplyTemplateInput,
  now: Date,
): Promise<{ id: string }> {
  return nameChecked(
    template.name,
    db.transaction(async (tx) => {
      const [held] = await tx.select({ count: count() }).from(replyTemplates);
      if ((held?.count ?? 0) >= replyLimits.templates)
        throw new RefusedError(
          `There are ${replyLimits.templates} templates already, the most the desk keeps. Please delete one you no longer use first.`,
        );
      await refuseTakenName(tx, template.name);
      const [row] = await tx
        .insert(replyTemplates)
        .values({ ...template, updatedBy: actor.email, createdAt: now, updatedAt: now })
        .returning({ id: replyTemplates.id });
      const id = row!.id;
      await auditTemplate(tx, actor, id, "create", { name: template.name }, now);
      return { id };
    }),
  );
}

export async function updateReplyTemplate(
  db: Db,
  actor: Actor,
  id: string,
  template: ReplyTemplateInput,
  now: Date,
): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await nameChecked(
    template.name,
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ name: replyTemplates.name, subject: replyTemplates.subject, body: replyTemplates.body })
        .from(replyTemplates)
        .where(eq(replyTemplates.id, id))
        .for("update");
      if (!current) throw notFound();
      if (current.name === template.name && current.subject === template.subject && current.body === template.body)
        return;
      await refuseTakenName(tx, template.name, id);
      await tx
        .update(replyTemplates)
        .set({ ...template, updatedBy: actor.email, updatedAt: now })
        .where(eq(replyTemplates.id, id));
      const previousName = current.name === template.name ? undefined : current.name;
      await auditTemplate(tx, actor, id, "update", { name: template.name, previousName }, now);
    }),
  );
}

export async function deleteReplyTemplate(db: Db, actor: Actor, id: string, now: Date): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(replyTemplates)
      .where(eq(replyTemplates.id, id))
      .returning({ name: replyTemplates.name });
    if (!deleted) throw notFound();
    await auditTemplate(tx, actor, id, "delete", { name: deleted.name }, now);
  });
}
