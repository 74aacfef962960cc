import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { expect } from "vitest";

import { documentFormOf, leavesOf, valueAt } from "../../domain/content/document-form";
import { noticeVersion } from "../../domain/privacy/notices";
import { projectDocumentOf } from "../../domain/content/portfolio-projects";
import type { DocumentKind } from "../../domain/content/site-documents";
import type { Db } from "../../server/db/db";
import {
  blogPostRevisions,
  blogPosts,
  editorDrafts,
  editorImages,
  faqEntries,
  faqEntryRevisions,
  siteDocumentRevisions,
  siteDocuments,
  testimonialRevisions,
  testimonials,
} from "../../server/db/schema";
import { seedProjects } from "../../server/db/seed-projects";
import type { Fields, FormArea, FormRow } from "../back-office-forms";
import { blogPostForm } from "../back-office-records";
import { testimonialFields } from "../testimonial-fields";
import { buttonRow, nobody, rowsOnPage, type RowOnPage } from "./form-rows";

/** The records the editors' forms change; the ids the rows create are kept as they go. */
type Fixtures = {
  postId?: string;
  postRevisionId?: string;
  faqId?: string;
  faqRevisionId?: string;
  testimonialId?: string;
  testimonialRevisionId?: string;
  imageId?: string;
  /** The image uploaded from a post's text, then its cover (and so never deleted by these rows). */
  insertedImageId?: string;
  projectRevisionId?: string;
};

/** A post's form, as the editor posts it, with the address made from its title. */
const post = (title: string): Fields => ({ ...blogPostForm, title, slug: "" });

const faq = (question: string): Fields => ({ question, answer: "Only for launches, agreed in advance." });

const testimonial = (quote: string): Fields => testimonialFields({ quote });

/** A document's form as the editor posts it: every field by its path. */
const documentFields = (kind: DocumentKind, document: unknown): Fields =>
  Object.fromEntries(
    leavesOf(documentFormOf(kind)).map((field) => [field.path, String(valueAt(document, field.path) ?? "")]),
  );

const seedProject = projectDocumentOf(seedProjects[0]!);
const project = (title: string) => ({ ...seedProject, card: { ...seedProject.card, title } });

const postOf = async (db: Db, id: string) => (await db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0]!;
const faqOf = async (db: Db, id: string) => (await db.select().from(faqEntries).where(eq(faqEntries.id, id)))[0];
const testimonialOf = async (db: Db, id: string) =>
  (await db.select().from(testimonials).where(eq(testimonials.id, id)))[0];
const documentOf = async (db: Db, kind: DocumentKind, slug: string) =>
  (await db.select().from(siteDocuments).where(eq(siteDocuments.slug, slug))).find((row) => row.kind === kind)!;

const projectSlug = "clinic-bookings-noida";
const projectPage = `/admin/pages/project/${projectSlug}`;
const onPostPage = {
  route: "/admin/blog/:id",
  role: "editor",
  path: (f: Fixtures) => `/admin/blog/${f.postId}`,
} as const;

const onPage = rowsOnPage<Fixtures>;
type Saved = FormRow<Fixtures>["valid"]["saved"];

/** 10:00 in India on 5 January 2099: a time ahead, whatever day the tests run. */
const fiveJanuary2099 = new Date("2099-01-05T04:30:00Z");

/**
 * The publish form of a post, an entry or a page: a day that is no date is refused, "now" publishes.
 * A time already past is refused too, asking first; one ahead schedules.
 */
const publishRows = (name: string, scheduled: Saved, saved: Saved): RowOnPage<Fixtures>[] => [
  {
    name: `${name}, asked first for a time already past`,
    intent: "publish",
    invalid: {
      fields: () => ({ when: "at", date: "2020-01-06", time: "10:00" }),
      message: "6 Jan 2020, 10:00 AM (India) has already passed",
    },
    valid: { fields: () => ({ when: "at", date: "2099-01-05", time: "10:00" }), saved: scheduled },
  },
  {
    name,
    intent: "publish",
    invalid: {
      fields: () => ({ when: "at", date: "someday", time: "10:00" }),
      message: "Please choose the day to publish (YYYY-MM-DD).",
    },
    valid: { fields: () => ({ when: "now" }), saved },
  },
];

/** An earlier text restored from the record's revisions: a revision that does not exist is refused. */
const restoreRow = (name: string, revisionId: (f: Fixtures) => string, saved: Saved): RowOnPage<Fixtures> => ({
  name,
  intent: "restore",
  invalid: { fields: () => ({ revisionId: nobody }), message: "revision" },
  valid: { fields: (f) => ({ revisionId: revisionId(f) }), saved },
});

