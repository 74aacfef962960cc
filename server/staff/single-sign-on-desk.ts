import type { SingleSignOnDesk, SingleSignOnRefusal } from "../../contracts/staff-single-sign-on";
import { singleSignOnRefusals } from "../../contracts/staff-single-sign-on";
import type { SingleSignOnConfig } from "../config";
import type { Bindings } from "../kernel/runtime/bindings";
import { tooManyAttempts } from "./sessions";
import { finishSingleSignOn, startSingleSignOn, verifySingleSignOn } from "./single-sign-on";
import { providerOf } from "./single-sign-on-provider";

/** What the sign-in page says of each refusal. */
export const refusalMessages = (allowedDomain: string): Record<SingleSignOnRefusal, string> => ({
  "outside-domain": `Single sign-on is for ${allowedDomain} addresses only.`,
  "unverified-email":
    "Your sign-in provider has not verified your e-mail address, so it cannot sign you in here. Please sign in with your password.",
  "unknown-account": "No back-office account has this e-mail address. Ask an admin to invite you.",
  "disabled-account": "This back-office account is disabled. Ask an admin if you need it again.",
  expired: "Your single sign-on took too long or was already used. Please try again.",
  failed: "Single sign-on did not complete. Please try again, or sign in with your password.",
  unavailable:
    "The single sign-on provider cannot be reached right now. Please try again shortly, or sign in with your password.",
  "too-many-attempts": tooManyAttempts,
});

const isRefusal = (value: string | null): value is SingleSignOnRefusal =>
  (singleSignOnRefusals as readonly (string | null)[]).includes(value);

export type SingleSignOnDependencies = Pick<
  Bindings,
  "db" | "clock" | "publicSiteUrl" | "salesEmail" | "onEmailsQueued"
> & {
  /** OIDC_* settings; undefined: single sign-on is off and its pages answer 404. */
  singleSignOn: SingleSignOnConfig | undefined;
};

const notConfigured = { ok: false, refusal: "unavailable", detail: "single sign-on is not configured" } as const;

export function singleSignOnDesk({
  db,
  clock,
  publicSiteUrl,
  salesEmail,
  onEmailsQueued,
  singleSignOn: config,
}: SingleSignOnDependencies): SingleSignOnDesk {
  if (!config) {
    return {
      offer: () => undefined,
      start: async () => notConfigured,
      verify: async () => notConfigured,
      finish: async () => notConfigured,
    };
  }
  const provider = providerOf(config);
  const messages = refusalMessages(config.allowedDomain);
  const context = () => ({ db, config, provider, publicSiteUrl, now: clock() });
  return {
    offer: (refusal) => ({ label: config.buttonLabel, message: isRefusal(refusal) ? messages[refusal] : undefined }),
    start: (next, { clientIp }) => startSingleSignOn(context(), { next, clientIp }),
    verify: (ceremonyToken, callbackSearch) => verifySingleSignOn(context(), ceremonyToken, callbackSearch),
    async finish(ceremonyToken, client) {
      const result = await finishSingleSignOn(context(), ceremonyToken, client, { salesEmail, publicSiteUrl });
      if (!result.ok) return result;
      onEmailsQueued(result.value.emailIds);
      return { ok: true, value: { opened: result.value.opened, next: result.value.next } };
    },
  };
}
