import type { IsoDate } from "../domain/time/india-dates";
import type { CallOutcome } from "../domain/consultants/consultant-calls";
import type { EnquiryStatus } from "../domain/enquiries/enquiry-triage";
import type { FirstTouch, LeadStage } from "../domain/contacts/contacts";
import type { CsvExport, ListPage, Outcome } from "./outcome";

/** Whose contacts a list shows. */
export const contactViews = ["mine", "unassigned", "everyone"] as const;
export type ContactView = (typeof contactViews)[number];

/** A contact as lists and the board show them. */
export type ContactSummary = {
  id: string;
  name: string;
  email: string;
  ownerId: string | null;
  ownerName: string | null;
  stage: LeadStage;
  expectedValue: number | null;
  expectedCloseDate: IsoDate | null;
  source: string;
  lastActivityAt: Date;
  /** They asked not to be contacted: marked wherever they are shown. */
  doNotContact: boolean;
};

/** Where a contact came from: the site's forms, or an import (its file, while the import's record is kept). */
export type ContactOriginDetail = { kind: "site" } | { kind: "import"; fileName: string | null };

export type ContactDetail = ContactSummary & {
  firstName: string;
  lastName: string;
  phone: string;
  lostReason: string | null;
  createdAt: Date;
  company: string;
  /** As an imported list gave it; "" when none did. */
  city: string;
  origin: ContactOriginDetail;
  /** When they asked not to be contacted, and who recorded it; null when they did not. */
  doNotContactAt: Date | null;
  doNotContactBy: string | null;
};

/**
 * One enquiry or call of a contact, with the name and phone it gave and the visit it was sent from:
 * anyone may write with anyone's address, so these are the lead's, not the contact's (decision 051).
 */
export type ContactLead = {
  kind: "enquiry" | "call";
  id: string;
  at: Date;
  name: string;
  phone: string;
  firstTouch: FirstTouch | null;
  /** The lead's back-office page. */
  link: string;
};

/** A contact as its page shows it. */
export type ContactCard = ContactDetail & {
  mayManage: boolean;
  /** Newest first. */
  leads: ContactLead[];
  /** Names the leads gave that are not the contact's: a later form never renames them. */
  otherNames: string[];
};

/** One line of a contact's timeline, newest first. */
export type TimelineEntry = {
  at: Date;
  kind: "enquiry" | "call" | "note" | "email" | "change" | "reply" | "application";
  title: string;
  text?: string | undefined;
  /** Who did it, when a person did. */
  by?: string | undefined;
  /** The back-office page of the item, when there is one. */
  link?: string | undefined;
  enquiryStatus?: EnquiryStatus | undefined;
  callOutcome?: CallOutcome | null | undefined;
};

export type StageChange = {
  stage: LeadStage;
  expectedValue: number | null;
  expectedCloseDate: IsoDate | null;
  lostReason: string | null;
};

export type ContactFilter = {
  view: ContactView;
  stage?: LeadStage | undefined;
  q?: string | undefined;
  after?: string | undefined;
};

/** What one person has on the desk: open leads they own and follow-ups not done; `id` null is nobody. */
export type Assignments = { id: string | null; name: string; openLeads: number; openTasks: number };

export type ContactDesk = {
  /** Each person's open leads and open follow-ups, and the open leads nobody owns. */
  assignments(): Promise<Assignments[]>;
  list(filter: ContactFilter): Promise<ListPage<ContactSummary>>;
  /** The board: every open lead, and the last 90 days' won and lost, by stage. */
  board(view: ContactView): Promise<ContactSummary[]>;
  /**
   * The addresses of a list's contacts for sending to (every page of it, up to a bound), without
   * anyone who asked not to be contacted: those are only counted (`leftOut`).
   */
  sendingList(filter: Omit<ContactFilter, "after">): Promise<CsvExport & { leftOut: number }>;
};

/**
 * One contact, for the sales desk and for anyone it is theirs (a call's consultant); the server
 * decides which contacts are the member's (server/contacts/contact-access.ts).
 */
export type ContactCardDesk = {
  /** Undefined when there is none; "not yours" when it is neither the desk's (sales, admins) nor the member's own. */
  find(id: string): Promise<ContactCard | "not yours" | undefined>;
  timeline(id: string): Promise<TimelineEntry[]>;
  /** Who may own contacts: sales staff and admins who have taken up their invitation and are not disabled. */
  owners(): Promise<{ id: string; name: string }[]>;
  assign(id: string, ownerId: string | null): Promise<Outcome>;
  setStage(id: string, change: StageChange): Promise<Outcome>;
  addNote(id: string, body: string): Promise<Outcome>;
  /** Records that they asked not to be contacted, or that they may be again; audited. */
  setDoNotContact(id: string, asked: boolean): Promise<Outcome>;
};
