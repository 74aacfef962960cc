/**
 * Fuzzing the public API's POST endpoints with bad requests (fast-check, fixed seed).
 * Whatever arrives, every answer keeps the contract of docs/design.md, "HTTP API":
 * a 4xx JSON error `{success: false, message, errors?}` written for a person, nothing
 * stored (no row, no resume file), and the server stays healthy. Every request goes
 * through `expectRefused`, which checks the answer and then the tables and
 * DATA_DIR/resumes; whatever a request left behind is removed again, so that each
 * request (and each shrinking step) starts from the same state.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { minimumQualificationQuestions } from "../domain/applications/job-application";
import { applications, bookings, enquiries, outboxEmails, selfIdentifications } from "./db/schema";
import { seed } from "./db/seed";
import { seedJobs } from "./db/seed-jobs";
import { bookingNow, sampleBooking, sampleEnquiry } from "../test-support/sample-submissions";
import { buildTestApp, type TestApp } from "../test-support/test-app";

const now = bookingNow;
const fuzzSettings = { seed: 20261123 };

const enquiry = { ...sampleEnquiry, source: "contact" };
const booking = sampleBooking;

/** The JSON forms: a valid body, every key they read, and the length limits of their text fields. */
const jsonForms = [
  {
    url: "/contactus/submit",
    valid: enquiry,
    keys: [...Object.keys(enquiry), "website"],
    limits: { firstName: 100, lastName: 100, email: 254, phone: 30, message: 5000 },
    multiLine: ["message"],
  },
  {
    url: "/demo/book",
    valid: booking,
    keys: Object.keys(booking),
    limits: { firstName: 100, lastName: 100, email: 254, phone: 30, message: 2000 },
    multiLine: ["message"],
  },
];

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const lists = {
  education: [
    { school: "MITS Gwalior", degree: "B.Tech", fieldOfStudy: "Computer Science", startYear: "2016", endYear: "2020" },
  ],
  workExperience: [
    { company: "Infosys", jobTitle: "Engineer", startDate: "2020-07", endDate: "Present", description: "Billing." },
  ],
  minimumQualifications: minimumQualificationQuestions.map((text) => ({ text, answer: "yes" })),
};
const applicationTexts = {
  fullName: "Aditi Rao",
  email: "aditi.rao@example.in",
  phone: "+91 90000 11111",
  city: "Gwalior",
  currentAddress: "12 MG Road, Lashkar, Gwalior",
  preferredPronouns: "she/her",
  coverLetter: "I have built billing systems for five years.",
  linkedin: "https://www.linkedin.com/in/aditi-rao",
  portfolio: "https://aditi.example.in",
  github: "https://github.com/aditi-rao",
  otherLink: "https://blog.example.in",
  referrerName: "Karan Mehta",
};
const applicationLimits: Record<keyof typeof applicationTexts, number> = {
  fullName: 200,
  email: 254,
  phone: 30,
  city: 100,
  currentAddress: 500,
  preferredPronouns: 50,
  coverLetter: 10_000,
  linkedin: 500,
  portfolio: 500,
  github: 500,
  otherLink: 500,
  referrerName: 200,
};
const applicationFields = (): Record<string, string> => ({
  ...applicationTexts,
  jobId: seedJobs[0]!.id,
  submissionId: randomUUID(),
  country: "India",
  preferredLocation: "Remote (India)",
  eligibleToWork: "yes",
  requiresSponsorship: "no",
  referred: "Yes",
  gender: "Female",
  heardAbout: "Linkedin",
  education: JSON.stringify(lists.education),
  workExperience: JSON.stringify(lists.workExperience),
  minimumQualifications: JSON.stringify(lists.minimumQualifications),
});

// ---- the one multipart helper -------------------------------------------------------------

type Part = { name: string; value: string | Buffer; fileName?: string };
const boundary = "----api-fuzz-7MA4YWxkTrZu0gW";
const multipartType = { "content-type": `multipart/form-data; boundary=${boundary}` };

