import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { StaffRole } from "../domain/staff/staff";
import { startBackOfficeServer, type BackOfficeServer, type BackOfficeServerOptions } from "./back-office-server";
import { routeOf, routesOfBuild } from "./back-office-routes";

/**
 * A form's fields as a browser sends them: a name given several values (ticked boxes) repeats,
 * and a file goes in a multipart form.
 */
export type Fields = Record<string, string | readonly string[] | File>;

/**
 * One form of the back office (one route action, one `intent` where the page has several),
 * submitted through the real server as the browser sends it without JavaScript.
 */
export type FormRow<F> = {
  /** What the form does, as its page names it. */
  name: string;
  /** The route that takes it, as the build names it (`/admin/consultants/:id`); `?index` for the overview's. */
  route: string;
  /** Who submits it, signed in (the session follows each answer's cookie, as a browser's does). */
  role: StaffRole;
  /**
   * The cookie to send instead of the role's session: a page before signing in ("" for none) or a
   * session that still owes its second factor. Such a page is not among those the check reads.
   */
  cookie?: (fixtures: F) => string;
  /** The page the form is on and posts to. */
  path: (fixtures: F) => string;
  /** The page that shows the form, where it posts elsewhere (the editor's live preview, posted by its script). */
  page?: (fixtures: F) => string;
  /**
   * The form's `intent` field, sent with both submissions unless their fields give their own: the name a
   * route gives each of its forms (ending in ":" where each button names its record, "remove:<id>").
   */
  intent?: string;
  /** Sent as multipart, as a form with a file is. */
  multipart?: true;
  /**
   * A submission the action takes: it redirects (or answers 200, then saying `shows` where given),
   * and `saved` finds the change.
   */
  valid: {
    fields: (fixtures: F) => Fields;
    shows?: string;
    saved: (server: BackOfficeServer, fixtures: F) => Promise<void>;
  };
  /**
   * A submission the action refuses: 400 with the page saying `message`, and no row or file changed.
   * A form without fields of its own (one button) is refused for a caller or a record it is not for:
   * `role` and `path`, when given, say whose and where. A button nobody can press wrongly says why.
   */
  invalid:
    | { fields: (fixtures: F) => Fields; message: string; role?: StaffRole; path?: (fixtures: F) => string }
    | { none: string };
};

/** Each role's session cookie, signed in once and following what the server sets since. */
export type Sessions = (role: StaffRole) => Promise<string>;

/** One area's forms: the records they change, made on the file's own server, and a row per form. */
export type FormArea<F> = {
  area: string;
  /** How the file's server is started, where its forms need more than the usual one. */
  server?: BackOfficeServerOptions;
  prepare: (server: BackOfficeServer, sessions: Sessions) => Promise<F>;
  /** Stops what `prepare` started besides the server (a calendar server, say). */
  finish?: (fixtures: F) => Promise<void>;
  rows: FormRow<F>[];
};

/** The build's pattern of a row's route: the overview's index route is the layout's address. */
export const patternOf = (row: Pick<FormRow<unknown>, "route">) => row.route.replace(/\?index$/, "");

/** Whether a row's intent is a form's: a row's intent ending in ":" stands for every id after it ("remove:<id>"). */
const sameIntent = (row: string | undefined, form: string | undefined) =>
  row === form || (row?.endsWith(":") === true && form?.startsWith(row) === true);

/** The text of a page's HTML with React's escapes undone, to find a message in. */
const textOf = (html: string) =>
  html
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** What a person reads of a page: its text without markup, scripts or the head, to say why a row failed. */
const readable = (html: string) =>
  textOf(
    html
      .replace(/^[\s\S]*?<body[^>]*>/, "")
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, "")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();

/** The session cookie's name over plain HTTP, as the test server is reached (staff-session.server.ts). */
const sessionCookieName = "nexora-staff";

