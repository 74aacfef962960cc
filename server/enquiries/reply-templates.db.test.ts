import { beforeAll, describe, expect, it } from "vitest";

import { ReplyTemplateSchema, replyLimits, type ReplyTemplateInput } from "../../domain/enquiries/enquiry-replies";
import { auditLog, replyTemplates } from "../db/schema";
import { databaseClearedBeforeEach } from "../../test-support/cleared-database";
import { insertStaffActor } from "../../test-support/staff-actor";
import type { Actor } from "../kernel/audit/audit";
import { createReplyTemplate, deleteReplyTemplate, listReplyTemplates, updateReplyTemplate } from "./reply-templates";

const now = new Date("2026-11-23T06:30:00Z");
const later = new Date("2026-11-23T07:00:00Z");

const quote: ReplyTemplateInput = {
  name: "Quote follow-up",
  subject: "Your quote from Nexora Technologies",
  body: "Dear {firstName},\n\nPlease find our quote attached.\n\n{staffName}",
};

describe("reply templates", () => {
  const database = databaseClearedBeforeEach([auditLog, replyTemplates]);
  let actor: Actor;
  beforeAll(async () => {
    actor = await insertStaffActor(database.db, now, {
      email: "sunita.rao@nexoratech.in",
      name: "Sunita Rao",
      role: "sales",
    });
  });

  const everything = async () => ({
    templates: await database.db.select().from(replyTemplates),
    audit: await database.db.select().from(auditLog),
  });

  it("adds, lists by name, edits and deletes a template, each change audited", async () => {
    const { id } = await createReplyTemplate(database.db, actor, quote, now);
    await createReplyTemplate(database.db, actor, { ...quote, name: "a first reply" }, now);
    expect((await listReplyTemplates(database.db)).map((template) => template.name)).toEqual([
      "a first reply",
      "Quote follow-up",
    ]);
    expect((await listReplyTemplates(database.db))[1]).toEqual({
      id,
      ...quote,
      updatedBy: "Sunita Rao",
      updatedAt: now,
    });

    await updateReplyTemplate(database.db, actor, id, { ...quote, name: "Quote sent", body: "New text." }, later);
    const edited = (await listReplyTemplates(database.db)).find((template) => template.id === id);
    expect(edited).toMatchObject({ name: "Quote sent", body: "New text.", updatedAt: later });

    await deleteReplyTemplate(database.db, actor, id, later);
    expect((await listReplyTemplates(database.db)).map((template) => template.name)).toEqual(["a first reply"]);

    const entries = await database.db.select().from(auditLog);
    // In the order of the code points of action and summary: the same on PGlite and PostgreSQL.
    const sorted = entries.map((entry) => [entry.action, entry.subjectType, entry.summary, entry.actorId]).sort();
    expect(sorted).toEqual([
      ["enquiry.template-create", "reply-template", 'Added the reply template "Quote follow-up".', actor.id],
      ["enquiry.template-create", "reply-template", 'Added the reply template "a first reply".', actor.id],
      ["enquiry.template-delete", "reply-template", 'Deleted the reply template "Quote sent".', actor.id],
      [
        "enquiry.template-update",
        "reply-template",
        'Edited the reply template "Quote sent" (was "Quote follow-up").',
        actor.id,
      ],
    ]);
  });

  it("saving a template unchanged writes nothing", async () => {
    const { id } = await createReplyTemplate(database.db, actor, quote, now);
    const before = await everything();
    await updateReplyTemplate(database.db, actor, id, quote, later);
    expect(await everything()).toEqual(before);
  });

  it("refuses a name taken in any case, an unknown template and one template too many, changing nothing", async () => {
    const { id } = await createReplyTemplate(database.db, actor, quote, now);
    const { id: other } = await createReplyTemplate(database.db, actor, { ...quote, name: "Thanks" }, now);
    const before = await everything();

    await expect(createReplyTemplate(database.db, actor, { ...quote, name: "QUOTE follow-up" }, now)).rejects.toThrow(
      'A template named "QUOTE follow-up" exists already. Please choose another name.',
    );
    await expect(updateReplyTemplate(database.db, actor, other, quote, now)).rejects.toThrow(
      'A template named "Quote follow-up" exists already. Please choose another name.',
    );
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const missing of [unknown, "not-an-id"]) {
      await expect(updateReplyTemplate(database.db, actor, missing, quote, now)).rejects.toThrow(
        "This template does not exist (any more).",
      );
      await expect(deleteReplyTemplate(database.db, actor, missing, now)).rejects.toThrow(
        "This template does not exist (any more).",
      );
    }
    expect(await everything()).toEqual(before);

    // Renaming a template to its own name in another case is no clash.
    await updateReplyTemplate(database.db, actor, id, { ...quote, name: "Quote Follow-Up" }, later);

    await database.db.insert(replyTemplates).values(
      Array.from({ length: replyLimits.templates - 2 }, (_, index) => ({
        ...quote,
        name: `Template ${index}`,
        updatedBy: actor.email,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const full = await everything();
    await expect(createReplyTemplate(database.db, actor, { ...quote, name: "One more" }, now)).rejects.toThrow(
      "There are 100 templates already, the most the desk keeps. Please delete one you no longer use first.",
    );
    expect(await everything()).toEqual(full);
  });

  it("asks for each field, within its limit, on one line where it is one", () => {
    const errors = (input: Record<string, unknown>) =>
      ReplyTemplateSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(errors({ name: "", subject: "", body: " " })).toEqual([
      "Please write the name.",
      "Please write the subject.",
      "Please write the text.",
    ]);
    expect(errors({ name: "n".repeat(81), subject: "s".repeat(201), body: "b".repeat(5001) })).toEqual([
      "The name can be at most 80 characters.",
      "The subject can be at most 200 characters.",
      "The text can be at most 5000 characters.",
    ]);
    expect(errors({ name: "Two\nlines", subject: "Fine", body: "Two\nlines are fine here." })).toEqual([
      "The name must be one line.",
    ]);
  });
});
