import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { StaffMember } from "../../domain/staff/staff";
import { quoteParts } from "../../domain/content/testimonial-quote";
import { unknownNoticeVersionMessage } from "../../domain/privacy/notice-shown";
import { noticeVersion } from "../../domain/privacy/notices";
import type { Database } from "../db/db";
import { auditLog, faqEntries, faqEntryRevisions, testimonialRevisions, testimonials } from "../db/schema";
import { seed } from "../db/seed";
import before from "../../test-support/site-content-before-the-back-office.json";
import { onPublicChange } from "../kernel/changes/public-changes";
import { insertEditor } from "../../test-support/editor-account";
import { openTestDatabase } from "../../test-support/test-database";
import { testimonialFields } from "../../test-support/testimonial-fields";
import { listAudit, type Actor } from "../kernel/audit/audit";
import { createFaq, faqKind, findFaq, listFaq, listPublishedFaq, updateFaq } from "./faq-entries";
import { moveEntry, publishEntry, removeEntry, unpublishEntry } from "./ordered-entries";
import { nextScheduledChange } from "./scheduled-changes";
import { faqDesk, testimonialDesk } from "./site-content-desk";
import { listPublishedTestimonials, listTestimonials, testimonialKind } from "./testimonial-entries";
import { isoDate } from "../../domain/time/india-dates";

const now = new Date("2026-11-23T06:30:00Z");
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
/** The Publish button's choice of "Now". */
const publishNow = { when: "now" } as const;

/** The quote as the cards drew it before (HTML with <strong>), from the stored text. */
const asOldHtml = (quote: string) =>
  quoteParts(quote)
    .map((part) => (part.bold ? `<strong>${part.text}</strong>` : part.text))
    .join("");

