import type { AreaDesks, SignedIn } from "../../../contracts/back-office";
import type { BackOfficeArea, StaffMember, StaffRole } from "../../../domain/staff/staff";
import type { DbOrTransaction } from "../../db/db";
import type { Actor } from "../audit/audit";

/** What any signed-in member may do, whatever their role: their account, and the records that are theirs. */
export type OwnDesks = Omit<SignedIn, "member" | "sessionId" | "pendingStep" | "now" | "areas">;

/** A part of the own desks: an area may add members to a desk another area makes (the account's daily e-mail). */
export type OwnDeskParts = { [Desk in keyof OwnDesks]?: Partial<OwnDesks[Desk]> };

/** The desks of the authorisation table's areas that a server area holds, each made for one member. */
export type AreaDeskMakers = { [Area in BackOfficeArea]?: (member: StaffMember) => AreaDesks[Area] };

/** An account leaving work: its role changed (`to`), or it was disabled (`to` null). */
export type AccountLeaving = { account: { id: string; name: string }; from: StaffRole; to: StaffRole | null };

/** What an area hands over to colleagues when an account leaves work. */
export type AccountHandOver = {
  /** Inside the account change's transaction: the change and the hand-over commit together. */
  inTransaction?: (tx: DbOrTransaction, actor: Actor, leaving: AccountLeaving, now: Date) => Promise<unknown>;
  /** Once the change has committed: work that queues e-mails and takes calendar locks of its own. */
  afterCommit?: (actor: Actor, leaving: AccountLeaving) => Promise<void>;
};
