import type { ListPage, Outcome } from "./outcome";

// What the back office asks of the outbox: the e-mails not delivered yet.

/** An e-mail the outbox has not delivered yet; the body is never shown. */
export type OutboxEmailView = {
  id: string;
  kind: string;
  toName: string;
  toAddress: string;
  subject: string;
  status: "pending" | "failed";
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
};

export type OutboxDesk = {
  /** E-mails that failed for good and wait to be retried. */
  countFailed(): Promise<number>;
  /** E-mails that failed or wait to be sent, newest first. */
  list(options: { after?: string | undefined }): Promise<ListPage<OutboxEmailView>>;
  /** Sends a failed or waiting e-mail again at once; a sent one is refused. */
  retry(emailId: string): Promise<Outcome>;
};
