import type { OwnAction, OwnDetails } from "../domain/own-data/actions";
import type { NoticeLanguage } from "../domain/privacy/notice-languages";
import type { PrivacyRequestKind } from "../domain/privacy/privacy-requests";
import type { Outcome } from "./outcome";
import { processWideContext } from "./load-context";

// What the public pages of a person's own data (/privacy/your-data) ask of the privacy area.

/** One thing said about a record: "Date", "12 Nov 2026, 10:30 AM". */
export type DataField = { label: string; value: string };

/** One record of a group: an enquiry, a call, an application. */
export type DataRecord = { title: string; fields: DataField[] };

/** A kind of record, with what it is used for and who else handles it besides the company. */
export type DataGroup = {
  /** A stable name for the download: "enquiries", "calls"… */
  key: string;
  title: string;
  /** What the company uses it for, in plain words. */
  usedFor: string;
  /** Who else processes it, as this server is configured; empty: nobody but the company. */
  processedBy: string[];
  /** How long it is kept, by the periods the retention task deletes by; absent where its purpose says it. */
  keptFor?: string;
  records: DataRecord[];
};

/** Everything held about one person, across every address they proved theirs. */
export type PersonalData = {
  /** Every address of the person the records were found under. */
  addresses: string[];
  /**
   * Our records join one of these addresses with another the person has not proven theirs: what is
   * under the other is kept off this page until they open its own link in this browser.
   */
  keptApart: boolean;
  /** When it was read (ISO instant). */
  readAt: string;
  /** The language its words are in: the person's own (readingLanguageOf), or the one the page asked for. */
  language: NoticeLanguage;
  groups: DataGroup[];
};

/** A link's opening: the session's secret for the cookie and when it ends. */
export type OpenedDataSession = { secret: string; expiresAt: Date };

/** One of the person's records an action takes: a coming call, an application still in process. */
export type ActionableRecord = { id: string; title: string };

/** Something an erasure keeps, in plain words, and until when. */
export type KeptRecord = { what: string; until: string };

/** What the person can do from their page, with what each would take. */
export type OwnActions = {
  /** The details held, to correct: from their contact record, else their newest application or call. */
  details: OwnDetails;
  /** Searches switching off job alerts would end. */
  jobAlerts: number;
  /** Whether the person has a newsletter sign-up or subscription to stop. */
  newsletter: boolean;
  /** "can-ask" when a contact record of theirs is not yet marked; "asked" when every one is; "none" without one. */
  doNotContact: "can-ask" | "asked" | "none";
  upcomingCalls: ActionableRecord[];
  applicationsInProcess: ActionableRecord[];
  /** Whether an erasure would erase anything now, and what it would keep. */
  /**
   * What erasing would do: whether anything goes at once, what is kept, and whether staff must
   * decide part of it (a client's record, kept with its contract), which the person may ask for
   * even when nothing goes at once.
   */
  erasure: { erases: boolean; kept: KeptRecord[]; staffDecide: boolean };
};

/** An action carried out, or (an erasure that keeps something) received: the privacy request's reference. */
export type OwnActionDone = { reference: string; partly: boolean };

export type OwnDataPages = {
  /**
   * Stores a one-time link for the address and queues one e-mail to it: the link when anything
   * is held under it, a note that nothing is otherwise. The same answer and the same work either
   * way; refused only when a quota (the client's, the address's) is spent.
   */
  requestLink(email: string, clientIp: string): Promise<Outcome>;
  /** Whether the link can still be opened; reading it changes nothing (mail scanners open links too). */
  linkUsable(token: string): Promise<boolean>;
  /**
   * Opens the link once, within its time: a session for this browser; undefined for a used, expired
   * or unknown token. A session this browser still holds for another address proves both addresses
   * one person's.
   */
  openLink(token: string, clientIp: string, previousSession?: string): Promise<Outcome<OpenedDataSession | undefined>>;
  /**
   * What the session's person has, in the language asked for or else their own; undefined when the
   * session is unknown or over.
   */
  read(sessionSecret: string, language?: NoticeLanguage): Promise<PersonalData | undefined>;
  /** What the session's person can do, or undefined when the session is unknown or over. */
  actions(sessionSecret: string): Promise<OwnActions | undefined>;
  /**
   * The request by this reference, if this session's person made it since the session opened:
   * its kind and whether staff still have part of it; undefined for any other reference.
   */
  madeInSession(
    sessionSecret: string,
    reference: string,
  ): Promise<{ kind: PrivacyRequestKind; open: boolean } | undefined>;
  /**
   * Carries out one action for the session's person, records it as a privacy request (which
   * e-mails them its confirmation) and audits it; refused when the client's quota is spent (`busy`)
   * or the action does not apply to them, with nothing changed. Undefined when the session is unknown or over.
   */
  act(
    sessionSecret: string,
    action: OwnAction,
    clientIp: string,
  ): Promise<Outcome<OwnActionDone> | { ok: false; message: string; busy: true } | undefined>;
};

/** What /privacy/your-data's pages read as `context.get(ownDataPagesContext)`. */
export const ownDataPagesContext = processWideContext<OwnDataPages>("ownDataPages");