/** A post's form, saved or previewed (`intent`), or previewed live (none): a blank title is refused. */
const postRow = (
  name: string,
  intent: "save" | "preview" | undefined,
  title: string,
  valid: Omit<FormRow<Fixtures>["valid"], "fields">,
): RowOnPage<Fixtures> => ({
  name,
  ...(intent ? { intent } : {}),
  invalid: { fields: () => post(" "), message: "Please enter the title." },
  valid: { fields: () => post(title), ...valid },
});

/**
 * The FAQ's and the testimonials' forms, which share their actions (ordered-entry-actions.server.ts):
 * on the list, a new entry, moving, publishing and unpublishing one; on an entry's page, its text,
 * publishing now or later, a revision restored, unpublishing and deleting (asked first).
 */
function orderedEntryRows(entry: {
  name: string;
  list: string;
  fields: (text: string) => Fields;
  invalid: { fields: Fields; message: string };
  textOf: (db: Db, id: string) => Promise<{ published: boolean; position: number; publishAt: Date | null } | undefined>;
  id: (f: Fixtures) => string;
  created: (db: Db, f: Fixtures) => Promise<void>;
  saved: (db: Db, f: Fixtures) => Promise<void>;
  revisionId: (f: Fixtures) => string;
}): FormRow<Fixtures>[] {
  const state = async (db: Db, f: Fixtures) => (await entry.textOf(db, entry.id(f)))!;
  const published =
    (shown: boolean): Saved =>
    async ({ database }, f) => {
      expect((await state(database.db, f)).published).toBe(shown);
    };
  /** A button beside an entry on the list: refused for an entry that does not exist. */
  const listButton = (name: string, intent: string, saved: Saved): RowOnPage<Fixtures> => ({
    name,
    intent,
    invalid: { fields: () => ({ id: nobody }), message: "does not exist" },
    valid: { fields: (f) => ({ id: entry.id(f) }), saved },
  });
  const onEntryPage = { list: entry.list, record: entry.name };
  return [
    ...onPage({ route: entry.list, role: "editor", path: () => entry.list }, [
      {
        name: `a new ${entry.name}`,
        intent: "create",
        invalid: { fields: () => entry.invalid.fields, message: entry.invalid.message },
        valid: { fields: () => entry.fields("first"), saved: ({ database }, f) => entry.created(database.db, f) },
      },
      {
        name: `a ${entry.name} moved up the list`,
        intent: "move",
        invalid: { fields: (f) => ({ id: entry.id(f), direction: "sideways" }), message: "Choose up or down." },
        valid: {
          fields: (f) => ({ id: entry.id(f), direction: "up" }),
          async saved({ database }, f) {
            expect((await state(database.db, f)).position).toBeGreaterThan(0);
          },
        },
      },
      listButton(`a ${entry.name} published from the list`, "publish", published(true)),
      listButton(`a ${entry.name} taken down from the list`, "unpublish", published(false)),
    ]),
    ...onPage({ route: `${entry.list}/:id`, role: "editor", path: (f) => `${entry.list}/${entry.id(f)}` }, [
      {
        name: `a ${entry.name}'s text`,
        intent: "save",
        invalid: { fields: () => entry.invalid.fields, message: entry.invalid.message },
        valid: { fields: () => entry.fields("second"), saved: ({ database }, f) => entry.saved(database.db, f) },
      },
      restoreRow(`a ${entry.name}'s earlier text restored`, entry.revisionId, ({ database }, f) =>
        entry.created(database.db, f),
      ),
      ...publishRows(
        `a ${entry.name} published on its page`,
        async ({ database }, f) => {
          expect((await state(database.db, f)).publishAt).toEqual(fiveJanuary2099);
        },
        published(true),
      ),
      buttonRow<Fixtures>(`a ${entry.name} taken down on its page`, "unpublish", onEntryPage, published(false)),
      buttonRow<Fixtures>(
        `a ${entry.name} deleted, once confirmed`,
        "delete",
        { ...onEntryPage, fields: { confirmed: "yes" } },
        async ({ database }, f) => {
          expect(await entry.textOf(database.db, entry.id(f))).toBeUndefined();
        },
      ),
    ]),
  ];
}

const firstRevision = async (db: Db, table: typeof faqEntryRevisions | typeof testimonialRevisions, ownerId: string) =>
  (await db.select().from(table).where(eq(table.ownerId, ownerId)).orderBy(asc(table.number)))[0]!.id;

