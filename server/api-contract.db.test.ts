import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";

import { Validator } from "@seriousme/openapi-schema-validator";
import type { ValidateFunction } from "ajv";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { uploadImage } from "./content/editor-images";
import { newsletterLinks, newsletters, outboxEmails } from "./db/schema";
import { seed } from "./db/seed";
import { seedJobs } from "./db/seed-jobs";
import { diskFileStore } from "./kernel/storage/file-store";
import { commandLine } from "./kernel/audit/audit";
import { sendAnAlert } from "../test-support/job-alert-sent";
import { confirmSubscription } from "./newsletter/subscriptions";
import { applicationFormFields, samplePdf } from "../test-support/sample-application";
import { bookingNow, sampleBooking, sampleEnquiry } from "../test-support/sample-submissions";
import { openTestDatabase } from "../test-support/test-database";
import { buildTestApp, loggedErrors, type TestApp } from "../test-support/test-app";

// The OpenAPI description at GET /api/openapi.json (server/plugins/api-contract.ts) against the
// server's real answers: every documented route is called, its success and its main refusals,
// and each answer's status must be documented for the route and its body must match the
// documented schema. An answer that drifts from the description fails here.

type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }>; headers?: Record<string, unknown> }>;
};
type Description = { openapi: string; paths: Record<string, Record<string, Operation>> };

const committedFile = new URL("../docs/openapi.json", import.meta.url);
const descriptionId = "https://contract.test/openapi.json";

/** A JSON pointer into the description as a URI fragment: "#/paths/~1demo~1book/post". */
const pointer = (...segments: string[]) =>
  `#/${segments.map((segment) => encodeURIComponent(segment.replaceAll("~", "~0").replaceAll("/", "~1"))).join("/")}`;

/** Headers an answer carries only sometimes: a replay's mark, a quota's wait (the mailbox cap has none). */
const occasionalHeaders = new Set(["idempotent-replayed", "retry-after"]);

/** Whether the description passes the OpenAPI 3.1 schema (@seriousme/openapi-schema-validator). */
async function validateDescription(description: object) {
  const validator = new Validator();
  // A copy: the validator may keep and change what it reads.
  const result = await validator.validate(structuredClone(description) as Record<string, unknown>);
  return { ...result, version: validator.version };
}

