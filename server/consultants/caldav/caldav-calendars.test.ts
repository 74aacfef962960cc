import { addDays, addHours, addMinutes, startOfDay } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { calendarEventFile, type RadicaleServer, startRadicaleServer } from "../../../test-support/radicale-server";
import { discoverCalDavCalendars, calDavChangeMarker, readCalDavBusyTimes } from "./caldav-calendars";
import { CalDavError, calDavMessages } from "./caldav-errors";
import { deleteCalDavEvent, putCalDavEvent } from "./caldav-events";
import { type CalDavAccount, type CalDavPolicy, defaultCalDavPolicy } from "./caldav-session";

// Against a real CalDAV server (Radicale). The unit tests run under libfaketime 400 days ahead:
// every time here is built from the test's own clock, and Radicale compares only event times.

const testPolicy: CalDavPolicy = { ...defaultCalDavPolicy, allowPrivateAddresses: true };

let radicale: RadicaleServer;
let account: CalDavAccount;
let work: string;

beforeAll(async () => {
  radicale = await startRadicaleServer();
  account = { serverUrl: radicale.serverUrl, username: radicale.username, password: radicale.password };
  work = await radicale.makeCalendar("work", { displayName: "Work calls" });
  await radicale.makeCalendar("tasks", { displayName: "Tasks", components: ["VTODO"] });
}, 30_000);

afterAll(async () => {
  await radicale?.stop();
});

/** A day ahead of the test's clock, at 00:00 UTC-ish local: far from any window edge. */
const day = addDays(startOfDay(new Date()), 2);
const window = { from: day, to: addDays(day, 7) };

async function caught(work: Promise<unknown>): Promise<CalDavError> {
  const error = await work.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(error instanceof CalDavError)) throw new Error(`Expected a CalDavError, got ${String(error)}`);
  return error;
}

