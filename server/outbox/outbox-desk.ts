import type { StaffMember } from "../../domain/staff/staff";
import type { OutboxDesk } from "../../contracts/outbox";
import type { Bindings } from "../kernel/runtime/bindings";
import { decodeCursor } from "../kernel/lists/keyset";
import { countFailedEmails, listOutboxProblems, retryEmail } from "./outbox-admin";
import { outcomeOf } from "../kernel/requests/outcome";

export function outboxDesk(
  { db, clock, onEmailsQueued }: Pick<Bindings, "db" | "clock" | "onEmailsQueued">,
  actor: StaffMember,
): OutboxDesk {
  return {
    list: ({ after }) => listOutboxProblems(db, { after: decodeCursor(after) }),
    countFailed: () => countFailedEmails(db),
    retry: (emailId) =>
      outcomeOf(async () => {
        await retryEmail(db, actor, emailId, clock());
        onEmailsQueued([emailId]);
      }),
  };
}