async function post(
  server: BackOfficeServer,
  cookie: string,
  row: Pick<FormRow<unknown>, "intent" | "multipart">,
  fields: Fields,
  url: string,
) {
  const entries = Object.entries(row.intent ? { intent: row.intent, ...fields } : fields).flatMap(([name, value]) =>
    (typeof value === "string" || value instanceof File ? [value] : value).map((one) => [name, one] as const),
  );
  if (!row.multipart) {
    const text = entries.map(([name, value]) => {
      if (typeof value !== "string") throw new Error(`The field ${name} holds a file: mark the row multipart.`);
      return [name, value];
    });
    return server.request({
      method: "POST",
      url,
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(text).toString(),
    });
  }
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  const request = new Request("http://x/", { method: "POST", body: form });
  return server.request({
    method: "POST",
    url,
    headers: { cookie, "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** The forms a page's HTML offers: where each posts (resolved against the page) and its intents. */
export function formsOfPage(html: string, pageUrl: string) {
  const { document } = new JSDOM(html, { url: `http://127.0.0.1${pageUrl}` }).window;
  return [...document.querySelectorAll("form")]
    .filter((form) => form.method.toLowerCase() === "post")
    .flatMap((form): { action: string; intent: string | undefined }[] => {
      const target = new URL(form.getAttribute("action") ?? pageUrl, `http://127.0.0.1${pageUrl}`);
      const action = `${target.pathname}${target.search}`;
      // The form's own fields and any button elsewhere that names it (form="...").
      const fields = [...form.elements].filter((field) => field.getAttribute("name") === "intent");
      const intents = [...new Set(fields.map((field) => (field as HTMLInputElement).value))];
      return intents.length ? intents.map((intent) => ({ action, intent })) : [{ action, intent: undefined }];
    });
}

/**
 * The tests of one area's forms, on a server of the file's own: each row refused with invalid input
 * (the message shown, nothing changed), then taken with valid input (the change saved); and a
 * check that every form the rows' pages show, as each row's role sees them, has a row.
 */
export function testForms<F>({ area, server, prepare, finish, rows }: FormArea<F>) {
  const started = {} as { server: BackOfficeServer; fixtures: F; sessions: Map<StaffRole, Promise<string>> };
  const cookieOf: Sessions = (role) => {
    if (!started.sessions.has(role)) started.sessions.set(role, started.server.signIn(role));
    return started.sessions.get(role)!;
  };

  /** The cookie a row's form is posted with: signing in first, which is no change of the form's. */
  const cookieFor = async (row: FormRow<F>, role: StaffRole) =>
    row.cookie ? row.cookie(started.fixtures) : cookieOf(role);

  /** Posts a row's form as its caller; a session the answer renews or ends is the role's from then on. */
  async function submit(row: FormRow<F>, role: StaffRole, fields: Fields, path: string) {
    const cookie = await cookieFor(row, role);
    const response = await post(started.server, cookie, row, fields, path);
    const session = ([] as string[])
      .concat(response.headers["set-cookie"] ?? [])
      .map((header) => header.split(";")[0]!)
      .find((pair) => pair.startsWith(`${sessionCookieName}=`));
    if (!row.cookie && session !== undefined) {
      if (session === `${sessionCookieName}=`) started.sessions.delete(role);
      else started.sessions.set(role, Promise.resolve(session));
    }
    return response;
  }

  const pagesRead = new Set<string>();
  const formsUntested = new Set<string>();

  /** Reads the forms of a row's page as its role sees it now; one no row submits is noted. */
  async function readFormsOf(row: FormRow<F>) {
    const path = (row.page ?? row.path)(started.fixtures);
    const page = path.replace(/\?index$/, "");
    const response = await started.server.request({
      method: "GET",
      url: page,
      headers: { cookie: await cookieOf(row.role) },
    });
    // A row that ended its own session (signing out everywhere) leaves its page to the rows before it.
    if (response.statusCode !== 200) return;
    pagesRead.add(path);
    const routes = await routesOfBuild();
    for (const form of formsOfPage(response.body, page)) {
      const route = routeOf(routes, "POST", form.action);
      // Forms of another area's page (the layout's sign-out) are that area's to test.
      if (!route || !rows.some((other) => patternOf(other) === route.pattern)) continue;
      const tested = rows.some((other) => patternOf(other) === route.pattern && sameIntent(other.intent, form.intent));
      if (!tested) formsUntested.add(`${route.pattern} intent=${form.intent ?? "(none)"} on ${page}`);
    }
  }

  beforeAll(async () => {
    started.server = await startBackOfficeServer(server);
    started.sessions = new Map();
    started.fixtures = await prepare(started.server, cookieOf);
    await started.server.claimTodaysDigests();
  });
  afterAll(async () => {
    if (started.fixtures && finish) await finish(started.fixtures);
    await started.server?.close();
  });

  describe(`the back office's forms: ${area}`, () => {
    for (const row of rows) {
      describe(row.name, () => {
        const { invalid } = row;
        if ("none" in invalid) {
          it(`has no invalid input: ${invalid.none}`, () => expect(invalid.none).not.toBe(""));
        } else {
          it(`is refused with invalid input: "${invalid.message}", and nothing changes`, async () => {
            const { server, fixtures } = started;
            await cookieFor(row, invalid.role ?? row.role);
            const before = await server.snapshot();
            const path = (invalid.path ?? row.path)(fixtures);
            const response = await submit(row, invalid.role ?? row.role, invalid.fields(fixtures), path);
            expect(response.statusCode, readable(response.body)).toBe(400);
            expect(readable(response.body)).toContain(invalid.message);
            expect(await server.snapshot()).toBe(before);
          });
        }

        it("saves valid input", async () => {
          const { server, fixtures } = started;
          const response = await submit(row, row.role, row.valid.fields(fixtures), row.path(fixtures));
          expect(response.statusCode, readable(response.body)).toBeLessThan(400);
          if (row.valid.shows) expect(readable(response.body)).toContain(row.valid.shows);
          await row.valid.saved(server, fixtures);
          if (!row.cookie) await readFormsOf(row);
        });
      });
    }

    // Last: the forms the rows' pages showed, each read after its row's valid submission, as its role
    // then saw it (with the records the rows made, and before a later row signs the role out).
    it("has a row for every form its pages show", () => {
      const read = rows.filter((row) => !row.cookie && !pagesRead.has((row.page ?? row.path)(started.fixtures)));
      expect(
        read.map((row) => row.name),
        "rows whose page was not read",
      ).toEqual([]);
      expect([...formsUntested], "forms no row submits").toEqual([]);
    });
  });
}