/** A small PNG, as a camera's photo would be uploaded. */
const whiteboard = new File(
  [
    new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0b3a6f" } })
        .png()
        .toBuffer(),
    ),
  ],
  "whiteboard.png",
  { type: "image/png" },
);

export const contentForms: FormArea<Fixtures> = {
  area: "the editors' desk",
  prepare: async () => ({}),
  rows: [
    ...onPage({ route: "/admin/blog/new", role: "editor", path: () => "/admin/blog/new" }, [
      postRow("a new post, written as a draft", "save", "Notes from a field team", {
        async saved({ database }, f) {
          const [draft] = await database.db
            .select()
            .from(blogPosts)
            .where(eq(blogPosts.title, "Notes from a field team"));
          expect(draft).toMatchObject({ status: "draft", author: "Karan Malhotra" });
          f.postId = draft!.id;
        },
      }),
      postRow("a new post previewed before it is saved", "preview", "A post only previewed", {
        shows: "A post only previewed",
        async saved({ database }) {
          expect(
            await database.db.select().from(blogPosts).where(eq(blogPosts.title, "A post only previewed")),
          ).toEqual([]);
        },
      }),
    ]),
    ...onPage(onPostPage, [
      postRow("a post's text", "save", "Notes from three field teams", {
        async saved({ database }, f) {
          expect(await postOf(database.db, f.postId!)).toMatchObject({ title: "Notes from three field teams" });
          const revisions = await database.db
            .select()
            .from(blogPostRevisions)
            .where(eq(blogPostRevisions.ownerId, f.postId!))
            .orderBy(asc(blogPostRevisions.number));
          expect(revisions.length).toBeGreaterThan(0);
          f.postRevisionId = revisions[0]!.id;
        },
      }),
      postRow("a post previewed on its page", "preview", "A title only previewed", {
        shows: "A title only previewed",
        async saved({ database }, f) {
          expect(await postOf(database.db, f.postId!)).toMatchObject({ title: "Notes from three field teams" });
        },
      }),
    ]),
    ...onPage({ route: "/admin/blog/preview", role: "editor", path: () => "/admin/blog/preview" }, [
      {
        ...postRow("the live preview beside the editor", undefined, "A live preview", {
          shows: "A live preview",
          async saved({ database }) {
            expect(await database.db.select().from(blogPosts).where(eq(blogPosts.title, "A live preview"))).toEqual([]);
          },
        }),
        page: () => "/admin/blog/new",
      },
    ]),
    ...onPage(onPostPage, [
      ...publishRows(
        "a post published",
        async ({ database }, f) => {
          expect(await postOf(database.db, f.postId!)).toMatchObject({ publishAt: fiveJanuary2099 });
        },
        async ({ database }, f) => {
          expect(await postOf(database.db, f.postId!)).toMatchObject({ status: "published" });
        },
      ),
      buttonRow<Fixtures>(
        "a post taken down",
        "unpublish",
        { list: "/admin/blog", record: "post" },
        async ({ database }, f) => {
          expect(await postOf(database.db, f.postId!)).toMatchObject({ status: "draft" });
        },
      ),
      restoreRow(
        "a post's earlier text opened as the editor's draft",
        (f) => f.postRevisionId!,
        async ({ database }, f) => {
          // The post keeps its text until the draft is saved.
          expect(await postOf(database.db, f.postId!)).toMatchObject({ title: "Notes from three field teams" });
          const [draft] = await database.db.select().from(editorDrafts).where(eq(editorDrafts.subject, f.postId!));
          expect(draft?.fields).toMatchObject({ title: "Notes from a field team" });
        },
      ),
    ]),
    ...onPage({ route: "/admin/drafts", role: "editor", path: () => "/admin/drafts" }, [
      {
        name: "a new post's draft kept as the editor types",
        intent: "keep",
        page: () => "/admin/blog/new",
        invalid: {
          fields: () => ({ kind: "blog-post", subject: "new", base: "", fields: "{not json" }),
          message: "This draft could not be read.",
        },
        valid: {
          fields: () => ({
            kind: "blog-post",
            subject: "new",
            base: "",
            fields: JSON.stringify({ title: "Half a title" }),
          }),
          async saved({ database }) {
            const drafts = await database.db.select().from(editorDrafts).where(eq(editorDrafts.subject, "new"));
            expect(drafts.map((draft) => draft.fields)).toEqual([{ title: "Half a title" }]);
          },
        },
      },
      {
        name: "a new post's draft discarded",
        intent: "discard",
        page: () => "/admin/blog/new",
        invalid: { fields: () => ({ kind: "a-poem", subject: "new" }), message: "This draft could not be read." },
        valid: {
          fields: () => ({ kind: "blog-post", subject: "new" }),
          async saved({ database }) {
            expect(await database.db.select().from(editorDrafts).where(eq(editorDrafts.subject, "new"))).toEqual([]);
          },
        },
      },
    ]),
    ...orderedEntryRows({
      name: "question",
      list: "/admin/faq",
      fields: (text) => faq(`Do you work on weekends (${text})?`),
      invalid: { fields: faq(" "), message: "Please enter the question." },
      textOf: faqOf,
      id: (f) => f.faqId!,
      async created(db, f) {
        const [entry] = await db
          .select()
          .from(faqEntries)
          .where(eq(faqEntries.question, "Do you work on weekends (first)?"));
        expect(entry).toBeDefined();
        f.faqId = entry!.id;
        f.faqRevisionId = await firstRevision(db, faqEntryRevisions, entry!.id);
      },
      async saved(db, f) {
        expect(await faqOf(db, f.faqId!)).toMatchObject({ question: "Do you work on weekends (second)?" });
      },
      revisionId: (f) => f.faqRevisionId!,
    }),
    ...orderedEntryRows({
      name: "testimonial",
      list: "/admin/testimonials",
      fields: (text) => testimonial(`Clear plans and no surprises, ${text} time.`),
      invalid: { fields: testimonial(" "), message: "Please enter the quote." },
      textOf: testimonialOf,
      id: (f) => f.testimonialId!,
      async created(db, f) {
        const [entry] = await db
          .select()
          .from(testimonials)
          .where(eq(testimonials.quote, "Clear plans and no surprises, first time."));
        expect(entry).toBeDefined();
        f.testimonialId = entry!.id;
        f.testimonialRevisionId = await firstRevision(db, testimonialRevisions, entry!.id);
      },
      async saved(db, f) {
        expect(await testimonialOf(db, f.testimonialId!)).toMatchObject({
          quote: "Clear plans and no surprises, second time.",
          noticeVersion,
          noticeLanguage: "en",
        });
      },
      revisionId: (f) => f.testimonialRevisionId!,
    }),
    {
      name: "a new case study",
      route: "/admin/pages/new-project",
      role: "editor",
      path: () => "/admin/pages/new-project",
      intent: "save",
      invalid: {
        fields: () => ({ slug: "Not A Slug!", ...documentFields("project", project("Clinic bookings for Noida")) }),
        message: "lower-case",
      },
      valid: {
        fields: () => ({ slug: projectSlug, ...documentFields("project", project("Clinic bookings for Noida")) }),
        async saved({ database }) {
          const row = await documentOf(database.db, "project", projectSlug);
          expect(row.draft).toMatchObject({ card: { title: "Clinic bookings for Noida" } });
        },
      },
    },
    ...onPage({ route: "/admin/pages/:kind/:slug", role: "editor", path: () => projectPage }, [
      {
        name: "a case study's draft",
        intent: "save",
        invalid: { fields: () => documentFields("project", project("")), message: "Please" },
        valid: {
          fields: () => documentFields("project", project("Clinic bookings for Noida and Gurugram")),
          async saved({ database }, f) {
            const row = await documentOf(database.db, "project", projectSlug);
            expect(row.draft).toMatchObject({ card: { title: "Clinic bookings for Noida and Gurugram" } });
            const [first] = await database.db
              .select()
              .from(siteDocumentRevisions)
              .where(eq(siteDocumentRevisions.ownerId, row.id))
              .orderBy(asc(siteDocumentRevisions.number));
            f.projectRevisionId = first!.id;
          },
        },
      },
      ...publishRows(
        "a case study's draft published",
        async ({ database }) => {
          expect(await documentOf(database.db, "project", projectSlug)).toMatchObject({ scheduledAt: fiveJanuary2099 });
        },
        async ({ database }) => {
          const row = await documentOf(database.db, "project", projectSlug);
          expect(row.published).toMatchObject({ card: { title: "Clinic bookings for Noida and Gurugram" } });
        },
      ),
      restoreRow(
        "a case study's earlier text made the draft",
        (f) => f.projectRevisionId!,
        async ({ database }) => {
          const row = await documentOf(database.db, "project", projectSlug);
          expect(row.draft).toMatchObject({ card: { title: "Clinic bookings for Noida" } });
        },
      ),
      {
        name: "a case study's schedule called off",
        intent: "unschedule",
        // One button: a page with nothing scheduled keeps its text whether or not it is pressed.
        invalid: { none: "one button with nothing to fill in" },
        valid: {
          fields: () => ({}),
          async saved({ database }) {
            expect(await documentOf(database.db, "project", projectSlug)).toMatchObject({
              scheduled: null,
              scheduledAt: null,
            });
          },
        },
      },
      {
        name: "a case study's draft discarded",
        intent: "discard",
        // One button: a page without a draft keeps its text whether or not it is pressed.
        invalid: { none: "one button with nothing to fill in" },
        valid: {
          fields: () => ({}),
          async saved({ database }) {
            expect((await documentOf(database.db, "project", projectSlug)).draft).toBeNull();
          },
        },
      },
      {
        name: "a case study taken down",
        intent: "unpublish",
        invalid: {
          fields: () => ({}),
          path: () => "/admin/pages/service/erp",
          message: "This page is part of the site and cannot be taken down.",
        },
        valid: {
          fields: () => ({}),
          async saved({ database }) {
            expect((await documentOf(database.db, "project", projectSlug)).published).toBeNull();
          },
        },
      },
    ]),
    ...onPage({ route: "/admin/images", role: "editor", path: () => "/admin/images" }, [
      {
        name: "an image uploaded, with its description",
        intent: "upload",
        multipart: true,
        invalid: { fields: () => ({ alt: "A whiteboard" }), message: "Please choose an image file." },
        valid: {
          fields: () => ({ file: whiteboard, alt: "A whiteboard of sticky notes" }),
          async saved({ database }, f) {
            const [image] = await database.db
              .select()
              .from(editorImages)
              .where(eq(editorImages.alt, "A whiteboard of sticky notes"));
            expect(image).toMatchObject({ width: 40, height: 30 });
            f.imageId = image!.id;
          },
        },
      },
      {
        name: "an image uploaded from a post's text, answered with its Markdown",
        intent: "insert",
        multipart: true,
        invalid: { fields: () => ({ file: whiteboard, alt: " " }), message: "Please describe the image" },
        valid: {
          fields: () => ({ file: whiteboard, alt: "Sticky notes sorted by team" }),
          shows: "Uploaded. Its Markdown for a post: ![Sticky notes sorted by team](/media/",
          async saved({ database }, f) {
            const [image] = await database.db
              .select()
              .from(editorImages)
              .where(eq(editorImages.alt, "Sticky notes sorted by team"));
            expect(image).toMatchObject({ width: 40, height: 30 });
            f.insertedImageId = image!.id;
          },
        },
      },
    ]),
    ...onPage(onPostPage, [
      {
        name: "a post's cover and social image chosen from the image library",
        intent: "save",
        invalid: {
          fields: () => ({ ...post("A post with a lost cover"), image: `/media/${nobody}` }),
          message: `The cover image /media/${nobody} is not in the image library`,
        },
        valid: {
          fields: (f) => ({
            ...post("Notes with our own cover"),
            image: `/media/${f.insertedImageId!}`,
            socialImage: `/media/${f.insertedImageId!}`,
          }),
          async saved({ database }, f) {
            expect(await postOf(database.db, f.postId!)).toMatchObject({
              title: "Notes with our own cover",
              image: `/media/${f.insertedImageId!}`,
              socialImage: `/media/${f.insertedImageId!}`,
            });
          },
        },
      },
    ]),
    ...onPage({ route: "/admin/images", role: "editor", path: () => "/admin/images" }, [
      {
        name: "an image's description",
        intent: "alt",
        invalid: {
          fields: (f) => ({ id: f.imageId!, alt: " " }),
          message: "Please describe the image for people who cannot see it (alternative text).",
        },
        valid: {
          fields: (f) => ({ id: f.imageId!, alt: "Sticky notes on a whiteboard" }),
          async saved({ database }, f) {
            const [image] = await database.db.select().from(editorImages).where(eq(editorImages.id, f.imageId!));
            expect(image!.alt).toBe("Sticky notes on a whiteboard");
          },
        },
      },
      {
        name: "an image deleted",
        intent: "delete",
        invalid: { fields: () => ({ id: nobody }), message: "This image does not exist (any more)." },
        valid: {
          fields: (f) => ({ id: f.imageId! }),
          async saved({ database }, f) {
            expect(await database.db.select().from(editorImages).where(eq(editorImages.id, f.imageId!))).toEqual([]);
          },
        },
      },
    ]),
  ],
};
