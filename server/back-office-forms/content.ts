import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { expect } from "vitest";

import { documentFormOf, leavesOf, valueAt } from "../../domain/content/document-form";
import { projectDocumentOf } from "../../domain/content/portfolio-projects";
import type { DocumentKind } from "../../domain/content/site-documents";
import type { Db } from "../db/open-db";
import {
  blogPostRevisions,
  blogPosts,
  editorImages,
  faqEntries,
  faqEntryRevisions,
  siteDocumentRevisions,
  siteDocuments,
  testimonialRevisions,
  testimonials,
} from "../db/schema";
import { seedProjects } from "../db/seed-projects";
import type { Fields, FormArea, FormRow } from "../test-support/back-office-forms";
import { blogPostForm } from "../test-support/back-office-records";

/** The records the editors' forms change; the ids the rows create are kept as they go. */
type Fixtures = {
  postId?: string;
  postRevisionId?: string;
  faqId?: string;
  faqRevisionId?: string;
  testimonialId?: string;
  testimonialRevisionId?: string;
  imageId?: string;
  projectRevisionId?: string;
};

const nobody = "00000000-0000-4000-8000-000000000000";

/** A post's form, as the editor posts it, with the address made from its title. */
const post = (title: string): Fields => ({ ...blogPostForm, title, slug: "" });

const faq = (question: string): Fields => ({ question, answer: "Only for launches, agreed in advance." });

