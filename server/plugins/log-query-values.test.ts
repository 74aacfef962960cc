import { Writable } from "node:stream";

import { DrizzleQueryError } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";

import { serverLogOptions } from "./log-options";
import { errorWithoutQueryValues } from "./log-query-values";

/** A failed insert as drizzle reports it: PostgreSQL's error as the cause, the values in the message. */
const failedInsert = () => {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "enquiries_pkey"'), {
    code: "23505",
    detail: "Key (email)=(Kavya Menon, Flat 4B) already exists.",
  });
  return new DrizzleQueryError(
    'insert into "enquiries" ("first_name", "email", "message") values ($1, $2, $3)',
    ["Kavya", "kavya.menon@example.in", "Call me at Flat 4B, Indiranagar"],
    cause,
  );
};

describe("errors in the logs", () => {
  it("keep the query, the database's message and the stack, not the values a visitor typed", () => {
    const serialized = errorWithoutQueryValues(failedInsert());
    const text = JSON.stringify(serialized);
    expect(text).toContain('insert into \\"enquiries\\"');
    expect(text).toContain("duplicate key value violates unique constraint");
    expect(serialized.stack).toMatch(/\n\s+at /);
    expect(serialized.message).toContain("params: [left out]");
    expect(text).not.toMatch(/Kavya|kavya|Indiranagar/);
  });

  it("keep a message given as the error as it is: a relay's refusal during an outage", () => {
    // The serializer once set `message` on the string itself, and the line lost its cause.
    const refusal = "connect ECONNREFUSED 127.0.0.1:2525";
    expect(errorWithoutQueryValues(refusal as unknown as Error)).toBe(refusal);
  });

  it("leave PostgreSQL's detail out of an error logged as it came", () => {
    const text = JSON.stringify(errorWithoutQueryValues(failedInsert().cause as Error));
    expect(text).toContain("23505");
    expect(text).not.toContain("Kavya");
  });

  it("leave the values out wherever the failed query sits among the causes", () => {
    const wrapped = new Error("could not record the enquiry", { cause: failedInsert() });
    const text = JSON.stringify(errorWithoutQueryValues(wrapped));
    expect(text).toContain("could not record the enquiry");
    expect(text).toContain("Failed query: insert into");
    expect(text).not.toMatch(/Kavya|kavya|Indiranagar/);
  });

  it("are written so by the server's log, the line's message included", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...serverLogOptions, stream } });
    app.get("/broken", async () => {
      throw failedInsert();
    });
    await app.inject({ method: "GET", url: "/broken" });
    app.log.error(failedInsert());
    app.log.error({ err: failedInsert() });
    app.log.error({ err: failedInsert() }, "enquiry failed");
    await app.close();
    expect(lines.join("")).toContain("Failed query");
    expect(lines.join("")).not.toMatch(/Kavya|kavya|Indiranagar/);
  });
});
