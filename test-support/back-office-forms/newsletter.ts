import { eq } from "drizzle-orm";
import { expect } from "vitest";

import { confirmSendMessage, digestLastDay } from "../../domain/newsletter/newsletter-sending";
import { confirmImportMessage } from "../../domain/newsletter/subscriber-import";
import { newsletters, newsletterSubscribers, outboxEmails, blogPosts, settings } from "../../server/db/schema";
import { notSendable } from "../../server/newsletter/newsletter-sending";
import type { FormArea } from "../back-office-forms";
import { bookingNow } from "../sample-submissions";
import { addPost } from "../newsletter-fixtures";
import { rowsOnPage } from "./form-rows";

/**
 * A published post (seeded, visible at the server's clock), a draft, a newsletter waiting for its
 * time and one already sent (decision 079).
 */
type Fixtures = { postId: string; draftId: string; scheduledId: string; sentId: string };

const sendPage = "/admin/newsletter/new";

/** The send form as an editor fills it in: every subscriber, on a day after the server's clock. */
const sendFields = (postId: string) => ({
  postId,
  audience: "all",
  when: "at",
  date: "2026-12-01",
  time: "09:00",
  confirmed: "on",
});

/** A list from another service: one reader, their consent confirmed there; one row refused for its date. */
const importFile = new File(
  ["Email,Confirmed\r\nimported.reader@example.in,2026-03-14 09:30\r\nno.date@example.in,\r\n"],
  "ghost.csv",
  { type: "text/csv" },
);

const newsletter = (
  db: Parameters<FormArea<Fixtures>["prepare"]>[0]["database"]["db"],
  state: "scheduled" | "sent",
  postId: string,
) =>
  db
    .insert(newsletters)
    .values({
      kind: "post",
      postId,
      state,
      scheduledAt: bookingNow,
      createdAt: bookingNow,
      subject: `A ${state} newsletter`,
    })
    .returning({ id: newsletters.id });

export const newsletterForms: FormArea<Fixtures> = {
  area: "newsletter",
  async prepare(server) {
    const { db } = server.database;
    const [post] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.slug, "hypercare-first-90-days"));
    const draft = await addPost(db, { publishAt: bookingNow, status: "draft" });
    const [scheduled] = await newsletter(db, "scheduled", post!.id);
    const [sent] = await newsletter(db, "sent", post!.id);
    return { postId: post!.id, draftId: draft.id, scheduledId: scheduled!.id, sentId: sent!.id };
  },
  rows: [
    ...rowsOnPage<Fixtures>({ route: sendPage, role: "editor", path: (f) => `${sendPage}?post=${f.postId}` }, [
      {
        name: "a test sent to oneself",
        intent: "test",
        invalid: { fields: (f) => ({ postId: f.draftId }), path: () => sendPage, message: notSendable },
        valid: {
          fields: (f) => ({ postId: f.postId }),
          async saved({ database }) {
            const tests = await database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "newsletter.test"));
            expect(tests.map((email) => [email.toAddress, email.subject.startsWith("[Test] ")])).toEqual([
              ["editor@test.example", true],
            ]);
          },
        },
      },
      {
        name: "a post sent as a newsletter",
        intent: "send",
        invalid: { fields: (f) => ({ ...sendFields(f.postId), confirmed: "" }), message: confirmSendMessage },
        valid: {
          fields: (f) => sendFields(f.postId),
          async saved({ database }, f) {
            const sent = await database.db.select().from(newsletters).where(eq(newsletters.postId, f.postId));
            expect(sent.filter((row) => row.state === "scheduled").map((row) => row.scheduledAt)).toContainEqual(
              new Date("2026-12-01T03:30:00Z"),
            );
          },
        },
      },
    ]),
    ...rowsOnPage<Fixtures>(
      { route: "/admin/newsletter/:id", role: "editor", path: (f) => `/admin/newsletter/${f.scheduledId}` },
      [
        {
          name: "a newsletter cancelled before its time",
          intent: "cancel",
          invalid: {
            fields: () => ({}),
            path: (f) => `/admin/newsletter/${f.sentId}`,
            message: "Only a newsletter waiting for its time can be cancelled",
          },
          valid: {
            fields: () => ({}),
            async saved({ database }, f) {
              const [row] = await database.db.select().from(newsletters).where(eq(newsletters.id, f.scheduledId));
              expect(row!.state).toBe("cancelled");
            },
          },
        },
      ],
    ),
    ...rowsOnPage<Fixtures>(
      {
        route: "/admin/newsletter/subscribers/import",
        role: "editor",
        path: () => "/admin/newsletter/subscribers/import",
      },
      [
        {
          name: "subscribers imported from another service's list",
          multipart: true,
          invalid: {
            fields: () => ({ file: importFile, source: "Ghost export, March", confirmed: "" }),
            message: confirmImportMessage,
          },
          valid: {
            fields: () => ({ file: importFile, source: "Ghost export, March", confirmed: "on" }),
            shows: "Imported 1 subscriber from ghost.csv.",
            async saved(server) {
              const { database } = server;
              const rows = await database.db
                .select()
                .from(newsletterSubscribers)
                .where(eq(newsletterSubscribers.email, "imported.reader@example.in"));
              expect(rows.map((row) => [row.state, row.consentSource, row.confirmedAt])).toEqual([
                ["subscribed", "Ghost export, March", new Date("2026-03-14T04:00:00Z")],
              ]);
              // Imported consent is not asked for again: no confirmation, no welcome.
              const mails = await database.db.select().from(outboxEmails);
              expect(mails.filter((mail) => mail.toAddress === "imported.reader@example.in")).toEqual([]);
              // The list's export, filtered as the page is, names where the consent was confirmed.
              const exported = await server.request({
                method: "GET",
                url: "/admin/newsletter/subscribers/export.csv?q=imported.reader&state=subscribed",
                headers: { cookie: await server.signIn("editor"), "sec-fetch-site": "same-origin" },
              });
              expect(exported.statusCode).toBe(200);
              expect(exported.headers["content-disposition"]).toMatch(
                /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"/,
              );
              expect(exported.body.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
                '"Address","State","Topics","Signed up (India time)","Confirmed (India time)","Unsubscribed (India time)","Suppressed (India time)","Why suppressed","Consent source"',
                expect.stringMatching(
                  /^"imported\.reader@example\.in","Subscribed","Every topic","[\d-]+ [\d:]+","2026-03-14 09:30:00","","","","Ghost export, March"$/,
                ),
                "",
              ]);
            },
          },
        },
      ],
    ),
    ...rowsOnPage<Fixtures>(
      { route: "/admin/newsletter/digest", role: "editor", path: () => "/admin/newsletter/digest" },
      [
        {
          name: "the monthly digest scheduled",
          invalid: {
            fields: () => ({ enabled: "on", day: "31", time: "09:00" }),
            message: `Please choose a day from 1 to ${digestLastDay}.`,
          },
          valid: {
            fields: () => ({ enabled: "on", day: "5", time: "18:30" }),
            async saved({ database }) {
              const [row] = await database.db.select().from(settings).where(eq(settings.key, "newsletter.digest"));
              expect(row!.value).toEqual({ enabled: true, day: 5, time: "18:30", since: bookingNow.toISOString() });
            },
          },
        },
      ],
    ),
  ],
};
