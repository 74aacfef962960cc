import type { EnquiryReply, ReplyTemplateInput } from "../domain/enquiries/enquiry-replies";
import type { EnquiryFilter, EnquiryFolder, EnquiryStatus } from "../domain/enquiries/enquiry-triage";
import type { FirstTouch } from "../domain/contacts/contacts";
import type { CsvExport, ListPage, Outcome } from "./outcome";

// What the back office asks of the enquiries area: the inbox, its notes and its export.

/** One enquiry as the inbox lists it: enough to pick it out, not the whole message. */
export type EnquiryListItem = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** "contact", "testimonials" or "project:<id>". */
  source: string;
  status: EnquiryStatus;
  isSpam: boolean;
  createdAt: Date;
  /** Their contact asked not to be contacted. */
  doNotContact: boolean;
  /** The message's first line, cut short. */
  preview: string;
};

export type EnquiryNoteView = {
  id: string;
  /** The name the author goes by, or the address written. */ authorName: string;
  body: string;
  createdAt: Date;
};

/** A reply e-mailed from the enquiry's page, as it was sent. */
export type EnquiryReplyView = {
  id: string;
  /** The name the sender goes by, or the address written. */ authorName: string;
  subject: string;
  body: string;
  createdAt: Date;
  /** Where its e-mail is: waiting in the outbox, sent, or failed (retried from the outbox page). */
  delivery: "pending" | "sent" | "failed";
};

/** Who sent an enquiry beyond it: their contact, and their other enquiries. */
export type EnquiryPerson = {
  /** Their contact, when there is one and the viewer may open it. */
  contact: { id: string; name: string } | null;
  /** The same contact's other enquiries, newest first, the first few. */
  otherEnquiries: Pick<EnquiryListItem, "id" | "createdAt" | "source" | "status">[];
  /** They have more than those: the rest are on the contact's page. */
  hasMore: boolean;
};

export type EnquiryDetail = Omit<EnquiryListItem, "preview"> &
  EnquiryPerson & {
    phone: string;
    message: string;
    /** The visit the enquiry was sent from, if one was counted. */
    firstTouch: FirstTouch | null;
    /** Newest first. */
    notes: EnquiryNoteView[];
    /** Newest first. */
    replies: EnquiryReplyView[];
  };

/** A saved reply sales start from. */
export type ReplyTemplate = {
  id: string;
  name: string;
  subject: string;
  body: string;
  /** The name of whoever saved it last, or the address written. */
  updatedBy: string;
  updatedAt: Date;
};

export type ReplyTemplateDesk = {
  /** By name. */
  list(): Promise<ReplyTemplate[]>;
  create(template: ReplyTemplateInput): Promise<Outcome<{ id: string }>>;
  update(id: string, template: ReplyTemplateInput): Promise<Outcome>;
  remove(id: string): Promise<Outcome>;
};

export type EnquiryDesk = {
  /** New enquiries, not spam: what nobody has looked at yet. */
  countNew(): Promise<number>;
  /** Newest first, 50 a page; `after` is the cursor a previous page answered. */
  list(filter: EnquiryFilter, options: { after?: string | undefined }): Promise<ListPage<EnquiryListItem>>;
  /** How many enquiries each folder holds, whatever the filter. */
  folderCounts(): Promise<Record<EnquiryFolder, number>>;
  /** Undefined for an unknown or malformed id. */
  find(id: string): Promise<EnquiryDetail | undefined>;
  changeStatus(id: string, status: EnquiryStatus): Promise<Outcome>;
  addNote(id: string, body: string): Promise<Outcome>;
  /**
   * E-mails a reply to the enquirer through the outbox, from the member's name at the sales address
   * with Reply-To the member; records it and marks a new enquiry replied. Placeholders are filled in.
   */
  reply(id: string, reply: EnquiryReply): Promise<Outcome>;
  /** The saved replies. */
  templates: ReplyTemplateDesk;
  /** Every enquiry the filter matches, newest first, as an RFC 4180 CSV file streamed; the export is audited first. */
  exportCsv(filter: EnquiryFilter): Promise<CsvExport>;
};
