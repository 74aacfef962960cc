import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { bodyMax } from "../../domain/content/content";
import { draftLimits, KeepDraftSchema } from "../../domain/content/editor-drafts";
import { pageBodyLimit } from "../../domain/site/page-body-limits";
import type { Database } from "../db/db";
import { editorDrafts, staffAccounts } from "../db/schema";
import { insertEditor } from "../../test-support/editor-account";
import { openTestDatabase } from "../../test-support/test-database";
import { eq } from "drizzle-orm";
import { discardDraft, draftsOf, findDraft, keepDraft, othersEditing } from "./editor-drafts";

const now = new Date("2026-11-23T06:30:00Z");
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const post = { kind: "blog-post", subject: "0b6f1f7e-8a5e-4c1e-9d57-8f0e0f3c2a11" } as const;
const draft = (fields: Record<string, string>) => ({ ...post, base: now.toISOString(), fields });

describe("editors' drafts as they type", () => {
  let database: Database;
  let meera: { id: string };
  let ravi: { id: string };

  beforeAll(async () => {
    database = await openTestDatabase();
    meera = { id: (await insertEditor(database.db, now)).id! };
    ravi = { id: (await insertEditor(database.db, now, { email: "ravi@nexoratech.in", name: "Ravi Kumar" })).id! };
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(editorDrafts);
  });

  it("keeps one draft per editor and text, the latest typing replacing the one before, and drops it on discard", async () => {
    await keepDraft(database.db, meera, draft({ title: "First" }), now);
    await keepDraft(database.db, meera, draft({ title: "First words" }), later(1));
    expect(await findDraft(database.db, meera, post, later(1))).toEqual({
      fields: { title: "First words" },
      base: now.toISOString(),
      savedAt: later(1),
    });
    // A colleague's draft of the same text is theirs: neither sees the other's words.
    expect(await findDraft(database.db, ravi, post, later(1))).toBeUndefined();
    await discardDraft(database.db, meera, post);
    expect(await findDraft(database.db, meera, post, later(1))).toBeUndefined();
  });

  it("lists an editor's own drafts of a kind, newest first, for the Blog list to name", async () => {
    await keepDraft(database.db, meera, draft({ title: "  Changed title " }), now);
    await keepDraft(database.db, meera, { ...draft({ summary: "No title yet" }), subject: "new" }, later(2));
    await keepDraft(database.db, meera, { ...draft({ title: "A question" }), kind: "faq" }, later(3));
    await keepDraft(database.db, ravi, { ...draft({ title: "Ravi's" }), subject: "new" }, later(4));
    expect(await draftsOf(database.db, meera, "blog-post", later(5))).toEqual([
      { subject: "new", title: "", savedAt: later(2) },
      { subject: post.subject, title: "Changed title", savedAt: now },
    ]);
    // A month on, the old one is no longer listed, as it is no longer offered.
    expect(await draftsOf(database.db, meera, "blog-post", later(30 * 24 * 60 + 1))).toEqual([
      { subject: "new", title: "", savedAt: later(2) },
    ]);
  });

  it("names the colleagues who typed into the same text in the last ten minutes, never the editor asking", async () => {
    await keepDraft(database.db, ravi, draft({ title: "Ravi's words" }), now);
    await keepDraft(database.db, meera, draft({ title: "Meera's words" }), later(5));
    expect(await othersEditing(database.db, meera, post, later(10))).toEqual(["Ravi Kumar"]);
    expect(await othersEditing(database.db, ravi, post, later(10))).toEqual(["Meera Editor"]);
    expect(await othersEditing(database.db, meera, post, later(11))).toEqual([]);
    expect(await othersEditing(database.db, meera, { ...post, kind: "faq" }, later(1))).toEqual([]);
  });

  it("offers no draft older than a month, and forgets it when the editor next types", async () => {
    await keepDraft(database.db, meera, draft({ title: "Old" }), now);
    const monthLater = later(31 * 24 * 60);
    expect(await findDraft(database.db, meera, post, monthLater)).toBeUndefined();
    await keepDraft(database.db, meera, { ...draft({ title: "New" }), subject: "new" }, monthLater);
    expect(await database.db.select({ subject: editorDrafts.subject }).from(editorDrafts)).toEqual([
      { subject: "new" },
    ]);
  });

  it("refuses a 201st text's draft from one editor, and leaves their drafts as they were", async () => {
    await database.db.insert(editorDrafts).values(
      Array.from({ length: 200 }, (_, index) => ({
        staffId: meera.id,
        kind: "faq" as const,
        subject: `entry-${index}`,
        fields: {},
        base: "",
        savedAt: now,
      })),
    );
    await expect(keepDraft(database.db, meera, draft({ title: "One more" }), later(1))).rejects.toThrow(
      "You have too many unsaved drafts: save or discard some first.",
    );
    // Typing on into a text already kept still works.
    await keepDraft(
      database.db,
      meera,
      { kind: "faq", subject: "entry-7", base: "", fields: { question: "Q" } },
      later(1),
    );
    expect(await findDraft(database.db, meera, { kind: "faq", subject: "entry-7" }, later(1))).toMatchObject({
      fields: { question: "Q" },
    });
  });

  it("goes with the editor's account", async () => {
    await keepDraft(database.db, ravi, draft({ title: "Ravi's words" }), now);
    await database.db.delete(staffAccounts).where(eq(staffAccounts.id, ravi.id));
    expect(await database.db.select().from(editorDrafts)).toEqual([]);
  });
});

describe("KeepDraftSchema", () => {
  const sent = (fields: string) => ({ kind: "blog-post", subject: "new", base: "", fields });

  it("takes the longest post a form may hold, in the script that costs most to send, within the page's limit", () => {
    const fields = JSON.stringify({
      title: "श".repeat(150),
      summary: '"'.repeat(400),
      body: "ब\n".repeat(bodyMax / 2),
    });
    expect(KeepDraftSchema.safeParse(sent(fields)).success).toBe(true);
    const body = new URLSearchParams({ intent: "keep", ...sent(fields) }).toString();
    expect(Buffer.byteLength(body)).toBeLessThan(pageBodyLimit("/admin/drafts"));
  });

  it("reads the form's fields as JSON", () => {
    expect(KeepDraftSchema.parse(sent('{"title":"Hi","body":"Text"}')).fields).toEqual({ title: "Hi", body: "Text" });
  });

  it.each([
    ["not JSON", "{title", "This draft could not be read."],
    ["a list", '["a"]', "This draft could not be read."],
    ["a number for a field", '{"title":1}', "This draft could not be read."],
    ["a NUL", '{"title":"a\\u0000b"}', "This draft holds a character that cannot be kept."],
    ["a field over its limit", JSON.stringify({ body: "x".repeat(60_001) }), "This draft is too long to keep."],
    [
      "too many fields",
      JSON.stringify(Object.fromEntries(Array.from({ length: draftLimits.fields + 1 }, (_, i) => [`f${i}`, ""]))),
      "This draft could not be read.",
    ],
  ])("refuses %s", (_, fields, message) => {
    const parsed = KeepDraftSchema.safeParse(sent(fields));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});
