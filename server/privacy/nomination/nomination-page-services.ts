import type { NominationPages } from "../../../contracts/privacy-nomination";
import type { Nominate } from "../../../domain/privacy/nomination";
import { clientAddressGroup } from "../../client-address-group";
import type { Bindings } from "../../kernel/runtime/bindings";
import { outcomeOf } from "../../kernel/requests/outcome";
import { tokenHash } from "../../kernel/secrets/tokens";
import { mailboxQuotas, type Quotas } from "../../plugins/rate-limit";
import { mailboxRefusal, refusal } from "../own-data/page-services";
import { addressOfSession } from "../own-data/links";
import { nameNominee, recordNomineeRequest, removeNominee, type NominationChange } from "./nominees";

const sessionOver = {
  ok: false as const,
  message: "Your session has ended. Please ask for a new link to your data.",
};

/**
 * Nomination's public side, bound to the clock, the outbox and the quotas. Naming or removing a
 * nominee spends the client's quota and the data-page session's (one session can be driven from
 * any number of networks); naming also the nominee's mailbox's, since it e-mails an address the
 * person never proved is anyone's, whichever network or session names it. A nominee's request
 * spends the client's and the person's mailbox's (it e-mails that address).
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
  const nominateBySession = quotas.quota("nominee-session");
  const nominateByMailbox = mailboxQuotas(quotas, "nominee");
  const requestByClient = quotas.quota("nominee-request");
  const requestByMailbox = mailboxQuotas(quotas, "nominee-request");
  const mail = { publicSiteUrl, salesEmail };

  /**
   * The session's person, once the client's, the session's and (when naming) the nominee's quotas
   * allow: what naming and removing share. Answers the reference of the request the change
   * recorded, which the page confirms as every action's. A refusal changes nothing and sends nothing.
   */
  async function asPerson(
    sessionSecret: string,
    clientIp: string,
    nominee: Nominate | undefined,
    change: (email: string) => Promise<NominationChange>,
  ) {
    const byClient = await nominateByClient(clientAddressGroup(clientIp));
    if (!byClient.allowed) return { ...refusal(byClient), busy: true as const };
    const email = await addressOfSession(db, sessionSecret, clock());
    if (email === undefined) return sessionOver;
    const bySession = await nominateBySession(tokenHash(sessionSecret));
    if (!bySession.allowed) return { ...refusal(bySession), busy: true as const };
    if (nominee) {
      const byMailbox = await nominateByMailbox(nominee.nomineeEmail);
      if (!byMailbox.allowed) return { ...mailboxRefusal(byMailbox), busy: true as const };
    }
    return outcomeOf(async () => {
      const { reference, emailIds } = await change(email);
      onEmailsQueued(emailIds);
      return { reference };
    });
  }

  return {
    nominate: (secret, nominee, clientIp) =>
      asPerson(secret, clientIp, nominee, (email) => nameNominee(db, email, nominee, { now: clock(), mail })),
    removeNominee: (secret, clientIp) =>
      asPerson(secret, clientIp, undefined, (email) => removeNominee(db, email, { now: clock(), mail })),
    async requestAsNominee(request, clientIp) {
      const byClient = await requestByClient(clientAddressGroup(clientIp));
      if (!byClient.allowed) return refusal(byClient);
      // Both addresses are mailed (the person told, the nominee acknowledged), and either may be anyone's.
      for (const address of [request.personEmail, request.nomineeEmail]) {
        const byMailbox = await requestByMailbox(address);
        if (!byMailbox.allowed) return mailboxRefusal(byMailbox);
      }
      onEmailsQueued(await recordNomineeRequest(db, request, { now: clock(), mail }));
      return { ok: true, value: undefined };
    },
  };
}
