import type { OwnDataPages } from "../../../contracts/own-data";
import { clientAddressGroup } from "../../client-address-group";
import { mailboxQuotas, tooManyForMailbox, tryAgainIn, type QuotaAnswer, type Quotas } from "../../plugins/rate-limit";
import { outcomeOf } from "../../kernel/requests/outcome";
import { tokenHash } from "../../kernel/secrets/tokens";
import { actOnOwnData, type OwnActionDependencies } from "./actions";
import { ownActionsOf } from "./view";
import { gatherPersonalData, type DataProcessors } from "../personal-data";
import {
  addressOfSession,
  openOwnDataLink,
  requestMadeInSession,
  requestOwnDataLink,
  ownDataLinkUsable,
} from "./links";

/** The site's usual answer to a spent quota. */
export const refusal = (answer: QuotaAnswer & { allowed: false }) => ({
  ok: false as const,
  message: `Too many submissions from your address. ${tryAgainIn(answer.retryAfterMs)}`,
});

/** The answer to a spent quota of the address written to. */
export const mailboxRefusal = (answer: QuotaAnswer & { allowed: false }) => ({
  ok: false as const,
  message: tooManyForMailbox(answer.retryAfterMs),
});

/**
 * The pages of a person's own data (/privacy/your-data; decision 065), bound to the
 * clock, the outbox and the quotas: asking spends the client's quota (its IPv6 /64) and the
 * mailbox's (mailboxQuotas: also 5 a day, whoever asks), opening a link and each action on the data the client's (FORM_RATE_LIMIT in 10
 * minutes, as every public form).
 */
export function ownDataPageServices({
  db,
  clock,
  publicSiteUrl,
  salesEmail,
  careersEmail,
  onEmailsQueued,
  resumes,
  quotas,
  dataProcessors,
}: OwnActionDependencies & {
  quotas: Pick<Quotas, "quota">;
  dataProcessors: DataProcessors;
}): OwnDataPages {
  const askByClient = quotas.quota("your-data");
  const askByMailbox = mailboxQuotas(quotas, "your-data");
  const openByClient = quotas.quota("your-data-open");
  const actByClient = quotas.quota("your-data-act");
  return {
    async requestLink(email, clientIp) {
      const byClient = await askByClient(clientAddressGroup(clientIp));
      if (!byClient.allowed) return refusal(byClient);
      const byMailbox = await askByMailbox(email);
      if (!byMailbox.allowed) return mailboxRefusal(byMailbox);
      onEmailsQueued(await requestOwnDataLink(db, email, { now: clock(), mail: { publicSiteUrl, salesEmail } }));
      return { ok: true, value: undefined };
    },
    linkUsable: (token) => ownDataLinkUsable(db, token, clock()),
    async openLink(token, clientIp, previousSecret) {
      const byClient = await openByClient(clientAddressGroup(clientIp));
      if (!byClient.allowed) return refusal(byClient);
      return { ok: true, value: await openOwnDataLink(db, token, clock(), previousSecret) };
    },
    async read(secret, language) {
      const now = clock();
      const email = await addressOfSession(db, secret, now);
      return email === undefined
        ? undefined
        : gatherPersonalData(db, email, { processors: dataProcessors, now, language });
    },
    async actions(secret) {
      const now = clock();
      const email = await addressOfSession(db, secret, now);
      return email === undefined ? undefined : ownActionsOf(db, email, now);
    },
    madeInSession: (secret, reference) => requestMadeInSession(db, secret, reference, clock()),
    async act(secret, action, clientIp) {
      const byClient = await actByClient(clientAddressGroup(clientIp));
      if (!byClient.allowed) return { ...refusal(byClient), busy: true as const };
      const email = await addressOfSession(db, secret, clock());
      if (email === undefined) return undefined;
      return outcomeOf(() =>
        actOnOwnData(
          { db, clock, publicSiteUrl, salesEmail, careersEmail, onEmailsQueued, resumes },
          { email, sessionHash: tokenHash(secret) },
          action,
        ),
      );
    },
  };
}