describe("the FAQ and the testimonials in the database", () => {
  let database: Database;
  let editor: Actor;
  /** The same person, as the desks take a signed-in member. */
  let member: StaffMember;
  const announced: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    editor = await insertEditor(database.db, now);
    member = { ...editor, id: editor.id!, name: "Meera Editor", role: "editor" };
    onPublicChange(database.db, "faq", () => announced.push("faq"));
    onPublicChange(database.db, "testimonials", () => announced.push("testimonials"));
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(auditLog);
    await database.db.delete(faqEntries);
    await database.db.delete(testimonials);
    await seed(database.db, now);
    announced.length = 0;
  });

  const actionsOf = async (type: string, id: string) =>
    (await listAudit(database.db, { subject: { type, id } })).rows.map((row) => row.action).reverse();

  it("seeds the FAQ and the testimonials word for word, in the site's order, once", async () => {
    await database.db.update(faqEntries).set({ answer: "Edited since." });
    await seed(database.db, later(60));
    expect((await listPublishedFaq(database.db, now)).map(({ question }) => question)).toEqual(
      before.faqItems.map(({ question }) => question),
    );
    expect(new Set((await listFaq(database.db, now)).map((entry) => entry.answer))).toEqual(new Set(["Edited since."]));

    await database.db.delete(faqEntries);
    await seed(database.db, later(60));
    expect((await listPublishedFaq(database.db, now)).map(({ question, answer }) => ({ question, answer }))).toEqual(
      before.faqItems.map(({ question, answer }) => ({ question, answer })),
    );
    for (const [placement, old] of [
      ["home", before.homeTestimonials],
      ["page", before.allTestimonials],
    ] as const) {
      const shown = await listPublishedTestimonials(database.db, placement, now);
      expect(
        shown.map(({ avatar, name, position, quote }) => ({ avatar, name, position, quoteHtml: asOldHtml(quote) })),
      ).toEqual(old.map(({ avatar, name, position, quoteHtml }) => ({ avatar, name, position, quoteHtml })));
    }
  });

  it("keeps a new question from visitors until it is published, at the end of the list, all audited and announced", async () => {
    const { id } = await createFaq(
      database.db,
      editor,
      { question: "Do you sign an NDA?", answer: "Yes, before the first call." },
      now,
    );
    expect(await listPublishedFaq(database.db, now)).toHaveLength(6);
    expect((await listFaq(database.db, now)).at(-1)).toMatchObject({ id, state: "draft", updatedBy: editor.email });

    await publishEntry(database.db, faqKind, editor, id, { when: "now" }, later(1));
    await publishEntry(database.db, faqKind, editor, id, { when: "now" }, later(2)); // pressed twice: nothing more
    expect((await listPublishedFaq(database.db, now)).at(-1)).toEqual({
      id,
      question: "Do you sign an NDA?",
      answer: "Yes, before the first call.",
    });
    await updateFaq(
      database.db,
      editor,
      id,
      { question: "Do you sign an NDA?", answer: "  Yes.\nAlways.  " },
      later(3),
    );
    expect((await findFaq(database.db, id, now))?.answer).toBe("Yes.\nAlways.");

    await unpublishEntry(database.db, faqKind, editor, id, later(4));
    expect(await listPublishedFaq(database.db, now)).toHaveLength(6);
    expect(await actionsOf("faq_entry", id)).toEqual(["faq.create", "faq.publish", "faq.update", "faq.unpublish"]);
    expect(announced).toEqual(["faq", "faq", "faq", "faq", "faq"]);
  });

  it("schedules a question for a day and time in India: off /faq until that instant, then on it, audited; re-scheduled, published now or unpublished", async () => {
    const { id } = await createFaq(database.db, editor, { question: "Do you sign an NDA?", answer: "Yes." }, now);
    const shown = async (at: Date) => (await listPublishedFaq(database.db, at)).some((item) => item.id === id);
    // 25 Nov 2026, 09:00 in India is 03:30 UTC.
    const appears = new Date("2026-11-25T03:30:00Z");
    const at = { when: "at", date: isoDate("2026-11-25"), time: "09:00" } as const;
    await publishEntry(database.db, faqKind, editor, id, at, later(1));
    await publishEntry(database.db, faqKind, editor, id, at, later(2)); // pressed twice: nothing more

    expect(await shown(later(3))).toBe(false);
    expect(await shown(new Date(appears.getTime() - 1))).toBe(false);
    expect(await shown(appears)).toBe(true);
    expect(await nextScheduledChange(database.db, later(3))).toEqual(appears);
    expect(await findFaq(database.db, id, later(3))).toMatchObject({ state: "scheduled", publishAt: appears });
    expect(await findFaq(database.db, id, appears)).toMatchObject({ state: "published", publishAt: appears });
    const [scheduled] = (await listAudit(database.db, { subject: { type: "faq_entry", id } })).rows;
    expect(scheduled).toMatchObject({
      action: "faq.schedule",
      summary: "Scheduled the question “Do you sign an NDA?” for 25 Nov 2026, 9:00 AM (India).",
      details: { publishAt: appears.toISOString() },
      at: later(1),
    });

    // Another time moves it, and the kept pages' next change with it.
    const nextDay = new Date("2026-11-26T05:00:00Z");
    await publishEntry(
      database.db,
      faqKind,
      editor,
      id,
      { when: "at", date: isoDate("2026-11-26"), time: "10:30" },
      later(4),
    );
    expect(await shown(appears)).toBe(false);
    expect(await nextScheduledChange(database.db, later(4))).toEqual(nextDay);

    // Published now, it is on /faq at once, with no time ahead.
    await publishEntry(database.db, faqKind, editor, id, publishNow, later(5));
    expect(await shown(later(5))).toBe(true);
    expect(await findFaq(database.db, id, later(5))).toMatchObject({ state: "published", publishAt: null });
    expect(await nextScheduledChange(database.db, later(5))).toBeUndefined();

    // Unpublished while scheduled, it is a draft again: its time is gone, and it never appears.
    await publishEntry(database.db, faqKind, editor, id, at, later(6));
    await unpublishEntry(database.db, faqKind, editor, id, later(7));
    expect(await findFaq(database.db, id, later(7))).toMatchObject({ state: "draft", publishAt: null });
    expect(await shown(appears)).toBe(false);
    expect(await nextScheduledChange(database.db, later(7))).toBeUndefined();

    // A time already past is a question, not an order: the desk answers it with the time, and
    // nothing changes until the editor publishes now.
    const past = { when: "at", date: isoDate("2026-11-23"), time: "09:00" } as const;
    const desk = faqDesk({ db: database.db, clock: () => later(8) }, member);
    expect(await desk.publish(id, past)).toEqual({
      ok: false,
      message: "23 Nov 2026, 9:00 AM (India) has already passed. Publish now instead, or choose another time.",
      passed: new Date("2026-11-23T03:30:00Z"),
    });
    // Its own minute is past too: visitors would see it late.
    expect(await desk.publish(id, { when: "at", date: isoDate("2026-11-23"), time: "12:08" })).toMatchObject({
      ok: false,
    });
    expect(await findFaq(database.db, id, later(8))).toMatchObject({ state: "draft", publishAt: null });
    expect(await desk.publish(id, publishNow)).toEqual({ ok: true, value: undefined });
    expect(await findFaq(database.db, id, later(8))).toMatchObject({ state: "published", publishAt: null });

    expect(await actionsOf("faq_entry", id)).toEqual([
      "faq.create",
      "faq.schedule",
      "faq.schedule",
      "faq.publish",
      "faq.schedule",
      "faq.unpublish",
      "faq.publish",
    ]);
    // Every press is announced, the second of the two too (changing() tells whether or not it wrote).
    expect(announced.filter((area) => area === "faq")).toHaveLength(8);
  });

  it("schedules a testimonial, a seeded one too, and shows it on its list at its time", async () => {
    let minutes = 0;
    const desk = testimonialDesk({ db: database.db, clock: () => later(++minutes) }, member);
    const at = { when: "at", date: isoDate("2026-11-25"), time: "09:00" } as const;
    const appears = new Date("2026-11-25T03:30:00Z");

    // The seed's testimonials carry the day they were seeded, in India: taken down, one is scheduled again as it is.
    const seeded = (await listTestimonials(database.db, now))[0]!;
    expect(seeded.consentDate).toBe("2026-11-23");
    await desk.unpublish(seeded.id);
    expect(await desk.publish(seeded.id, at)).toEqual({ ok: true, value: undefined });
    expect(await desk.find(seeded.id)).toMatchObject({ state: "scheduled", publishAt: appears });
    await desk.unpublish(seeded.id);
    expect(await nextScheduledChange(database.db, now)).toBeUndefined();

    const made = await desk.create(testimonialFields());
    const id = made.ok ? made.value.id : "";
    expect(await desk.publish(id, at)).toEqual({ ok: true, value: undefined });
    expect(await desk.find(id)).toMatchObject({ state: "scheduled", publishAt: appears });
    const onPage = async (moment: Date) =>
      (await listPublishedTestimonials(database.db, "page", moment)).some((card) => card.id === id);
    expect(await onPage(new Date(appears.getTime() - 1))).toBe(false);
    expect(await onPage(appears)).toBe(true);
    expect(await nextScheduledChange(database.db, now)).toEqual(appears);
    const [scheduled] = (await listAudit(database.db, { subject: { type: "testimonial", id } })).rows;
    expect(scheduled).toMatchObject({
      action: "testimonial.schedule",
      summary: "Scheduled Asha K.’s testimonial for 25 Nov 2026, 9:00 AM (India).",
    });
    expect(announced).toContain("testimonials");
  });

  it("moves a question up and down by swapping it with its neighbour, and not past either end", async () => {
    const [first, second] = await listFaq(database.db, now);
    await moveEntry(database.db, faqKind, editor, second!.id, "up", later(1));
    await moveEntry(database.db, faqKind, editor, second!.id, "up", later(2));
    const order = (await listPublishedFaq(database.db, now)).map((item) => item.id);
    expect(order.slice(0, 2)).toEqual([second!.id, first!.id]);
    await moveEntry(database.db, faqKind, editor, order.at(-1)!, "down", later(3));
    expect((await listPublishedFaq(database.db, now)).map((item) => item.id)).toEqual(order);
    expect(await actionsOf("faq_entry", second!.id)).toEqual(["faq.move"]);
  });

  it("deletes a question, keeping what it said in the audit log", async () => {
    const [first] = await listFaq(database.db, now);
    await removeEntry(database.db, faqKind, editor, first!.id, later(1));
    expect(await listPublishedFaq(database.db, now)).toHaveLength(5);
    const [entry] = (await listAudit(database.db, { subject: { type: "faq_entry", id: first!.id } })).rows;
    expect(entry).toMatchObject({
      action: "faq.delete",
      details: { question: first!.question, answer: first!.answer },
    });
    expect(await faqDesk({ db: database.db, clock: () => later(2) }, member).remove(first!.id)).toEqual({
      ok: false,
      message: "This question does not exist (any more).",
    });
  });

  it("refuses a question over its limit, with the field's message", async () => {
    const desk = faqDesk({ db: database.db, clock: () => now }, member);
    expect(await desk.create({ question: "Why?", answer: "x".repeat(2_001) })).toEqual({
      ok: false,
      message: "The answer can be at most 2000 characters.",
    });
    expect(await desk.create({ question: "", answer: "Yes." })).toEqual({
      ok: false,
      message: "Please enter the question.",
    });
  });

  it("orders each testimonial list on its own, and keeps none without the day of the customer's agreement", async () => {
    let minutes = 0;
    const desk = testimonialDesk({ db: database.db, clock: () => later(++minutes) }, member);
    const created = await desk.create(testimonialFields({ consentDate: "" }));
    expect(created).toEqual({ ok: false, message: "Please give the day the customer agreed (YYYY-MM-DD)." });

    const made = await desk.create(testimonialFields());
    const id = made.ok ? made.value.id : "";
    const record = await desk.find(id);
    expect(record).toMatchObject({ placement: "page", position: 10, state: "draft", shownRole: "" });
    expect(await desk.publish(id, publishNow)).toEqual({ ok: true, value: undefined });
    const shown = (await listPublishedTestimonials(database.db, "page", now)).at(-1);
    // Agreed to her name only: no role line.
    expect(shown).toEqual({
      id,
      avatar: "/images/avatars/avatar-3.svg",
      name: "Asha K.",
      quote: "They shipped in six weeks. **Returns fell by half.**",
    });

    // The first of the page's list moves up past nothing: the home page's last stays where it is.
    const pageFirst = (await listTestimonials(database.db, now)).find((row) => row.placement === "page")!;
    await moveEntry(database.db, testimonialKind, editor, pageFirst.id, "up", later(1));
    expect((await listPublishedTestimonials(database.db, "page", now))[0]?.id).toBe(pageFirst.id);
    expect(await listPublishedTestimonials(database.db, "home", now)).toHaveLength(6);

    // A seeded testimonial, taken down, is published again without its editor inventing a day of agreement.
    const seeded = (await listTestimonials(database.db, now))[0]!;
    await desk.unpublish(seeded.id);
    expect(await desk.publish(seeded.id, publishNow)).toEqual({ ok: true, value: undefined });
    expect(await actionsOf("testimonial", id)).toEqual(["testimonial.create", "testimonial.publish"]);
    expect(await actionsOf("testimonial", seeded.id)).toEqual(["testimonial.unpublish", "testimonial.publish"]);
  });

  it("keeps the seed's text as each entry's revision 1, so an editor can always go back to it", async () => {
    const faq = await listFaq(database.db, now);
    const faqRevisions = await database.db.select().from(faqEntryRevisions);
    expect(faqRevisions).toHaveLength(faq.length);
    for (const { id, question, answer } of faq) {
      expect(faqRevisions.find((revision) => revision.ownerId === id)).toMatchObject({
        number: 1,
        content: { question, answer },
        authorId: null,
        authorEmail: "seed",
        at: now,
      });
    }
    const testimonialList = await listTestimonials(database.db, now);
    const testimonialTexts = await database.db.select().from(testimonialRevisions);
    expect(testimonialTexts).toHaveLength(testimonialList.length);
    const [first] = testimonialList;
    expect(testimonialTexts.find((revision) => revision.ownerId === first!.id)).toMatchObject({
      number: 1,
      content: {
        placement: first!.placement,
        quote: first!.quote,
        shownName: first!.shownName,
        shownRole: first!.shownRole,
        avatar: first!.avatar,
        consentNote: first!.consentNote,
        consentDate: "2026-11-23",
      },
      authorEmail: "seed",
    });
  });

  it("keeps every save of a question as a revision with who and when, and restores one on the site at once, audited", async () => {
    let minutes = 0;
    const desk = faqDesk({ db: database.db, clock: () => later(++minutes) }, member);
    const made = await desk.create({ question: "Do you sign an NDA?", answer: "Yes." });
    const id = made.ok ? made.value.id : "";
    await desk.publish(id, publishNow);
    await desk.update(id, { question: "Do you sign an NDA?", answer: "Yes, before the first call." });
    const revisions = await desk.revisions(id);
    expect(revisions.map(({ number, authorName, at }) => ({ number, authorName, at }))).toEqual([
      { number: 2, authorName: "Meera Editor", at: later(3) },
      { number: 1, authorName: "Meera Editor", at: later(1) },
    ]);
    // Who, as written: the address stays when the account's name or the account itself is gone.
    const [kept] = await database.db.select().from(faqEntryRevisions).where(eq(faqEntryRevisions.id, revisions[0]!.id));
    expect(kept).toMatchObject({ authorId: editor.id, authorEmail: editor.email });

    announced.length = 0;
    expect(await desk.restore(id, revisions[1]!.id)).toEqual({ ok: true, value: undefined });
    expect((await listPublishedFaq(database.db, now)).at(-1)).toEqual({
      id,
      question: "Do you sign an NDA?",
      answer: "Yes.",
    });
    expect(announced).toEqual(["faq"]);
    expect((await desk.revisions(id))[0]).toMatchObject({ number: 3, at: later(4) });
    expect(await actionsOf("faq_entry", id)).toEqual(["faq.create", "faq.publish", "faq.update", "faq.restore"]);
    const [entry] = (await listAudit(database.db, { subject: { type: "faq_entry", id } })).rows;
    expect(entry).toMatchObject({
      summary: "Restored revision 1 of the question “Do you sign an NDA?” (now revision 3).",
      details: { revision: 1 },
      at: later(4),
    });

    // Another question's revision, or no revision at all, is refused, and nothing changes.
    const [foreign] = await desk.revisions((await listFaq(database.db, now))[0]!.id);
    for (const revisionId of [foreign!.id, "not-a-revision"]) {
      expect(await desk.restore(id, revisionId)).toEqual({
        ok: false,
        message: "This revision does not exist (any more).",
      });
    }
    expect(await desk.revisions(id)).toHaveLength(3);
    expect((await desk.find(id))?.answer).toBe("Yes.");
  });

  it("restores a testimonial's revision, the seed's too, with its day of agreement, to the list it was on", async () => {
    let minutes = 0;
    const desk = testimonialDesk({ db: database.db, clock: () => later(++minutes) }, member);
    const seeded = (await listTestimonials(database.db, now)).find((row) => row.placement === "home")!;
    await desk.update(seeded.id, testimonialFields({ placement: "home", shownName: seeded.shownName }));
    const [edited, original] = await desk.revisions(seeded.id);
    expect(edited).toMatchObject({ number: 2, authorName: "Meera Editor" });
    expect(original).toMatchObject({ number: 1, authorName: "seed", at: now });

    // The seed's text carries the day it was seeded, and no notice: restored on the site at once, so.
    expect(await desk.restore(seeded.id, original!.id)).toEqual({ ok: true, value: undefined });
    expect(await desk.find(seeded.id)).toMatchObject({
      quote: seeded.quote,
      consentDate: "2026-11-23",
      noticeVersion: null,
      noticeLanguage: null,
      state: "published",
    });

    // Moved to the testimonials page since, it goes back to the home page's list with revision 2, at its end.
    await desk.update(seeded.id, testimonialFields({ placement: "page", shownName: seeded.shownName }));
    expect(await desk.restore(seeded.id, edited!.id)).toEqual({ ok: true, value: undefined });
    expect(await desk.find(seeded.id)).toMatchObject({ placement: "home", position: 7, consentDate: "2026-11-20" });
    expect(await actionsOf("testimonial", seeded.id)).toEqual([
      "testimonial.update",
      "testimonial.restore",
      "testimonial.update",
      "testimonial.restore",
    ]);
  });

  it("keeps which privacy notice the customer was sent, and refuses a testimonial that names none or an unpublished one", async () => {
    const desk = testimonialDesk({ db: database.db, clock: () => now }, member);
    expect(await desk.create(testimonialFields({ noticeLanguage: "" }))).toEqual({
      ok: false,
      message: "Please choose the language of the privacy notice the customer was sent.",
    });
    expect(await desk.create(testimonialFields({ noticeVersion: "2020-01-01" }))).toEqual({
      ok: false,
      message: unknownNoticeVersionMessage,
    });
    const listed = await listTestimonials(database.db, now);

    const made = await desk.create(testimonialFields({ noticeLanguage: "hi" }));
    const id = made.ok ? made.value.id : "";
    expect(await desk.find(id)).toMatchObject({ noticeVersion, noticeLanguage: "hi" });
    expect((await listTestimonials(database.db, now)).length).toBe(listed.length + 1);
    const [revision] = await database.db
      .select()
      .from(testimonialRevisions)
      .where(eq(testimonialRevisions.ownerId, id));
    expect(revision!.content).toMatchObject({ noticeVersion, noticeLanguage: "hi" });
  });

  it("refuses a quote whose bold part is not closed, and draws typed HTML as text", async () => {
    const desk = testimonialDesk({ db: database.db, clock: () => now }, member);
    expect(await desk.create(testimonialFields({ quote: "Fast **and cheap." }))).toEqual({
      ok: false,
      message: "A bold part starts and ends with **: one of them is missing.",
    });
    expect(quoteParts("<b>hi</b> **there**")).toEqual([
      { text: "<b>hi</b> ", bold: false },
      { text: "there", bold: true },
    ]);
  });
});
