import { and, eq } from "drizzle-orm";

import type { NominationPages } from "../../../contracts/privacy-nomination";
import { contactKeyOf } from "../../../domain/contacts/contacts";
import { clientAddressGroup } from "../../client-address-group";
import { privacyRequests } from "../../db/schema";
import type { Bindings } from "../../kernel/runtime/bindings";
import { outcomeOf } from "../../kernel/requests/outcome";
import type { Quotas } from "../../plugins/rate-limit";
import { mailboxSubject, refusal } from "../your-data-page-services";
import { addressOfSession } from "../your-data-links";
import { nameNominee, recordNomineeRequest, removeNominee } from "./nominees";

const sessionOver = {
  ok: false as const,
  message: "Your session has ended. Please ask for a new link to your data.",
};

/**
 * Nomination's public side, bound to the clock, the outbox and the quotas: naming or removing a
 * nominee spends the client's quota (each naming e-mails the nominee), a nominee's request the
 * client's and the person's mailbox's (it e-mails that address).
 */
export function nominationPageServices({
  db,
  clock,
  publicSiteUrl,
  salesEmail,
  onEmailsQueued,
  quotas,
}: Pick<Bindings, "db" | "clock" | "publicSiteUrl" | "salesEmail" | "onEmailsQueued"> & {
  quotas: Pick<Quotas, "quota">;
}): NominationPages {
  const nominateByClient = quotas.quota("nominee");
  const requestByClient = quotas.quota("nominee-request");
  const requestByMailbox = quotas.quota("nominee-request-mailbox");
  const mail = { publicSiteUrl, salesEmail };

  /** The references of the person's nomination requests: the one a change adds is the one it recorded. */
  const nominationReferences = async (email: string) =>
    (
      await db
        .select({ reference: privacyRequests.reference })
        .from(privacyRequests)
        .where(and(eq(privacyRequests.emailKey, contactKeyOf(email)), eq(privacyRequests.kind, "nomination")))
    ).map((row) => row.reference);

  /**
   * The session's person, after the client's quota: what naming and removing share. Answers the
   * reference of the request the change recorded, which the page confirms as every action's; the
   * change itself answers only its e-mails.
   */
  async function asPerson(sessionSecret: string, clientIp: string, change: (email: string) => Promise<string[]>) {
    const byClient = await nominateByClient(clientAddressGroup(clientIp));
    if (!byClient.allowed) return refusal(byClient);
    const email = await addressOfSession(db, sessionSecret, clock());
    if (email === undefined) return sessionOver;
    return outcomeOf(async () => {
      const before = new Set(await nominationReferences(email));
      onEmailsQueued(await change(email));
      const reference = (await nominationReferences(email)).find((known) => !before.has(known));
      if (!reference) throw new Error("The nomination's request was not recorded.");
      return { reference };
    });
  }

  return {
    nominate: (secret, nominee, clientIp) =>
      asPerson(secret, clientIp, (email) => nameNominee(db, email, nominee, { now: clock(), mail })),
    removeNominee: (secret, clientIp) =>
      asPerson(secret, clientIp, (email) => removeNominee(db, email, { now: clock(), mail })),
    async requestAsNominee(request, clientIp) {
      const byClient = await requestByClient(clientAddressGroup(clientIp));
      if (!byClient.allowed) return refusal(byClient);
      const byMailbox = await requestByMailbox(mailboxSubject(request.personEmail));
      if (!byMailbox.allowed) return refusal(byMailbox);
      onEmailsQueued(await recordNomineeRequest(db, request, { now: clock(), mail }));
      return { ok: true, value: undefined };
    },
  };
}
