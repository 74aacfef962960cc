import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import type { MeetingChoice } from "../../domain/consultants/consultant-calls";
import type { Db } from "../db/db";
import { consultants } from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";
import { changing } from "../kernel/changes/public-changes";
import { audit, type Actor } from "../kernel/audit/audit";
import type { Consultant } from "./availability";

const base32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/**
 * A Jitsi room's name nobody can guess: on a public Jitsi server, whoever knows a room's name
 * can walk in. 20 base32 characters carry 100 random bits (each byte's low five bits: 256 is a
 * multiple of 32, so every character is equally likely); letters and digits only, safe in a URL.
 */
export function jitsiRoomName(prefix = "Nexora-Demo"): string {
  const characters = [...randomBytes(20)].map((byte) => base32[byte & 31]);
  return `${prefix}-${characters.join("")}`;
}

/**
 * The meeting address of a new call for this consultant (or of a call just given to them): their
 * own room, a new Jitsi room on `jitsiHost`, or none for a phone call or a consultant who has
 * not chosen (their e-mails then say so in words).
 */
export function meetingUrlFor(
  consultant: Pick<Consultant, "meetingKind" | "meetingRoomUrl">,
  jitsiHost: string,
): string | null {
  switch (consultant.meetingKind) {
    case "room":
      return consultant.meetingRoomUrl;
    case "jitsi":
      return `https://${jitsiHost}/${jitsiRoomName()}`;
    case "phone":
    case "unset":
      return null;
  }
}

const describeChoice = ({ kind, roomUrl }: MeetingChoice) => {
  switch (kind) {
    case "room":
      return `calls happen in their room ${roomUrl}`;
    case "jitsi":
      return "calls happen in a new Jitsi Meet room each";
    case "phone":
      return "calls happen by phone, the consultant calling the visitor";
    case "unset":
      return "no way of meeting chosen: visitors are told the consultant will be in touch";
  }
};

/**
 * Saves how a consultant's calls happen (parsed with MeetingSchema). Calls already booked keep
 * the address they were given; the next call, or one given to this consultant, takes the new way.
 */
export async function saveMeeting(
  db: Db,
  actor: Actor,
  consultantId: string,
  choice: MeetingChoice,
  now: Date,
): Promise<void> {
  if (choice.kind === "room" && !choice.roomUrl) throw new RefusedError("Please give your meeting room's address.");
  if (!/^[0-9a-f-]{36}$/.test(consultantId)) throw new RefusedError("This consultant no longer exists.");
  await changing(db, "calendar", async (tx) => {
    const [row] = await tx
      .update(consultants)
      .set({ meetingKind: choice.kind, meetingRoomUrl: choice.roomUrl, updatedAt: now })
      .where(eq(consultants.id, consultantId))
      .returning({ id: consultants.id, name: consultants.name });
    if (!row) throw new RefusedError("This consultant no longer exists.");
    await audit(tx, actor, now, {
      action: "consultant.meeting",
      subjectType: "consultant",
      subjectId: row.id,
      summary: `${row.name}: ${describeChoice(choice)}`,
      details: { kind: choice.kind, roomUrl: choice.roomUrl },
    });
  });
}