/** A multipart/form-data body written byte by byte, so that it can be broken on purpose. */
function multipartBody(parts: Part[]): Buffer {
  const chunks = parts.flatMap(({ name, value, fileName }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
        (fileName === undefined ? "\r\n\r\n" : `; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
    ),
    Buffer.from(value),
    Buffer.from("\r\n"),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

/** The parts of a valid application, with `change` applied and the given resume parts. */
const applicationParts = (change: Record<string, string> = {}, resumes = [{ fileName: "cv.pdf", content: pdf }]) => [
  ...Object.entries({ ...applicationFields(), ...change }).map(([name, value]): Part => ({ name, value })),
  ...resumes.map(({ fileName, content }): Part => ({ name: "resume", value: content, fileName })),
];

// ---- requests -------------------------------------------------------------------------------

/** The start of a body, quoted, with every control character visible. */
const excerpt = (payload: unknown, length = 240) => {
  const text = Buffer.isBuffer(payload) ? payload.toString("latin1") : String(payload ?? "");
  const quoted = JSON.stringify(text.slice(0, length)).replace(
    /[\u007f-\u009f]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `${quoted}${text.length > length ? ` ... (${text.length} bytes)` : ""}`;
};
const describeRequest = ({ method, url, headers, payload }: InjectOptions) =>
  `${method} ${url} ${JSON.stringify(headers ?? {})} ${excerpt(payload)}`;

const json = { "content-type": "application/json" };
/** A POST that fast-check prints as `describeRequest` does when it is a counterexample. */
const post = (url: string, payload?: string | Buffer, headers: Record<string, string> = json): InjectOptions => {
  const request: InjectOptions = { method: "POST", url, payload, headers };
  return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
};
const postApplication = (payload: Buffer, headers: Record<string, string> = multipartType) =>
  post("/api/applications", payload, headers);

// ---- the contract ---------------------------------------------------------------------------

/** Texts that betray a library's default message or a missing value rather than a sentence for a person. */
const notForPeople = /Invalid input|\bexpected\b|\bundefined\b/;
const internals = /\n\s+at |node_modules|FST_\w+|\w*Error:/;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** What is wrong with an answer to a bad request: empty when it keeps the contract. */
function contractBreaches(response: LightMyRequestResponse): string[] {
  const found: string[] = [];
  if (response.statusCode < 400 || response.statusCode > 499) found.push(`status ${response.statusCode} is not 4xx`);
  const type = String(response.headers["content-type"] ?? "");
  if (!type.startsWith("application/json")) found.push(`content-type "${type}" is not application/json`);
  if (internals.test(response.body)) found.push("the body shows internals (stack trace, error code)");
  const body = parsed(response.body);
  if (!isRecord(body)) return [...found, "the body is not a JSON object"];
  const { success, message, errors, ...others } = body;
  if (success !== false) found.push(`success is ${JSON.stringify(success)}, not false`);
  if (Object.keys(others).length > 0)
    found.push(`the body has keys outside the shape: ${Object.keys(others).join(", ")}`);
  if (typeof message !== "string" || message.trim() === "") found.push("message is not a non-empty string");
  else if (notForPeople.test(message)) found.push(`message is not written for a person: "${message}"`);
  if (errors !== undefined && !isRecord(errors)) found.push("errors is not an object");
  for (const [field, text] of Object.entries(isRecord(errors) ? errors : {})) {
    if (typeof text !== "string" || text.trim() === "") found.push(`errors.${field} is not a message`);
    else if (notForPeople.test(text)) found.push(`errors.${field} is not written for a person: "${text}"`);
  }
  return found;
}

let subject: TestApp;
let dataDir: string;
const resumesDir = () => path.join(dataDir, "resumes");
const tables = {
  enquiries,
  bookings,
  applications,
  self_identifications: selfIdentifications,
  outbox_emails: outboxEmails,
};

/** What a request left behind (rows, resume files, a polluted prototype), removed again once reported. */
async function takeLeftovers(): Promise<string[]> {
  const { db } = subject.database;
  const found: string[] = [];
  for (const [name, table] of Object.entries(tables)) {
    const rows = await db.$count(table);
    if (rows > 0) found.push(`${rows} row(s) stored in ${name}`);
  }
  const files = fs.existsSync(resumesDir()) ? fs.readdirSync(resumesDir()) : [];
  if (files.length > 0) found.push(`file(s) left in DATA_DIR/resumes: ${files.join(", ")}`);
  if ("polluted" in {}) found.push("Object.prototype was polluted");
  if (found.length > 0) {
    for (const table of [selfIdentifications, outboxEmails, applications, bookings, enquiries]) await db.delete(table);
    for (const file of files) fs.rmSync(path.join(resumesDir(), file), { recursive: true, force: true });
    delete (Object.prototype as Record<string, unknown>).polluted;
  }
  return found;
}

type Expectation = { status?: number[]; field?: string; allow?: string };

/** Sends a bad request and asserts the contract, plus a status, a field message or an Allow header when asked. */
async function expectRefused(request: InjectOptions, { status, field, allow }: Expectation = {}): Promise<void> {
  const response = await subject.app.inject(request);
  const found = contractBreaches(response);
  if (status && !status.includes(response.statusCode))
    found.push(`status ${response.statusCode}, not ${status.join(" or ")}`);
  if (field) {
    const body = parsed(response.body);
    const errors = isRecord(body) ? body.errors : undefined;
    if (!isRecord(errors) || typeof errors[field] !== "string") found.push(`no message for the field ${field}`);
  }
  if (allow) {
    const allowed = String(response.headers.allow ?? "").split(/,\s*/);
    if (!allowed.includes(allow)) found.push(`Allow header "${response.headers.allow ?? ""}" does not list ${allow}`);
  }
  found.push(...(await takeLeftovers()));
  expect(
    found,
    `${describeRequest(request)}\n  answered ${response.statusCode} ${excerpt(response.body, 300)}`,
  ).toEqual([]);
}

/**
 * Runs `check` on the `examples` (cases named by the contract, always tried first), then on `runs`
 * generated values; fast-check shrinks a failure and reports its counterexample.
 */
const fuzz = <T>(
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => Promise<void>,
  runs: number,
  examples: NoInfer<T>[] = [],
) =>
  fc.assert(fc.asyncProperty(arbitrary, check), {
    ...fuzzSettings,
    numRuns: runs,
    examples: examples.map((example): [T] => [example]),
  });

// ---- generators -----------------------------------------------------------------------------

// Characters are generated as codes, so that a counterexample shows which one (a DEL prints as nothing).
const controlCode = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.constant(0x7f));
const loneSurrogateCode = fc.integer({ min: 0xd800, max: 0xdfff });
/** Tab and line breaks belong in a multi-line text; every other control character is refused. */
const allowedInMultiLine = (code: number) => [0x09, 0x0a, 0x0d].includes(code);
/** The character `code` put strictly inside `value`, where trimming cannot remove it. */
const insertInside = (value: string, code: number, at: number) => {
  const index = 1 + (at % (value.length - 1));
  return value.slice(0, index) + String.fromCharCode(code) + value.slice(index);
};
const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);
const notJson = fc.string({ minLength: 1, unit: "binary" }).filter((text) => parsed(text) === undefined);
const deeplyNested = fc
  .record({ depth: fc.integer({ min: 50, max: 9000 }), arrays: fc.boolean() })
  .map(({ depth, arrays }) =>
    arrays ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "0" + "}".repeat(depth),
  );
const address = fc.oneof(
  fc.constantFrom("victim@example.org", "other@example.org", "x@example.org"),
  fc
    .tuple(
      fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/),
      fc.constantFrom("example.org", "example.in", "mail.test"),
    )
    .map(([local, domain]) => `${local}@${domain}`),
);
/** A name carrying an e-mail address or a header injection. */
const nameWithAddress = fc.oneof(
  fc.constantFrom("Eve <victim@example.org>, other@example.org", "a\r\nBcc: x@example.org"),
  fc
    .tuple(fc.constantFrom("Eve", "Priya", "a"), address, address, fc.nat(6))
    .map(
      ([name, first, second, template]) =>
        [
          `${name} <${first}>, ${second}`,
          `${name} <${first}>`,
          first,
          `${name}\r\nBcc: ${first}`,
          `${name}\nCc: ${first}`,
          `${name}, ${first}`,
          `${name}\r\nTo: ${first}\r\n\r\nHello`,
        ][template]!,
    ),
);
const otherContentType = fc.oneof(
  fc.constantFrom(
    "text/plain",
    "text/html",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/xml",
    "application/octet-stream",
  ),
  fc.stringMatching(/^[a-z]{1,12}\/[a-z0-9.+-]{1,20}$/).filter((type) => !type.includes("json")),
);
const startsWith = (content: Buffer, ...bytes: number[]) => bytes.every((byte, index) => content[index] === byte);
/** Content that is no PDF, DOCX or DOC, whatever its name says. */
const notAResume = fc.oneof(
  fc
    .uint8Array({ minLength: 1, maxLength: 4096 })
    .map((bytes) => Buffer.from(bytes))
    .filter(
      (content) =>
        !startsWith(content, 0x25, 0x50, 0x44, 0x46) && // %PDF
        !startsWith(content, 0x50, 0x4b) && // zip (DOCX)
        !startsWith(content, 0xd0, 0xcf, 0x11, 0xe0), // OLE (DOC)
    ),
  fc.constantFrom(
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]), // PNG
    Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(64)]), // ELF
    Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(64)]), // a zip, not a Word document
    Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]), // OLE, refused unless named .doc
    Buffer.from("<html><script>alert(1)</script></html>"),
    Buffer.from("{\\rtf1\\ansi Aditi Rao}"),
    Buffer.from("%PD"),
  ),
);

// ---- the tests ------------------------------------------------------------------------------

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "api-fuzz-"));
  subject = await buildTestApp({ clock: () => now }, { DATA_DIR: dataDir, CAREERS_EMAIL: "careers@test.example" });
  await seed(subject.database.db, now);
});
afterAll(async () => {
  await subject.app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.each(jsonForms.map((form) => [form.url, form] as const))("POST %s with bad JSON", (url, form) => {
  const { valid, keys, limits, multiLine } = form;
  const fields = Object.keys(valid) as (keyof typeof valid)[];
  const textWithout = (field: string) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
  const members = (body: Record<string, unknown>) =>
    Object.entries(body).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`);

  it("refuses a JSON value that is not an object", () =>
    fuzz(
      fc.oneof(
        fc.string(),
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
      ),
      (value) => expectRefused(post(url, JSON.stringify(value))),
      15,
    ));

  it("refuses valid keys with values of the wrong type", () =>
    fuzz(
      fc
        .record(Object.fromEntries(keys.map((key) => [key, notAString])), { requiredKeys: [] })
        .filter((wrong) => Object.keys(wrong).length > 0),
      (wrong) => expectRefused(post(url, JSON.stringify({ ...valid, ...wrong }))),
      15,
    ));

  it("refuses text with a NUL, another control character or a lone surrogate inside", () =>
    fuzz(
      fc
        .tuple(fc.constantFrom(...fields), fc.oneof(controlCode, loneSurrogateCode), fc.nat())
        .filter(([field, code]) => !(multiLine.includes(field) && allowedInMultiLine(code))),
      ([field, code, at]) =>
        expectRefused(post(url, JSON.stringify({ ...valid, [field]: insertInside(valid[field], code, at) }))),
      25,
      [
        ["firstName", 0x00, 2],
        ["message", 0x00, 7],
        ["lastName", 0xd800, 2],
      ],
    ));

  it("refuses text over its length limit, up to a body over the size limit", () =>
    fuzz(
      fc.tuple(
        fc.constantFrom(...(Object.keys(limits) as (keyof typeof limits)[])),
        fc.oneof(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 60_000, max: 70_000 })),
      ),
      ([field, over]) => {
        const length = limits[field] + over;
        const long = valid[field] + (field === "phone" ? "9" : "a").repeat(length - valid[field].length);
        return expectRefused(post(url, JSON.stringify({ ...valid, [field]: long })));
      },
      10,
    ));

  it("refuses a bad field among __proto__, constructor, prototype and unknown keys, or deeply nested", () =>
    fuzz(
      fc.record({
        field: fc.constantFrom(...fields),
        bad: fc.oneof(
          deeplyNested,
          notAString.map((value) => JSON.stringify(value)),
        ),
        extras: fc.array(
          fc.oneof(
            fc.constantFrom(
              '"__proto__":{"polluted":"yes","isSpam":false}',
              '"constructor":{"prototype":{"polluted":"yes"}}',
              '"prototype":{"polluted":"yes"}',
              '"__proto__":null',
              '"constructor":"Object"',
            ),
            fc
              .tuple(fc.string(), fc.jsonValue({ maxDepth: 2 }))
              .filter(([key]) => !keys.includes(key))
              .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`),
          ),
          { minLength: 1, maxLength: 4 },
        ),
      }),
      ({ field, bad, extras }) => {
        const text = `{${[...members(textWithout(field)), ...extras, `${JSON.stringify(field)}:${bad}`].join(",")}}`;
        return expectRefused(post(url, text));
      },
      15,
    ));

  it("refuses a name carrying an e-mail address or a header injection, with a message for that field", () =>
    fuzz(
      fc.tuple(fc.constantFrom("firstName", "lastName"), nameWithAddress),
      ([field, name]) =>
        expectRefused(post(url, JSON.stringify({ ...valid, [field]: name })), { status: [400], field }),
      20,
      [
        ["firstName", "Eve <victim@example.org>, other@example.org"],
        ["lastName", "a\r\nBcc: x@example.org"],
      ],
    ));

  it("refuses a valid body sent the wrong way: content type, encoding, length, broken or empty JSON", () => {
    const text = JSON.stringify(valid);
    return fuzz(
      fc.oneof(
        otherContentType.map((type) => post(url, text, { "content-type": type })),
        fc.constant(post(url, text, {})),
        fc.constant(post(url, undefined, {})),
        fc.constant(post(url, "")),
        notJson.map((broken) => post(url, broken)),
        fc.nat().map((cut) => post(url, text.slice(0, cut % text.length))),
        fc
          .integer({ min: 64 * 1024, max: 100_000 })
          .map((size) => post(url, JSON.stringify({ ...valid, message: "a".repeat(size) }))),
        fc
          .tuple(fc.constantFrom("gzip", "deflate", "br"), fc.uint8Array({ maxLength: 64 }))
          .filter(([, bytes]) => !startsWith(Buffer.from(bytes), 0x1f, 0x8b))
          .map(([encoding, bytes]) => post(url, Buffer.from(bytes), { ...json, "content-encoding": encoding })),
        fc
          .nat()
          .map((cut) => post(url, gzipSync(text.slice(0, cut % text.length)), { ...json, "content-encoding": "gzip" })),
        fc
          .integer({ min: -20, max: 20 })
          .filter((change) => change !== 0)
          .map((change) => post(url, text, { ...json, "content-length": String(text.length + change) })),
      ),
      (request) => expectRefused(request),
      30,
      [
        post(url, text, { "content-type": "text/plain" }),
        post(url, text, {}),
        post(url, ""),
        post(url, text.slice(0, -1)),
        post(url, Buffer.from("not gzip at all"), { ...json, "content-encoding": "gzip" }),
        post(url, text, { ...json, "content-length": String(text.length - 5) }),
      ],
    );
  });
});

describe("POST /api/applications with bad multipart", () => {
  const validBody = () => multipartBody(applicationParts());
  const textFields = Object.keys(applicationTexts) as (keyof typeof applicationTexts)[];
  const multiLine = ["currentAddress", "coverLetter"];

  it("refuses a body sent the wrong way: no or wrong boundary, truncated, broken, gzip, not multipart", () =>
    fuzz(
      fc.oneof(
        fc.constant(postApplication(validBody(), { "content-type": "multipart/form-data" })),
        fc.constant(postApplication(validBody(), { "content-type": "multipart/form-data; boundary=another" })),
        fc.constant(postApplication(validBody(), {})),
        fc.constant(postApplication(validBody(), { "content-type": "text/plain" })),
        fc.constant(post("/api/applications", JSON.stringify(applicationFields()))),
        fc.constant(postApplication(Buffer.alloc(0))),
        fc.nat().map((cut) => {
          const body = validBody();
          return postApplication(body.subarray(0, cut % (body.length - boundary.length - 6)));
        }),
        fc.constant(postApplication(Buffer.from(validBody().toString("latin1").replaceAll("\r\n", "\n"), "latin1"))),
        fc.constant(
          postApplication(
            Buffer.from(validBody().toString("latin1").replaceAll("Content-Disposition: ", ""), "latin1"),
          ),
        ),
        fc
          .uint8Array({ maxLength: 256 })
          .map((bytes) => postApplication(Buffer.from(bytes), { ...multipartType, "content-encoding": "gzip" })),
        fc.constantFrom<Record<string, string>>({ fullName: "" }, { jobId: "" }, { education: "[{" }).map((change) =>
          postApplication(gzipSync(multipartBody(applicationParts(change))), {
            ...multipartType,
            "content-encoding": "gzip",
          }),
        ),
      ),
      (request) => expectRefused(request),
      20,
      [
        postApplication(validBody(), { "content-type": "multipart/form-data" }),
        postApplication(validBody().subarray(0, -40)),
        postApplication(gzipSync(multipartBody(applicationParts({ fullName: "" }))), {
          ...multipartType,
          "content-encoding": "gzip",
        }),
      ],
    ));

  it("refuses a field value with a NUL or another control character inside", () =>
    fuzz(
      fc
        .tuple(fc.constantFrom(...textFields), controlCode, fc.nat())
        .filter(([field, code]) => !(multiLine.includes(field) && allowedInMultiLine(code))),
      ([field, code, at]) =>
        expectRefused(
          postApplication(
            multipartBody(applicationParts({ [field]: insertInside(applicationTexts[field], code, at) })),
          ),
        ),
      15,
      [
        ["fullName", 0x00, 5],
        ["city", 0x00, 3],
      ],
    ));

  it("refuses a field value over its length limit", () =>
    fuzz(
      fc.tuple(fc.constantFrom(...textFields), fc.integer({ min: 1, max: 50 })),
      ([field, over]) => {
        const long = applicationTexts[field].padEnd(applicationLimits[field] + over, "a");
        return expectRefused(postApplication(multipartBody(applicationParts({ [field]: long }))));
      },
      8,
    ));

  it("refuses a resume whose file name holds a NUL byte", () =>
    fuzz(
      fc.tuple(fc.stringMatching(/^[A-Za-z0-9 _-]{2,20}$/), fc.constantFrom(".pdf", ".docx", ""), fc.nat()),
      ([name, extension, at]) =>
        expectRefused(
          postApplication(
            multipartBody(applicationParts({}, [{ fileName: insertInside(name, 0x00, at) + extension, content: pdf }])),
          ),
        ),
      10,
    ));

  it("refuses the resume part repeated", () =>
    fuzz(
      fc.integer({ min: 2, max: 4 }),
      (copies) =>
        expectRefused(
          postApplication(
            multipartBody(
              applicationParts(
                {},
                Array.from({ length: copies }, (_, n) => ({ fileName: `cv${n}.pdf`, content: pdf })),
              ),
            ),
          ),
        ),
      3,
    ));

  it("refuses education, work experience and qualifications that are not JSON or not of their shape", () => {
    const listNames = ["education", "workExperience", "minimumQualifications"] as const;
    const notAList = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.dictionary(fc.string(), fc.string()),
    );
    const nonObjects = fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.boolean()), {
      minLength: 1,
      maxLength: 5,
    });
    const wrongItem = fc
      .tuple(fc.constantFrom(...listNames), fc.nat(), fc.oneof(notAString, fc.constant("x".repeat(2001))))
      .map(([list, pick, value]) => {
        const items = structuredClone(lists[list]) as Record<string, unknown>[];
        const itemKeys = list === "minimumQualifications" ? ["answer"] : Object.keys(items[0]!);
        items[pick % items.length]![itemKeys[pick % itemKeys.length]!] = value;
        return { [list]: JSON.stringify(items) };
      });
    return fuzz(
      fc.oneof(
        fc.tuple(fc.constantFrom(...listNames), notJson).map(([list, text]) => ({ [list]: text })),
        fc
          .tuple(fc.constantFrom(...listNames), fc.oneof(notAList, nonObjects))
          .map(([list, value]) => ({ [list]: JSON.stringify(value) })),
        wrongItem,
        fc.constantFrom<Record<string, string>>(
          { education: JSON.stringify(Array(21).fill(lists.education[0])) },
          { workExperience: JSON.stringify(Array(31).fill(lists.workExperience[0])) },
          {
            minimumQualifications: JSON.stringify(
              lists.minimumQualifications.map((item) => ({ ...item, answer: "maybe" })),
            ),
          },
        ),
      ),
      (change) => expectRefused(postApplication(multipartBody(applicationParts(change)))),
      20,
    );
  });

  it("refuses a resume that is not a PDF, DOC or DOCX by its content", () =>
    fuzz(
      fc
        .tuple(notAResume, fc.constantFrom("cv.pdf", "cv.doc", "cv.docx", "cv", "cv.exe"))
        // An OLE compound file named .doc is a DOC: that one is accepted.
        .filter(([content, fileName]) => !(startsWith(content, 0xd0, 0xcf, 0x11, 0xe0) && fileName.endsWith(".doc"))),
      ([content, fileName]) =>
        expectRefused(postApplication(multipartBody(applicationParts({}, [{ fileName, content }])))),
      15,
    ));

  it("refuses a full name carrying an e-mail address or a header injection, with a message for that field", () =>
    fuzz(
      nameWithAddress,
      (fullName) =>
        expectRefused(postApplication(multipartBody(applicationParts({ fullName }))), {
          status: [400],
          field: "fullName",
        }),
      10,
    ));

  it("refuses a large body without a boundary", () =>
    fuzz(
      fc.integer({ min: 1, max: 4 }),
      (megabytes) =>
        expectRefused(
          postApplication(Buffer.alloc(megabytes * 1024 * 1024, "a"), { "content-type": "multipart/form-data" }),
        ),
      3,
    ));

  it("refuses a 30 MB body, without a boundary or with a 30 MB resume", async () => {
    await expectRefused(
      postApplication(Buffer.alloc(30 * 1024 * 1024, "a"), { "content-type": "multipart/form-data" }),
    );
    const huge = Buffer.concat([pdf, Buffer.alloc(30 * 1024 * 1024, " ")]);
    await expectRefused(postApplication(multipartBody(applicationParts({}, [{ fileName: "cv.pdf", content: huge }]))), {
      status: [413],
    });
  });
});

describe("other methods and unknown paths", () => {
  const apiPaths = [
    ["/contactus/submit", "POST"],
    ["/demo/book", "POST"],
    ["/api/applications", "POST"],
    ["/demo/slots/2026-11-24", "GET"],
    ["/api/jobs", "GET"],
    [`/api/jobs/${seedJobs[0]!.id}`, "GET"],
    ["/healthz", "GET"],
    ["/readyz", "GET"],
  ];
  const cases = apiPaths.flatMap(([url, allow]) =>
    ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"].map((method) => [method, url!, allow!] as const),
  );

  it.each(cases)("%s %s answers 405 JSON with Allow: %s", (method, url, allow) =>
    expectRefused({ method, url, payload: JSON.stringify(enquiry), headers: json }, { status: [405], allow }),
  );

  it.each([
    ["GET", "/api/nothing-here", [404]],
    ["POST", "/api/nothing-here", [404]],
    ["GET", "/api/jobs/a/b/c", [404]],
    ["DELETE", "/api/applications/1/resume", [404]],
    ["GET", `/demo/slots/${"2".repeat(150)}`, [400, 404]],
  ] as const)("%s %s answers JSON %j", (method, url, status) =>
    expectRefused({ method, url }, { status: [...status] }),
  );
});

describe("after all of that", () => {
  it("GET /readyz answers 200 (the database still answers)", async () => {
    const response = await subject.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("a valid enquiry, booking and application still succeed", async () => {
    const sent = [
      await subject.app.inject(post("/contactus/submit", JSON.stringify(enquiry))),
      await subject.app.inject(post("/demo/book", JSON.stringify({ ...booking, date: "2026-11-25", time: "3:00 PM" }))),
      await subject.app.inject(postApplication(multipartBody(applicationParts()))),
    ];
    expect(sent.map((response) => [response.statusCode, response.json().success])).toEqual([
      [201, true],
      [201, true],
      [201, true],
    ]);
  });
});
