import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { freePort } from "./free-port";
import { startServerProcess } from "./server-process";

/**
 * A throwaway CalDAV server for tests: Debian's Radicale (`apt-get install radicale`) on 127.0.0.1,
 * with one user, and helpers that act on it as the consultant's own calendar app would.
 */
export type RadicaleServer = {
  /** The server's root, http://127.0.0.1:<port>/ (what a consultant types as the server address). */
  serverUrl: string;
  port: number;
  username: string;
  password: string;
  /**
   * Creates a calendar (MKCALENDAR) in the user's home, of events unless other components are
   * named (["VTODO"]: a task list); answers its URL, ending in "/".
   */
  makeCalendar(name: string, options?: { displayName?: string; components?: string[] }): Promise<string>;
  /** Writes an event as another client would: PUT <calendar><file>, text/calendar. */
  putEvent(calendarUrl: string, file: string, ics: string): Promise<void>;
  /** Deletes an event as another client would; a missing one is an error here (a test's mistake). */
  deleteEvent(calendarUrl: string, file: string): Promise<void>;
  stop(): Promise<void>;
};

const binary = process.env.RADICALE ?? "radicale";
const username = "consultant";
const password = "app-password-9f3k";

/**
 * An event as the consultant's own calendar app writes it: times in UTC, any `extra` lines
 * (TRANSP, a DESCRIPTION) inside the event.
 */
export function calendarEventFile(uid: string, startsAt: Date, endsAt: Date, extra: readonly string[] = []): string {
  const utc = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//their calendar app//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20261101T000000Z",
    `DTSTART:${utc(startsAt)}`,
    `DTEND:${utc(endsAt)}`,
    "SUMMARY:Busy",
    ...extra,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/**
 * Starts Radicale on a free port with its storage, config and users in a temporary folder: htpasswd
 * auth from a plain-text file, each user owning only their own collections, no delay after a wrong
 * password (a test of one would otherwise wait a second). `stop()` ends it by its own PID and
 * removes the folder.
 */
export async function startRadicaleServer(): Promise<RadicaleServer> {
  const port = await freePort();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "radicale-test-"));
  const config = path.join(dir, "config");
  await fs.writeFile(path.join(dir, "users"), `${username}:${password}\n`);
  await fs.writeFile(
    config,
    [
      "[server]",
      `hosts = 127.0.0.1:${port}`,
      "[auth]",
      "type = htpasswd",
      `htpasswd_filename = ${path.join(dir, "users")}`,
      "htpasswd_encryption = plain",
      "delay = 0",
      "[rights]",
      "type = owner_only",
      "[storage]",
      `filesystem_folder = ${path.join(dir, "collections")}`,
      "[web]",
      "type = none",
      "[logging]",
      "level = warning",
      "",
    ].join("\n"),
  );
  // --config replaces the system's /etc/radicale/config (Debian's: auth by a proxy's header).
  // Radicale needs no moved clock: a time-range query compares only the events' own times, which
  // the tests build from the test process's (moved) clock.
  const { stop } = await startServerProcess({ name: "Radicale", binary, args: ["--config", config], port, dir });

  const serverUrl = `http://127.0.0.1:${port}/`;
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;
  const send = async (method: string, url: string, body?: string, contentType?: string) => {
    const response = await fetch(url, {
      method,
      headers: { authorization, ...(contentType ? { "content-type": contentType } : {}) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Radicale answered ${method} ${url} with ${response.status}: ${text}`);
  };

  return {
    serverUrl,
    port,
    username,
    password,
    async makeCalendar(name, { displayName = name, components = ["VEVENT"] } = {}) {
      const url = new URL(`/${username}/${encodeURIComponent(name)}/`, serverUrl).href;
      await send(
        "MKCALENDAR",
        url,
        `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop>
    <D:displayname>${displayName.replace(/[<&]/g, (c) => (c === "<" ? "&lt;" : "&amp;"))}</D:displayname>
    <C:supported-calendar-component-set>${components.map((name) => `<C:comp name="${name}"/>`).join("")}</C:supported-calendar-component-set>
  </D:prop></D:set>
</C:mkcalendar>`,
        "application/xml; charset=utf-8",
      );
      return url;
    },
    async putEvent(calendarUrl, file, ics) {
      await send("PUT", new URL(file, calendarUrl).href, ics, "text/calendar; charset=utf-8");
    },
    async deleteEvent(calendarUrl, file) {
      await send("DELETE", new URL(file, calendarUrl).href);
    },
    stop,
  };
}
