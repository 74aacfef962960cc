import type { OutboxDesk } from "../../domain/back-office";
import type { Clock } from "../clock";
import type { Db } from "../db/open-db";
import { decodeCursor } from "../kernel/keyset";
import { listOutboxProblems, retryEmail } from "./outbox-admin";
import { outcomeOf } from "../kernel/outcome";

export function outboxDesk(db: Db, clock: Clock, onEmailsQueued: (ids: string[]) => void): OutboxDesk {
  return {
    list: ({ after }) => listOutboxProblems(db, { after: decodeCursor(after) }),
    retry: (actor, emailId) =>
      outcomeOf(async () => {
        await retryEmail(db, actor, emailId, clock());
        onEmailsQueued([emailId]);
      }),
  };
}
