import type { PrivacyRequestFilter } from "../domain/privacy/privacy-requests-forms";
import type {
  PrivacyRequestKind,
  PrivacyRequestOutcome,
  PrivacyRequestState,
} from "../domain/privacy/privacy-requests";
import type { History } from "./staff";
import type { CsvExport, ListPage, Outcome } from "./outcome";

// What the back office asks of the privacy requests register.

export type PrivacyRequestListItem = {
  id: string;
  reference: string;
  kind: PrivacyRequestKind;
  state: PrivacyRequestState;
  receivedAt: Date;
  dueAt: Date;
  /** The member handling it, "self-service", or null while nobody has taken it. */
  handledBy: string | null;
  byNominee: boolean;
  /** The person's address; null once the person was erased. */
  email: string | null;
};

export type PrivacyRequestDetail = PrivacyRequestListItem & {
  summary: string;
  details: Record<string, unknown>;
  nomineeVerifiedAt: Date | null;
  reply: string | null;
  closedAt: Date | null;
  erasedAt: Date | null;
  /** Whether the signed-in member handles it. */
  handledByMe: boolean;
};

/** What waits in the register: how many requests are open, and the nearest date one of them is due. */
export type OpenPrivacyRequests = { count: number; nearestDueAt: Date | null };

export type PrivacyRequestDesk = History & {
  open(): Promise<OpenPrivacyRequests>;
  /** Newest received first, a page at a time. */
  list(
    filter: PrivacyRequestFilter,
    options: { after?: string | undefined },
  ): Promise<ListPage<PrivacyRequestListItem>>;
  find(id: string): Promise<PrivacyRequestDetail | undefined>;
  /** The member takes it: they handle it, and it is in progress. */
  take(id: string): Promise<Outcome>;
  /** Staff checked that a nominee may act for the person: only then may the request be closed as done. */
  verifyNominee(id: string): Promise<Outcome>;
  /** Closes it with the reply, which goes to the person by e-mail with the reference. */
  close(id: string, closing: { outcome: PrivacyRequestOutcome; reply: string }): Promise<Outcome>;
  /** The company's stated period in days. */
  periodDays(): Promise<number>;
  setPeriodDays(days: number): Promise<Outcome>;
  /** The register as CSV: counted, audited, streamed. */
  exportCsv(filter: PrivacyRequestFilter): Promise<CsvExport>;
};
