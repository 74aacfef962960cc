import type { Nominate, NomineeRequest } from "../domain/privacy/nomination";
import type { Outcome } from "./outcome";
import { processWideContext } from "./load-context";

// What the public pages ask of the privacy area about nominees.

/** A refusal because a quota is spent (the page answers 429), apart from one about the request itself. */
export type Busy = { ok: false; message: string; busy: true };

/** A nomination named or removed: the reference of the privacy request that records it. */
export type NominationDone = { reference: string };

export type NominationPages = {
  /**
   * Names or changes the nominee of the person whose own-data session this is, which e-mails the
   * nominee, answering the reference of its privacy request; refused when the session is over, or
   * `busy` when the client's, the session's or the nominee's mailbox's quota is spent, with nothing
   * changed or sent.
   */
  nominate(sessionSecret: string, nominee: Nominate, clientIp: string): Promise<Outcome<NominationDone> | Busy>;
  /** Takes the person's nominee off, answering the reference of its privacy request; `busy` as naming. */
  removeNominee(sessionSecret: string, clientIp: string): Promise<Outcome<NominationDone> | Busy>;
  /**
   * A nominee's request for the person, recorded for staff to verify: the same answer whether or
   * not the person or a nomination is known; refused only when a quota (the client's, the
   * person's mailbox's) is spent.
   */
  requestAsNominee(request: NomineeRequest, clientIp: string): Promise<Outcome>;
};

/** What /privacy/nominee and the own data's nominee page read as `context.get(nominationPagesContext)`. */
export const nominationPagesContext = processWideContext<NominationPages>("nominationPages");
