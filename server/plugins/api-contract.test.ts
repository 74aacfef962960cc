import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { answer, apiRoute, declareRoute, failure } from "./api-contract";
import { useJsonErrors } from "./api-errors";

/**
 * One schema per part of a request: the schema a contract describes a route with also validates
 * what arrives, and the handler reads what it parsed. Refusals answer the one error shape.
 */
const app = Fastify();
const received: unknown[] = [];

beforeAll(async () => {
  useJsonErrors(app);
  const contract = declareRoute({
    operationId: "tryIt",
    tag: "test",
    summary: "A route for the test",
    params: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Invalid date.") }),
    querystring: z.object({ page: z.coerce.number().int().min(1, "Pages start at 1.").default(1) }),
    body: z.object({
      email: z.email("Please enter a valid e-mail address.").transform((email) => email.toLowerCase()),
    }),
    // The path's and the query's own messages; the body's is the usual one.
    invalid: { params: "Please give a real day.", querystring: "Please give a page from 1." },
    answers: { 200: answer("Taken.", z.object({ ok: z.literal(true) })), 400: failure("Refused.") },
  });
  apiRoute(app, "POST", "/try/:day", contract, async (request) => {
    // Typed by the contract: a number with its default, and the e-mail as the schema transformed it.
    const page: number = request.query.page;
    received.push({ day: request.params.day, page, email: request.body.email });
    return { ok: true };
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, body: unknown) => app.inject({ method: "POST", url, payload: body as object });

describe("a declared route", () => {
  it("hands its handler what the contract's schemas parsed", async () => {
    const response = await post("/try/2026-11-25", { email: "Asha@Example.IN" });
    expect(response.statusCode).toBe(200);
    expect(received).toEqual([{ day: "2026-11-25", page: 1, email: "asha@example.in" }]);
  });

  it("refuses a wrong body, path or query in the one shape, before its handler runs", async () => {
    received.length = 0;
    const refusals = await Promise.all([
      post("/try/2026-11-25", { email: "not an address" }),
      post("/try/tomorrow", { email: "asha@example.in" }),
      post("/try/2026-11-25?page=0", { email: "asha@example.in" }),
    ]);
    expect(refusals.map((response) => [response.statusCode, response.json()])).toEqual([
      [
        400,
        {
          success: false,
          message: "Please correct the highlighted fields.",
          errors: { email: "Please enter a valid e-mail address." },
        },
      ],
      [400, { success: false, message: "Please give a real day.", errors: { day: "Invalid date." } }],
      [400, { success: false, message: "Please give a page from 1.", errors: { page: "Pages start at 1." } }],
    ]);
    expect(received).toEqual([]);
  });
});
