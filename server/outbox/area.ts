import type { Transporter } from "nodemailer";

import type { ServerArea, SharedResources } from "../kernel/runtime/server-area";
import { createOutboxWorker } from "./mail-outbox";
import { outboxDesk } from "./outbox-desk";

type OutboxDependencies = Parameters<typeof outboxDesk>[0] &
  Pick<SharedResources, "log" | "metrics"> & {
    /** Where e-mails go; none: they wait in the outbox. */
    mailTransport: Pick<Transporter, "sendMail"> | undefined;
  };

/** E-mails that failed or wait to be sent, and their sending. */
export const area = {
  name: "outbox",
  tasks: ({ db, clock, log, mailTransport, metrics }) => {
    if (!mailTransport) {
      const kept = (ids: string[]) => {
        if (ids.length > 0) log.info({ emailIds: ids }, "SMTP_URL is not set: e-mails kept in the outbox");
      };
      return { tasks: [], wakes: { onEmailsQueued: kept } };
    }
    const outbox = createOutboxWorker({
      db,
      transport: mailTransport,
      clock,
      log,
      onSendFailure: metrics?.outboxSendFailed,
    });
    const sendNow = (ids: string[]) => {
      if (ids.length > 0) outbox.wake();
    };
    return { tasks: [outbox], wakes: { onEmailsQueued: sendNow } };
  },
  areaDesks: (deps) => ({ outbox: (member) => ({ outbox: outboxDesk(deps, member) }) }),
} satisfies ServerArea<OutboxDependencies>;