const testimonial = (quote: string): Fields => ({
  placement: "page",
  quote,
  shownName: "Asha K.",
  shownRole: "",
  avatar: "/images/avatars/avatar-3.svg",
  consentNote: "Agreed by e-mail to her first name and initial.",
  consentDate: "2026-02-20",
});

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
  textOf: (db: Db, id: string) => Promise<{ published: boolean; position: number } | undefined>;
  id: (f: Fixtures) => string;
  created: (db: Db, f: Fixtures) => Promise<void>;
  saved: (db: Db, f: Fixtures) => Promise<void>;
  revisionId: (f: Fixtures) => string;
}): FormRow<Fixtures>[] {
  const page = (f: Fixtures) => `${entry.list}/${entry.id(f)}`;
  const state = async (db: Db, f: Fixtures) => (await entry.textOf(db, entry.id(f)))!;
  return [
    {
      name: `a new ${entry.name}`,
      route: entry.list,
      role: "editor",
      path: () => entry.list,
      intent: "create",
      invalid: { fields: () => entry.invalid.fields, message: entry.invalid.message },
      valid: { fields: () => entry.fields("first"), saved: ({ database }, f) => entry.created(database.db, f) },
    },
    {
      name: `a ${entry.name} moved up the list`,
      route: entry.list,
      role: "editor",
      path: () => entry.list,
      intent: "move",
      invalid: { fields: (f) => ({ id: entry.id(f), direction: "sideways" }), message: "Choose up or down." },
      valid: {
        fields: (f) => ({ id: entry.id(f), direction: "up" }),
        async saved({ database }, f) {
          expect((await state(database.db, f)).position).toBeGreaterThan(0);
        },
      },
    },
    {
      name: `a ${entry.name} published from the list`,
      route: entry.list,
      role: "editor",
      path: () => entry.list,
      intent: "publish",
      invalid: { fields: () => ({ id: nobody }), message: "does not exist" },
      valid: {
        fields: (f) => ({ id: entry.id(f) }),
        async saved({ database }, f) {
          expect((await state(database.db, f)).published).toBe(true);
        },
      },
    },
    {
      name: `a ${entry.name} taken down from the list`,
      route: entry.list,
      role: "editor",
      path: () => entry.list,
      intent: "unpublish",
      invalid: { fields: () => ({ id: nobody }), message: "does not exist" },
      valid: {
        fields: (f) => ({ id: entry.id(f) }),
        async saved({ database }, f) {
          expect((await state(database.db, f)).published).toBe(false);
        },
      },
    },
    {
      name: `a ${entry.name}'s text`,
      route: `${entry.list}/:id`,
      role: "editor",
      path: page,
      intent: "save",
      invalid: { fields: () => entry.invalid.fields, message: entry.invalid.message },
      valid: { fields: () => entry.fields("second"), saved: ({ database }, f) => entry.saved(database.db, f) },
    },
    {
      name: `a ${entry.name}'s earlier text restored`,
      route: `${entry.list}/:id`,
      role: "editor",
      path: page,
      intent: "restore",
      invalid: { fields: () => ({ revisionId: nobody }), message: "revision" },
      valid: {
        fields: (f) => ({ revisionId: entry.revisionId(f) }),
        async saved({ database }, f) {
          await entry.created(database.db, f);
        },
      },
    },
    {
      name: `a ${entry.name} published on its page`,
      route: `${entry.list}/:id`,
      role: "editor",
      path: page,
      intent: "publish",
      invalid: {
        fields: () => ({ when: "at", date: "someday", time: "10:00" }),
        message: "Please choose the day to publish (YYYY-MM-DD).",
      },
      valid: {
        fields: () => ({ when: "now" }),
        async saved({ database }, f) {
          expect((await state(database.db, f)).published).toBe(true);
        },
      },
    },
    {
      name: `a ${entry.name} taken down on its page`,
      route: `${entry.list}/:id`,
      role: "editor",
      path: page,
      intent: "unpublish",
      invalid: {
        fields: () => ({}),
        path: () => `${entry.list}/${nobody}`,
        message: `There is no such ${entry.name}.`,
      },
      valid: {
        fields: () => ({}),
        async saved({ database }, f) {
          expect((await state(database.db, f)).published).toBe(false);
        },
      },
    },
    {
      name: `a ${entry.name} deleted, once confirmed`,
      route: `${entry.list}/:id`,
      role: "editor",
      path: page,
      intent: "delete",
      invalid: {
        fields: () => ({ confirmed: "yes" }),
        path: () => `${entry.list}/${nobody}`,
        message: `There is no such ${entry.name}.`,
      },
      valid: {
        fields: () => ({ confirmed: "yes" }),
        async saved({ database }, f) {
          expect(await entry.textOf(database.db, entry.id(f))).toBeUndefined();
        },
      },
    },
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
    {
      name: "a new post, written as a draft",
      route: "/admin/blog/new",
      role: "editor",
      path: () => "/admin/blog/new",
      intent: "save",
      invalid: { fields: () => post(" "), message: "Please enter the title." },
      valid: {
        fields: () => post("Notes from a field team"),
        async saved({ database }, f) {
          const [draft] = await database.db
            .select()
            .from(blogPosts)
            .where(eq(blogPosts.title, "Notes from a field team"));
          expect(draft).toMatchObject({ status: "draft", author: "Karan Malhotra" });
          f.postId = draft!.id;
        },
      },
    },
    {
      name: "a new post previewed before it is saved",
      route: "/admin/blog/new",
      role: "editor",
      path: () => "/admin/blog/new",
      intent: "preview",
      invalid: { fields: () => post(" "), message: "Please enter the title." },
      valid: {
        fields: () => post("A post only previewed"),
        shows: "A post only previewed",
        async saved({ database }) {
          expect(
            await database.db.select().from(blogPosts).where(eq(blogPosts.title, "A post only previewed")),
          ).toEqual([]);
        },
      },
    },
    {
      name: "a post's text",
      route: "/admin/blog/:id",
      role: "editor",
      path: (f) => `/admin/blog/${f.postId}`,
      intent: "save",
      invalid: { fields: () => post(" "), message: "Please enter the title." },
      valid: {
        fields: () => post("Notes from three field teams"),
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
      },
    },
    {
      name: "a post previewed on its page",
      route: "/admin/blog/:id",
      role: "editor",
      path: (f) => `/admin/blog/${f.postId}`,
      intent: "preview",
      invalid: { fields: () => post(" "), message: "Please enter the title." },
      valid: {
        fields: () => post("A title only previewed"),
        shows: "A title only previewed",
        async saved({ database }, f) {
          expect(await postOf(database.db, f.postId!)).toMatchObject({ title: "Notes from three field teams" });
        },
      },
    },
    {
      name: "the live preview beside the editor",
      route: "/admin/blog/preview",
      role: "editor",
      path: () => "/admin/blog/preview",
      page: () => "/admin/blog/new",
      invalid: { fields: () => post(" "), message: "Please enter the title." },
      valid: {
        fields: () => post("A live preview"),
        shows: "A live preview",
        async saved({ database }) {
          expect(await database.db.select().from(blogPosts).where(eq(blogPosts.title, "A live preview"))).toEqual([]);
        },
      },
    },
    {
      name: "a post published",
      route: "/admin/blog/:id",
      role: "editor",
      path: (f) => `/admin/blog/${f.postId}`,
      intent: "publish",
      invalid: {
        fields: () => ({ when: "at", date: "someday", time: "10:00" }),
        message: "Please choose the day to publish (YYYY-MM-DD).",
      },
      valid: {
        fields: () => ({ when: "now" }),
        async saved({ database }, f) {
          expect(await postOf(database.db, f.postId!)).toMatchObject({ status: "published" });
        },
      },
    },
    {
      name: "a post taken down",
      route: "/admin/blog/:id",
      role: "editor",
      path: (f) => `/admin/blog/${f.postId}`,
      intent: "unpublish",
      invalid: { fields: () => ({}), path: () => `/admin/blog/${nobody}`, message: "There is no such post." },
      valid: {
        fields: () => ({}),
        async saved({ database }, f) {
          expect(await postOf(database.db, f.postId!)).toMatchObject({ status: "draft" });
        },
      },
    },
    {
      name: "a post's earlier text restored",
      route: "/admin/blog/:id",
      role: "editor",
      path: (f) => `/admin/blog/${f.postId}`,
      intent: "restore",
      invalid: { fields: () => ({ revisionId: nobody }), message: "revision" },
      valid: {
        fields: (f) => ({ revisionId: f.postRevisionId! }),
        async saved({ database }, f) {
          expect(await postOf(database.db, f.postId!)).toMatchObject({ title: "Notes from a field team" });
        },
      },
    },
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
    {
      name: "a case study's draft",
      route: "/admin/pages/:kind/:slug",
      role: "editor",
      path: () => projectPage,
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
    {
      name: "a case study's draft published",
      route: "/admin/pages/:kind/:slug",
      role: "editor",
      path: () => projectPage,
      intent: "publish",
      invalid: {
        fields: () => ({ when: "at", date: "someday", time: "10:00" }),
        message: "Please choose the day to publish (YYYY-MM-DD).",
      },
      valid: {
        fields: () => ({ when: "now" }),
        async saved({ database }) {
          const row = await documentOf(database.db, "project", projectSlug);
          expect(row.published).toMatchObject({ card: { title: "Clinic bookings for Noida and Gurugram" } });
        },
      },
    },
    {
      name: "a case study's earlier text made the draft",
      route: "/admin/pages/:kind/:slug",
      role: "editor",
      path: () => projectPage,
      intent: "restore",
      invalid: { fields: () => ({ revisionId: nobody }), message: "revision" },
      valid: {
        fields: (f) => ({ revisionId: f.projectRevisionId! }),
        async saved({ database }) {
          const row = await documentOf(database.db, "project", projectSlug);
          expect(row.draft).toMatchObject({ card: { title: "Clinic bookings for Noida" } });
        },
      },
    },
    {
      name: "a case study's draft discarded",
      route: "/admin/pages/:kind/:slug",
      role: "editor",
      path: () => projectPage,
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
      route: "/admin/pages/:kind/:slug",
      role: "editor",
      path: () => projectPage,
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
    {
      name: "an image uploaded, with its description",
      route: "/admin/images",
      role: "editor",
      path: () => "/admin/images",
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
      name: "an image's description",
      route: "/admin/images",
      role: "editor",
      path: () => "/admin/images",
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
      route: "/admin/images",
      role: "editor",
      path: () => "/admin/images",
      intent: "delete",
      invalid: { fields: () => ({ id: nobody }), message: "This image does not exist (any more)." },
      valid: {
        fields: (f) => ({ id: f.imageId! }),
        async saved({ database }, f) {
          expect(await database.db.select().from(editorImages).where(eq(editorImages.id, f.imageId!))).toEqual([]);
        },
      },
    },
  ],
};
