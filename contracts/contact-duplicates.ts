import type { LeadStage } from "../domain/contacts/contacts";
import type { Outcome } from "./outcome";

/** Why two records look like one person (decision 046). */
export type DuplicateReason = "mailbox" | "phone" | "name";

/** One side of a likely pair: a contact, or the person of an application linked to no contact. */
export type DuplicateParty =
  | {
      kind: "contact";
      id: string;
      name: string;
      email: string;
      phone: string;
      company: string;
      createdAt: Date;
    }
  | {
      kind: "application";
      id: string;
      name: string;
      email: string;
      phone: string;
      /** The job applied for and the application's reference. */
      jobTitle: string;
      reference: string;
      createdAt: Date;
    };

/** A likely pair: always a contact first, then another contact or an application's person. */
export type DuplicatePair = {
  contact: DuplicateParty & { kind: "contact" };
  other: DuplicateParty;
  /** Each reason as the page says it ("Same phone number"). */
  reasons: string[];
};

/** The pair a merge or a dismissal is about: a contact and another contact, or an application. */
export type PairRef = { contactId: string; otherContactId: string } | { contactId: string; applicationId: string };

/** A field of the merged record: the survivor's value and the other's, and the one kept. */
export type MergeField = { label: string; survivor: string; other: string; kept: string };

/** What a merge would do, before it is done. */
export type MergePreview = {
  survivor: DuplicateParty & { kind: "contact" };
  other: DuplicateParty;
  /** Every field side by side; `differs` where the two disagree. */
  fields: (MergeField & { differs: boolean })[];
  /** What moves to the survivor, in words ("2 enquiries", "1 application"). */
  moves: string[];
  /** The addresses the survivor keeps as other addresses. */
  addresses: string[];
};

/** A merge of the last day on this contact that can still be undone. */
export type UndoableMerge = { id: string; mergedName: string; at: Date; by: string };

/** One merge, as its page shows it. */
export type MergeRecord = {
  id: string;
  survivorId: string;
  survivorName: string;
  mergedName: string;
  at: Date;
  by: string;
  undoneAt: Date | null;
  /** What moved, per kind of record ("2 enquiries"). */
  moved: string[];
  /** Why it can no longer be undone, in a plain sentence; null while it can. */
  refusal: string | null;
};

export type ContactAliases = {
  /** The contact's other addresses ("Also known as"). */
  addresses: string[];
  undoable: UndoableMerge[];
};

/** The deal a survivor keeps: its own, unless it has none. */
export type DealFields = {
  stage: LeadStage;
  expectedValue: number | null;
  expectedCloseDate: string | null;
  lostReason: string | null;
};

/**
 * The duplicates finder at /admin/contacts/duplicates and the merge of a pair (the sales desk:
 * sales and admins), and the undo within a day; each merge and undo asks the server whether the
 * member may manage both records (server/contacts/contact-access.ts).
 */
export type ContactDuplicatesDesk = {
  /** The likely pairs, newest first, at most `limit`, with how many there are in all. */
  list(limit?: number): Promise<{ pairs: DuplicatePair[]; total: number }>;
  /** Undefined when the pair is not (or no longer) two records. */
  preview(pair: PairRef, survivorId?: string): Promise<MergePreview | undefined>;
  /** Merges the pair into `survivorId` (a contact of the pair); answers the survivor's id. */
  merge(pair: PairRef, survivorId: string): Promise<Outcome<{ survivorId: string }>>;
  /** Says the pair are two people: the list no longer offers it. */
  dismiss(pair: PairRef): Promise<Outcome>;
  /** Undoes a merge of the last day; answers the survivor's id. */
  undo(mergeId: string): Promise<Outcome<{ survivorId: string }>>;
  findMerge(mergeId: string): Promise<MergeRecord | undefined>;
  /** The contact's other addresses and its merges that can be undone. */
  aliases(contactId: string): Promise<ContactAliases>;
};
