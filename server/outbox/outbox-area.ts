import type { ServerArea } from "../kernel/back-office/server-area";
import { outboxDesk } from "./outbox-desk";

/** E-mails that failed or wait to be sent. */
export const outboxArea: ServerArea<Parameters<typeof outboxDesk>[0]> = {
  areaDesks: (deps) => ({ outbox: (member) => ({ outbox: outboxDesk(deps, member) }) }),
};