/** A multipart body as a browser's FormData sends it. */
async function multipart(values: Record<string, string>, file?: { name: string; content: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (file) form.append("resume", new Blob([new Uint8Array(file.content)], { type: "application/pdf" }), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type")! },
  };
}

let description: Description;
let ajv: Ajv2020;
/** "GET /api/jobs/{id} 404": what the tests saw answered. */
const seen = new Set<string>();

/** The documented schema at `at` (a pointer into the description), compiled once. */
function schemaAt(at: string): ValidateFunction {
  const validate = ajv.getSchema(`${descriptionId}${at}`);
  if (!validate) throw new Error(`No schema at ${at}`);
  return validate;
}

/**
 * Checks one real answer of `method path` (the path as documented: "/api/jobs/{id}") against the
 * description: its status is one the route documents, its body matches that status's schema (or
 * it has none when none is documented), and the headers documented for it are there.
 */
function expectDocumented(response: LightMyRequestResponse, method: string, documentedPath: string) {
  const operation = description.paths[documentedPath]?.[method.toLowerCase()];
  expect(operation, `${method} ${documentedPath} is in the description`).toBeDefined();
  const status = String(response.statusCode);
  const declared = operation!.responses[status];
  expect(declared, `${method} ${documentedPath} documents ${status} (answered ${response.body})`).toBeDefined();
  seen.add(`${method} ${documentedPath} ${status}`);

  const media = declared!.content?.["application/json"];
  if (media) {
    expect(response.headers["content-type"]).toMatch(/^application\/json\b/);
    const validate = schemaAt(
      pointer(
        "paths",
        documentedPath,
        method.toLowerCase(),
        "responses",
        status,
        "content",
        "application/json",
        "schema",
      ),
    );
    const body: unknown = response.json();
    expect(
      validate(body),
      `${method} ${documentedPath} ${status}: ${ajv.errorsText(validate.errors)} in ${response.body}`,
    ).toBe(true);
  } else if (declared!.content) {
    // A file, not JSON (an editor's image): one of the documented media types.
    expect(Object.keys(declared!.content)).toContain(response.headers["content-type"]);
  } else {
    expect(response.body, `${method} ${documentedPath} ${status} documents no body`).toBe("");
  }
  for (const name of Object.keys(declared!.headers ?? {})) {
    if (occasionalHeaders.has(name.toLowerCase())) continue;
    expect(response.headers[name.toLowerCase()], `${method} ${documentedPath} ${status} carries ${name}`).toBeDefined();
  }
}

/** Checks a request that succeeded is one the description accepts: its JSON body matches the documented one. */
function expectAcceptedBody(method: string, documentedPath: string, body: unknown) {
  const validate = schemaAt(
    pointer("paths", documentedPath, method.toLowerCase(), "requestBody", "content", "application/json", "schema"),
  );
  expect(validate(body), `${method} ${documentedPath}'s body: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

describe("the public API's OpenAPI description", () => {
  let subject: TestApp;
  let dataDir: string;
  let clockNow = bookingNow;
  const inject = (options: InjectOptions) => subject.app.inject(options);

  /** A GET, then the same GET with the first answer's ETag: both answers as documented for the route. */
  const getAndRevalidate = async (url: string, documentedPath: string) => {
    const first = await inject({ method: "GET", url });
    expect(first.statusCode).toBe(200);
    expectDocumented(first, "GET", documentedPath);
    const again = await inject({ method: "GET", url, headers: { "if-none-match": String(first.headers.etag) } });
    expectDocumented(again, "GET", documentedPath);
    return { first, again };
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "api-contract-test-"));
    subject = await buildTestApp({ clock: () => clockNow }, { DATA_DIR: dataDir });
    await seed(subject.database.db, bookingNow);
    const response = await inject({ method: "GET", url: "/api/openapi.json" });
    description = response.json();
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(description, descriptionId);
  });
  afterAll(async () => {
    await subject.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe("the document", () => {
    it("is served as public, cacheable JSON with an ETag, and answers 304 to it", async () => {
      const { first: response, again } = await getAndRevalidate("/api/openapi.json", "/api/openapi.json");
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("public, max-age=300");
      expect(response.headers["access-control-allow-origin"]).toBe("*");
      expect(again.statusCode).toBe(304);
    });

    it("is a valid OpenAPI 3.1 description", async () => {
      const result = await validateDescription(description);
      expect(result.errors ?? []).toEqual([]);
      expect(result).toMatchObject({ valid: true, version: "3.1" });
    });

    it("is the one committed as docs/openapi.json (npm run openapi:write rewrites it)", () => {
      const committed: unknown = JSON.parse(fs.readFileSync(committedFile, "utf8"));
      expect(description, "docs/openapi.json differs from GET /api/openapi.json: run `npm run openapi:write`").toEqual(
        committed,
      );
    });

    it("describes every path the API serves, as the router holds them", () => {
      // printRoutes draws the router's tree: "├── /api/jobs (GET, HEAD, …)" with "│   └── /:id (…)" below it.
      const served = new Set<string>();
      const prefixes: string[] = [];
      for (const line of subject.app.printRoutes({ commonPrefix: false }).split("\n")) {
        const drawn = /^([│ ]*)[├└]── (\S+)(?: \((.+)\))?$/.exec(line);
        if (!drawn) continue;
        const depth = drawn[1]!.length / 4;
        const url = (prefixes[depth - 1] ?? "") + drawn[2]!;
        prefixes[depth] = url;
        if (drawn[3] && !url.endsWith("*")) served.add(url.replace(/:(\w+)/g, "{$1}"));
      }
      expect([...served].sort()).toEqual(Object.keys(description.paths).sort());
    });

    it("is checked strictly: an answer with a field more or less does not pass", () => {
      const confirmation = {
        id: randomUUID(),
        reference: "DEMO-7K3QX2",
        date: "2026-11-25",
        time: "2:00 PM",
        timeZone: "Asia/Kolkata",
        domain: "Cloud services",
        durationMinutes: 30,
        startsAt: "2026-11-25T08:30:00.000Z",
        endsAt: "2026-11-25T09:00:00.000Z",
      };
      const booked = schemaAt(
        pointer("paths", "/demo/book", "post", "responses", "201", "content", "application/json", "schema"),
      );
      expect(booked({ success: true, data: confirmation })).toBe(true);
      expect(booked({ success: true, data: { ...confirmation, email: "meera@example.in" } })).toBe(false);
      const { reference: _reference, ...withoutReference } = confirmation;
      expect(booked({ success: true, data: withoutReference })).toBe(false);
      const refused = schemaAt(
        pointer("paths", "/demo/book", "post", "responses", "409", "content", "application/json", "schema"),
      );
      expect(refused({ success: false, message: "Taken." })).toBe(true);
      expect(refused({ success: false, error: "Taken." })).toBe(false);
    });

    it("documents every public JSON route, each with the error shape as a shared component", () => {
      const operations = Object.entries(description.paths).flatMap(([documentedPath, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${documentedPath}`),
      );
      expect(operations.sort()).toEqual(
        [
          "GET /api/jobs",
          "GET /api/jobs/{id}",
          "GET /api/job-alerts/unsubscribe/{token}",
          "GET /api/newsletter/unsubscribe/{token}",
          "GET /api/openapi.json",
          "GET /demo/dates",
          "GET /demo/slots/{date}",
          "GET /healthz",
          "GET /media/{file}",
          "GET /n/{newsletterId}/{position}",
          "GET /readyz",
          "POST /api/analytics/application-forms",
          "POST /api/analytics/events",
          "POST /api/applications",
          "POST /api/job-alerts",
          "POST /api/job-alerts/unsubscribe/{token}",
          "POST /api/newsletter/subscriptions",
          "POST /api/newsletter/unsubscribe/{token}",
          "POST /api/privacy/grievances",
          "POST /contactus/submit",
          "POST /newsletter/subscribe",
          "POST /demo/book",
        ].sort(),
      );
      const book = description.paths["/demo/book"]!.post!;
      expect(book.responses["409"]!.content!["application/json"]!.schema).toEqual({
        $ref: "#/components/schemas/ApiError",
      });
      expect(Object.keys(book.responses).sort()).toEqual(
        ["201", "400", "409", "413", "415", "422", "429", "500", "503"].sort(),
      );
    });
  });

  describe("GET /demo/slots/{date} and GET /demo/dates", () => {
    it("answers a day's slots, 304 to its ETag, and 400 for a date that is not one", async () => {
      const { again: unchanged } = await getAndRevalidate("/demo/slots/2026-11-24", "/demo/slots/{date}");
      expect(unchanged.statusCode).toBe(304);
      const sunday = await inject({ method: "GET", url: "/demo/slots/2026-11-29" });
      expectDocumented(sunday, "GET", "/demo/slots/{date}");
      const notADate = await inject({ method: "GET", url: "/demo/slots/2026-02-30" });
      expectDocumented(notADate, "GET", "/demo/slots/{date}");
      expect(notADate.json()).toEqual({
        success: false,
        message: "Please give a real date as YYYY-MM-DD.",
        errors: { date: "Invalid date." },
      });
    });

    it("answers the bookable dates", async () => {
      await getAndRevalidate("/demo/dates", "/demo/dates");
    });
  });

  describe("POST /demo/book", () => {
    const book = (payload: unknown, headers: Record<string, string> = {}) =>
      inject({ method: "POST", url: "/demo/book", payload: payload as object, headers });

    it("books, replays the answer to the same key, refuses the key with another body and the taken slot", async () => {
      const booking = { ...sampleBooking, date: "2026-11-25", time: "2:00 PM" };
      expectAcceptedBody("POST", "/demo/book", booking);
      const key = randomUUID();
      const booked = await book(booking, { "idempotency-key": key });
      expect(booked.statusCode).toBe(201);
      expectDocumented(booked, "POST", "/demo/book");
      const replayed = await book(booking, { "idempotency-key": key });
      expectDocumented(replayed, "POST", "/demo/book");
      expect(replayed.headers["idempotent-replayed"]).toBe("true");
      expect(replayed.json()).toEqual(booked.json());
      const reused = await book({ ...booking, time: "2:30 PM" }, { "idempotency-key": key });
      expectDocumented(reused, "POST", "/demo/book");
      expect(reused.statusCode).toBe(422);
      const taken = await book({ ...booking, email: "someone.else@example.in" });
      expectDocumented(taken, "POST", "/demo/book");
      expect(taken.json()).toEqual({
        success: false,
        message: "Sorry, that time was just booked by someone else. Please choose another time.",
      });
    });

    it.each([
      ["invalid fields", () => book({ ...sampleBooking, firstName: "", time: "9:00 PM" }), 400],
      ["a date that cannot be booked", () => book({ ...sampleBooking, date: "2026-11-29" }), 400],
      ["a body that is not JSON", () => book("{", { "content-type": "application/json" }), 400],
      ["a bad idempotency key", () => book(sampleBooking, { "idempotency-key": "é" }), 400],
      ["a body over 64 KB", () => book({ ...sampleBooking, message: "a".repeat(70_000) }), 413],
      ["a text body", () => book("hello", { "content-type": "text/plain" }), 415],
    ])("refuses %s as documented", async (_case, send, status) => {
      const response = await send();
      expect(response.statusCode).toBe(status);
      expectDocumented(response, "POST", "/demo/book");
    });

    it("keeps the exact field messages", async () => {
      const response = await book({ ...sampleBooking, firstName: "" });
      expect(response.json()).toEqual({
        success: false,
        message: "Please correct the highlighted fields.",
        errors: { firstName: "Please enter your first name." },
      });
    });
  });

  describe("POST /contactus/submit", () => {
    const submit = (payload: unknown, headers: Record<string, string> = {}) =>
      inject({ method: "POST", url: "/contactus/submit", payload: payload as object, headers });

    it("takes an enquiry and refuses invalid ones as documented", async () => {
      expectAcceptedBody("POST", "/contactus/submit", sampleEnquiry);
      const sent = await submit(sampleEnquiry);
      expect(sent.statusCode).toBe(201);
      expectDocumented(sent, "POST", "/contactus/submit");
      for (const [payload, headers, status] of [
        [{ ...sampleEnquiry, email: "priya(at)example" }, {}, 400],
        ["not json", { "content-type": "application/json" }, 400],
        [sampleEnquiry, { "content-type": "application/x-www-form-urlencoded" }, 415],
      ] as const) {
        const response = await submit(payload, headers);
        expect(response.statusCode).toBe(status);
        expectDocumented(response, "POST", "/contactus/submit");
      }
    });
  });

  describe("POST /api/privacy/grievances", () => {
    const submit = (payload: unknown) =>
      inject({ method: "POST", url: "/api/privacy/grievances", payload: payload as object });
    const grievance = { name: "Meera Iyer", email: "meera.iyer@example.in", message: "You kept my resume too long." };

    it("takes a grievance and refuses an invalid one as documented", async () => {
      expectAcceptedBody("POST", "/api/privacy/grievances", grievance);
      const sent = await submit(grievance);
      expect(sent.statusCode).toBe(201);
      expectDocumented(sent, "POST", "/api/privacy/grievances");
      const refused = await submit({ ...grievance, message: "" });
      expect(refused.statusCode).toBe(400);
      expectDocumented(refused, "POST", "/api/privacy/grievances");
    });
  });

  describe("GET /api/jobs and GET /api/jobs/{id}", () => {
    it("answers the open jobs and one of them, 304 to an ETag, and 404 for a job that is not open", async () => {
      const { first: list } = await getAndRevalidate("/api/jobs", "/api/jobs");
      expect(list.json().length).toBeGreaterThan(0);

      const one = await inject({ method: "GET", url: `/api/jobs/${seedJobs[0]!.id}` });
      expect(one.statusCode).toBe(200);
      expectDocumented(one, "GET", "/api/jobs/{id}");
      const missing = await inject({ method: "GET", url: "/api/jobs/no-such-job" });
      expectDocumented(missing, "GET", "/api/jobs/{id}");
      expect(missing.json()).toEqual({ success: false, message: "Job not found" });
    });
  });

  describe("POST /api/applications", () => {
    const apply = async (
      values: Record<string, string>,
      file: { name: string; content: Buffer } | null = { name: "Aditi Rao.pdf", content: samplePdf },
    ) => {
      const body = await multipart(values, file ?? undefined);
      return inject({ method: "POST", url: "/api/applications", ...body });
    };

    it("takes an application with its resume", async () => {
      const response = await apply(applicationFormFields());
      expect(response.statusCode).toBe(201);
      expectDocumented(response, "POST", "/api/applications");
    });

    it.each([
      ["invalid fields", () => apply({ ...applicationFormFields(), email: "" }), 400],
      ["no resume", () => apply(applicationFormFields(), null), 400],
      ["a job that is not open", () => apply({ ...applicationFormFields(), jobId: "no-such-job" }), 404],
      [
        "a resume that is not a PDF, DOC or DOCX",
        () => apply(applicationFormFields(), { name: "cv.pdf", content: Buffer.from("just text") }),
        415,
      ],
      [
        "a JSON body",
        () => inject({ method: "POST", url: "/api/applications", payload: { jobId: seedJobs[0]!.id } }),
        415,
      ],
      [
        "a body declared over 11 MB",
        () =>
          inject({
            method: "POST",
            url: "/api/applications",
            payload: "x",
            headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(12 * 1024 * 1024) },
          }),
        413,
      ],
    ])("refuses %s as documented", async (_case, send, status) => {
      const response = await send();
      expect(response.statusCode).toBe(status);
      expectDocumented(response, "POST", "/api/applications");
    });
  });

  describe("the page counter", () => {
    it("answers a beacon 204 without a body, and a bad one as documented", async () => {
      const beacon = { kind: "view", path: "/services", utmSource: "newsletter", widthPx: 1280 };
      expectAcceptedBody("POST", "/api/analytics/events", beacon);
      const post = (payload: unknown) =>
        inject({
          method: "POST",
          url: "/api/analytics/events",
          payload: payload as object,
          headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36" },
        });
      const counted = await post(beacon);
      expect([counted.statusCode, counted.body]).toEqual([204, ""]);
      expectDocumented(counted, "POST", "/api/analytics/events");
      const invalid = await post({ kind: "view", path: "no-slash", widthPx: 1 });
      expect(invalid.statusCode).toBe(400);
      expectDocumented(invalid, "POST", "/api/analytics/events");
      const large = await post({ ...beacon, referrer: "x".repeat(3000) });
      expect(large.statusCode).toBe(413);
      expectDocumented(large, "POST", "/api/analytics/events");
    });

    it("gives a page of the application form its token, and refuses a bad job id as documented", async () => {
      const form = { jobId: "qa-engineer-pune" };
      expectAcceptedBody("POST", "/api/analytics/application-forms", form);
      const post = (payload: object) =>
        inject({
          method: "POST",
          url: "/api/analytics/application-forms",
          payload,
          headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36" },
        });
      const given = await post(form);
      expect(given.statusCode).toBe(200);
      expect(given.json().formToken).toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]+$/);
      expectDocumented(given, "POST", "/api/analytics/application-forms");
      const invalid = await post({ jobId: "../admin" });
      expect(invalid.statusCode).toBe(400);
      expectDocumented(invalid, "POST", "/api/analytics/application-forms");
    });
  });

  describe("the job alerts", () => {
    const request = { email: "meera.iyer@example.in", keyword: "react", location: "Gwalior" };

    it("takes a request, ends the alerts by one click, and sends a browser to the page", async () => {
      expectAcceptedBody("POST", "/api/job-alerts", request);
      const asked = await inject({ method: "POST", url: "/api/job-alerts", payload: request });
      expect(asked.statusCode).toBe(202);
      expectDocumented(asked, "POST", "/api/job-alerts");
      const invalid = await inject({ method: "POST", url: "/api/job-alerts", payload: { email: "nope" } });
      expectDocumented(invalid, "POST", "/api/job-alerts");
      expect(invalid.statusCode).toBe(400);

      // An alert e-mail, as job-alert-routes.db.test.ts makes one: its List-Unsubscribe link is the one-click URL.
      const later = new Date(bookingNow.getTime() + 2 * 3_600_000);
      clockNow = later;
      const link = await sendAnAlert(subject.database.db, {
        confirmedAt: bookingNow,
        openedAt: later,
        mail: { publicSiteUrl: "http://site.test", careersEmail: "c@test.example" },
      });

      const page = await inject({ method: "GET", url: link });
      expect(page.statusCode).toBe(303);
      expectDocumented(page, "GET", "/api/job-alerts/unsubscribe/{token}");
      const ended = await inject({
        method: "POST",
        url: link,
        payload: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(ended.statusCode).toBe(200);
      expectDocumented(ended, "POST", "/api/job-alerts/unsubscribe/{token}");
      const again = await inject({ method: "POST", url: link, payload: "List-Unsubscribe=One-Click" });
      expect(again.statusCode).toBe(404);
      expectDocumented(again, "POST", "/api/job-alerts/unsubscribe/{token}");
    });
  });

  describe("the newsletter", () => {
    const request = { email: "meera.iyer@example.in", topics: ["Design"] };

    it("takes a sign-up as JSON and as a plain form, unsubscribes by one click, and sends a browser to the page", async () => {
      expectAcceptedBody("POST", "/api/newsletter/subscriptions", request);
      const asked = await inject({ method: "POST", url: "/api/newsletter/subscriptions", payload: request });
      expect(asked.statusCode).toBe(202);
      expectDocumented(asked, "POST", "/api/newsletter/subscriptions");
      const invalid = await inject({
        method: "POST",
        url: "/api/newsletter/subscriptions",
        payload: { email: "nope" },
      });
      expect(invalid.statusCode).toBe(400);
      expectDocumented(invalid, "POST", "/api/newsletter/subscriptions");
      const plain = await inject({
        method: "POST",
        url: "/newsletter/subscribe",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "email=ravi.menon%40example.in&place=blog&returnTo=%2Fblog",
      });
      expect(plain.headers.location).toBe("/blog#newsletter-blog-sent");
      expectDocumented(plain, "POST", "/newsletter/subscribe");

      // The welcome, as newsletter-routes.db.test.ts makes one: its List-Unsubscribe link is the one-click URL.
      const [confirmation] = await subject.database.db
        .select({ text: outboxEmails.textBody })
        .from(outboxEmails)
        .where(eq(outboxEmails.kind, "newsletter.confirmation"));
      await confirmSubscription(subject.database.db, /newsletter\/confirm\/([\w-]+)/.exec(confirmation!.text)![1]!, {
        now: bookingNow,
        mail: { publicSiteUrl: "http://site.test", salesEmail: "s@test.example" },
      });
      const [welcome] = await subject.database.db
        .select({ headers: outboxEmails.headers })
        .from(outboxEmails)
        .where(eq(outboxEmails.kind, "newsletter.welcome"));
      const link = new URL(/^<(.+)>$/.exec(welcome!.headers!["List-Unsubscribe"]!)![1]!).pathname;

      const page = await inject({ method: "GET", url: link });
      expect(page.statusCode).toBe(303);
      expectDocumented(page, "GET", "/api/newsletter/unsubscribe/{token}");
      const ended = await inject({
        method: "POST",
        url: link,
        payload: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(ended.statusCode).toBe(200);
      expectDocumented(ended, "POST", "/api/newsletter/unsubscribe/{token}");
      const wrong = await inject({ method: "POST", url: "/api/newsletter/unsubscribe/not-a-token" });
      expect(wrong.statusCode).toBe(404);
      expectDocumented(wrong, "POST", "/api/newsletter/unsubscribe/{token}");
    });

    it("follows a sent newsletter's link by its counted redirect, and no other", async () => {
      const [sent] = await subject.database.db
        .insert(newsletters)
        .values({ kind: "post", state: "sent", scheduledAt: bookingNow, createdAt: bookingNow, subject: "A post" })
        .returning({ id: newsletters.id });
      const target = "http://site.test/services?utm_source=newsletter";
      await subject.database.db.insert(newsletterLinks).values({ newsletterId: sent!.id, position: 1, url: target });
      const followed = await inject({ method: "GET", url: `/n/${sent!.id}/1` });
      expect([followed.statusCode, followed.headers.location]).toEqual([302, target]);
      expectDocumented(followed, "GET", "/n/{newsletterId}/{position}");
      for (const url of [`/n/${sent!.id}/2`, "/n/not-a-newsletter/1", `/n/${sent!.id}/1e3`]) {
        const unknown = await inject({ method: "GET", url });
        expect(unknown.statusCode).toBe(404);
        expectDocumented(unknown, "GET", "/n/{newsletterId}/{position}");
      }
    });
  });

  describe("GET /healthz and GET /readyz", () => {
    it("answers both while the instance is ready", async () => {
      for (const url of ["/healthz", "/readyz"]) {
        const response = await inject({ method: "GET", url });
        expect(response.statusCode).toBe(200);
        expectDocumented(response, "GET", url);
      }
    });
  });

  describe("GET /media/{file}", () => {
    it("answers an editor's image, a 304 for the version held, and 404 for an unknown name", async () => {
      const content = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#334155" } })
        .png()
        .toBuffer();
      const images = diskFileStore(path.join(dataDir, "images"));
      const { id } = await uploadImage(
        subject.database.db,
        images,
        commandLine,
        { content, alt: "A slate" },
        bookingNow,
      );
      const { again: held } = await getAndRevalidate(`/media/${id}-480.webp`, "/media/{file}");
      expect(held.statusCode).toBe(304);
      const unknown = await inject({ method: "GET", url: `/media/${id}-1600.webp` });
      expect(unknown.statusCode).toBe(404);
      expectDocumented(unknown, "GET", "/media/{file}");
    });
  });

  describe("while the database cannot answer, and past the form quota", () => {
    let outage: TestApp;
    let outageDataDir: string;
    let down: "no" | "unavailable" | "broken" = "no";

    beforeAll(async () => {
      const database = await openTestDatabase();
      // The database as the app sees it: as it is, or failing every call as a restarting server does, or as a bug does.
      const failing = () => {
        throw down === "unavailable"
          ? Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })
          : new Error("a bug");
      };
      const db = new Proxy(database.db, {
        get: (target, property, receiver) => {
          const value: unknown = Reflect.get(target, property, receiver);
          return down !== "no" && typeof value === "function" ? failing : value;
        },
      });
      const ping = () => (down === "no" ? database.ping() : Promise.reject(new Error("database down")));
      outageDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "api-contract-outage-"));
      outage = await buildTestApp(
        { database: { ...database, db, ping }, clock: () => bookingNow },
        { FORM_RATE_LIMIT: "1", DATA_DIR: outageDataDir },
      );
      await outage.app.ready();
    });
    afterAll(async () => {
      await outage.app.close();
      fs.rmSync(outageDataDir, { recursive: true, force: true });
    });

    const during = async <T>(state: "unavailable" | "broken", work: () => Promise<T>) => {
      const printed = loggedErrors();
      down = state;
      try {
        return { result: await work(), printed: printed() };
      } finally {
        down = "no";
      }
    };

    it("answers 503 with Retry-After, and /readyz names the database", async () => {
      const { result: sent } = await during("unavailable", () =>
        outage.app.inject({ method: "POST", url: "/contactus/submit", payload: sampleEnquiry }),
      );
      expect(sent.statusCode).toBe(503);
      expectDocumented(sent, "POST", "/contactus/submit");
      const { result: ready } = await during("unavailable", () => outage.app.inject({ method: "GET", url: "/readyz" }));
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "unavailable", failed: ["database"] });
      expectDocumented(ready, "GET", "/readyz");
    });

    it("answers 500 when the server fails otherwise", async () => {
      const { result: alert, printed } = await during("broken", () =>
        outage.app.inject({ method: "POST", url: "/api/job-alerts", payload: { email: "ravi.menon@example.in" } }),
      );
      expect(alert.statusCode).toBe(500);
      expectDocumented(alert, "POST", "/api/job-alerts");
      expect(printed).toContain("API request failed");
    });

    it("answers 429 past the form quota", async () => {
      const first = await outage.app.inject({ method: "POST", url: "/demo/book", payload: sampleBooking });
      expectDocumented(first, "POST", "/demo/book");
      const second = await outage.app.inject({
        method: "POST",
        url: "/demo/book",
        payload: { ...sampleBooking, time: "12:00 PM" },
      });
      expect(second.statusCode).toBe(429);
      expectDocumented(second, "POST", "/demo/book");
    });
  });

  it("has seen every documented route answer its success", () => {
    for (const [documentedPath, methods] of Object.entries(description.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const success = Object.keys(operation.responses).find((status) => /^[23]/.test(status));
        expect(seen, `${operation.operationId} answered ${success}`).toContain(
          `${method.toUpperCase()} ${documentedPath} ${success}`,
        );
      }
    }
  });
});