// Each request is a round trip to Radicale, about a third of a second here even alone; the longest test
// makes nine, which beside the database tier on two cores ran past the default 5 s (two clean runs).
describe("a CalDAV account (Radicale)", { timeout: 20_000 }, () => {
  it("finds the calendars that hold events, with their names and change markers", async () => {
    const calendars = await discoverCalDavCalendars(account, testPolicy);
    expect(calendars).toEqual([{ url: work, displayName: "Work calls", changeMarker: expect.any(String) }]);
  });

  it("reads a call written to it as a busy time, follows it when moved, and forgets it when deleted", async () => {
    const uid = "call-41@nexora.test";
    const startsAt = addHours(day, 10);
    const before = await readCalDavBusyTimes(account, work, window, testPolicy);
    expect(before.busy).toEqual([]);

    await putCalDavEvent(account, work, uid, calendarEventFile(uid, startsAt, addMinutes(startsAt, 30)), testPolicy);
    const written = await readCalDavBusyTimes(account, work, window, testPolicy);
    expect(written.busy).toEqual([{ startsAt, endsAt: addMinutes(startsAt, 30) }]);
    expect(written.changeMarker).not.toBe(before.changeMarker);
    // Nothing changed since: a caller comparing markers skips the read.
    expect(await calDavChangeMarker(account, work, testPolicy)).toBe(written.changeMarker);

    const movedTo = addDays(addHours(day, 14), 1);
    await putCalDavEvent(account, work, uid, calendarEventFile(uid, movedTo, addMinutes(movedTo, 45)), testPolicy);
    const moved = await readCalDavBusyTimes(account, work, window, testPolicy);
    expect(moved.busy).toEqual([{ startsAt: movedTo, endsAt: addMinutes(movedTo, 45) }]);
    expect(moved.changeMarker).not.toBe(written.changeMarker);

    await deleteCalDavEvent(account, work, uid, testPolicy);
    const deleted = await readCalDavBusyTimes(account, work, window, testPolicy);
    expect(deleted.busy).toEqual([]);
    expect(deleted.changeMarker).not.toBe(moved.changeMarker);
    // Deleting it again, as a retried cancellation would, is no error.
    await expect(deleteCalDavEvent(account, work, uid, testPolicy)).resolves.toBeUndefined();
  });

  it("fetches only the events in the window, and reads free ones as not busy", async () => {
    const calendar = await radicale.makeCalendar("own-app");
    const inside = addHours(addDays(day, 3), 9);
    // The consultant's own calendar app writes these, not this server.
    await radicale.putEvent(calendar, "dentist.ics", calendarEventFile("dentist", inside, addHours(inside, 1)));
    await radicale.putEvent(
      calendar,
      "focus.ics",
      calendarEventFile("focus", addHours(inside, 3), addHours(inside, 5), ["TRANSP:TRANSPARENT"]),
    );
    // Outside the window, and larger than the size bound below: were it fetched, the read would fail.
    const longAgo = addDays(day, -30);
    // One long description, folded into lines of 75 octets as iCalendar requires.
    const description = `DESCRIPTION:${"x".repeat(200_000)}`.match(/.{1,74}/g)!.join("\r\n ");
    await radicale.putEvent(
      calendar,
      "offsite.ics",
      calendarEventFile("offsite", longAgo, addHours(longAgo, 8), [description]),
    );

    const policy = { ...testPolicy, maxBytes: 64 * 1024 };
    const { busy } = await readCalDavBusyTimes(account, calendar, window, policy);
    expect(busy).toEqual([{ startsAt: inside, endsAt: addHours(inside, 1) }]);
    // The same read over a window holding the large event is refused by the bound: it did travel then.
    const error = await caught(
      readCalDavBusyTimes(account, calendar, { from: addDays(longAgo, -1), to: window.to }, policy),
    );
    expect(error.message).toBe(calDavMessages.tooLarge("64 KB"));

    await radicale.deleteEvent(calendar, "dentist.ics");
    expect((await readCalDavBusyTimes(account, calendar, window, testPolicy)).busy).toEqual([]);
  });

  it("says the user name or app password was refused, naming neither", async () => {
    const wrong = { ...account, password: "not-the-app-password" };
    for (const attempt of [
      () => discoverCalDavCalendars(wrong, testPolicy),
      () => readCalDavBusyTimes(wrong, work, window, testPolicy),
      () => putCalDavEvent(wrong, work, "call-1", calendarEventFile("call-1", day, addHours(day, 1)), testPolicy),
      () => deleteCalDavEvent(wrong, work, "call-1", testPolicy),
    ]) {
      const error = await caught(attempt());
      expect(error.reason).toBe("credentials");
      expect(error.message).toBe(calDavMessages.credentials);
      expect(error.message).not.toContain(wrong.password);
      expect(error.message).not.toContain(account.username);
    }
  });

  it("says a calendar that is gone was not found", async () => {
    const gone = new URL(`/${radicale.username}/deleted-long-ago/`, radicale.serverUrl).href;
    const error = await caught(readCalDavBusyTimes(account, gone, window, testPolicy));
    expect([error.reason, error.message]).toEqual(["not-found", calDavMessages.notFound]);
  });

  it("refuses a loopback server unless told it is a test, and any address but http(s) without user info", async () => {
    const loopback = await caught(discoverCalDavCalendars(account));
    expect([loopback.reason, loopback.message]).toEqual(["address", calDavMessages.privateAddress]);
    const ftp = await caught(discoverCalDavCalendars({ ...account, serverUrl: "ftp://calendar.example.com/" }));
    expect(ftp.message).toBe(calDavMessages.notHttp);
    const withUser = await caught(
      discoverCalDavCalendars({ ...account, serverUrl: `http://someone:secret@127.0.0.1:${radicale.port}/` }),
    );
    expect(withUser.message).toBe(calDavMessages.userInfo);
    expect(withUser.message).not.toContain("secret");
    const notAddress = await caught(discoverCalDavCalendars({ ...account, serverUrl: "my calendar" }));
    expect(notAddress.message).toBe(calDavMessages.notWebAddress);
  });
});
