import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";

import { databaseClearedBeforeEach } from "../../test-support/cleared-database";
import { idempotentRequests } from "../db/schema";
import { rememberAnswer } from "../kernel/requests/idempotency";
import { apiRoute, failure } from "./api-contract";
import { declareSubmission, invalidJsonFields, takeSubmission } from "./public-submission";

const NoteSchema = z.object({ text: z.string().min(1) });
const now = new Date("2026-11-26T10:00:00Z");

const noteContract = declareSubmission({
  operationId: "leaveNote",
  tag: "test",
  summary: "Leave a note",
  body: NoteSchema,
  taken: { status: 202, description: "Taken.", data: z.object({ id: z.string() }) },
  ownAnswers: { 409: failure("A note like it is there already.") },
});

describe("a public submission's contract", () => {
  it("takes an Idempotency-Key and answers what every JSON submission may, besides its own", () => {
    const response = noteContract.schema!.response as Record<number, Record<string, unknown>>;
    expect(Object.keys(response)).toEqual(["202", "400", "409", "413", "415", "422", "429", "500", "503"]);
    expect(response[202]).toMatchObject({ "x-response-description": "Taken.", headers: { "Idempotent-Replayed": {} } });
    expect(response[400]).toEqual(invalidJsonFields);
    expect(noteContract.schema!.headers).toMatchObject({ properties: { "Idempotency-Key": { type: "string" } } });
  });

  it("leaves a multipart body's refusals to its route, and a route's own answer replaces the shared one", () => {
    const upload = declareSubmission({
      operationId: "upload",
      tag: "test",
      summary: "Upload",
      multipart: { type: "object" },
      taken: { status: 201, description: "Received.", data: z.object({}) },
      ownAnswers: { 429: failure("Too many.") },
    });
    const response = upload.schema!.response as Record<number, Record<string, unknown>>;
    expect(Object.keys(response)).toEqual(["201", "422", "429", "500", "503"]);
    expect(response[429]).toEqual(failure("Too many."));
  });
});

describe("taking a public submission", () => {
  const database = databaseClearedBeforeEach([idempotentRequests]);
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  /** A route that records a note under its claim, as the site's forms do, with a quota of `quota` submissions. */
  function noteRoute(quota: number) {
    const woken: string[][] = [];
    const submitted: string[] = [];
    let spent = 0;
    const deps = {
      db: database.db,
      onEmailsQueued: (ids: string[]) => woken.push(ids),
      spendQuota: async (
        _request: unknown,
        reply: { status: (code: number) => { send: (body: unknown) => unknown } },
      ) => {
        spent += 1;
        if (spent <= quota) return true;
        reply.status(429).send({ success: false, message: "Too many." });
        return false;
      },
    };
    const app = Fastify();
    apps.push(app);
    apiRoute(app, "POST", "/notes", noteContract, async (request, reply) =>
      takeSubmission(request, reply, deps, { status: 202 }, async (claim) => {
        submitted.push(request.body.text);
        const data = { id: `note-${submitted.length}` };
        if (claim) await rememberAnswer(database.db, claim, { statusCode: 202, data }, now);
        return { data, queuedEmailIds: [`mail-${submitted.length}`] };
      }),
    );
    return { app, woken, submitted };
  }

  const send = (app: ReturnType<typeof Fastify>, text: string, key?: string) =>
    app.inject({ method: "POST", url: "/notes", payload: { text }, headers: key ? { "idempotency-key": key } : {} });

  it("answers its status with the data, and wakes the outbox for the e-mails it queued", async () => {
    const { app, woken, submitted } = noteRoute(5);
    const taken = await send(app, "hello");
    expect(taken.statusCode).toBe(202);
    expect(taken.json()).toEqual({ success: true, data: { id: "note-1" } });
    expect(submitted).toEqual(["hello"]);
    expect(woken).toEqual([["mail-1"]]);
  });

  it("repeats the first answer to a retry with the same key, without submitting or spending again", async () => {
    const { app, woken, submitted } = noteRoute(1);
    expect((await send(app, "hello", "key-1")).statusCode).toBe(202);
    const retry = await send(app, "hello", "key-1");
    expect(retry.statusCode).toBe(202);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual({ success: true, data: { id: "note-1" } });
    expect((await send(app, "another", "key-1")).statusCode).toBe(422);
    expect(submitted).toEqual(["hello"]);
    expect(woken).toHaveLength(1);
  });

  it("submits nothing once the visitor's quota is spent", async () => {
    const { app, woken, submitted } = noteRoute(1);
    expect((await send(app, "one")).statusCode).toBe(202);
    expect((await send(app, "two")).statusCode).toBe(429);
    expect(submitted).toEqual(["one"]);
    expect(woken).toHaveLength(1);
  });
});
