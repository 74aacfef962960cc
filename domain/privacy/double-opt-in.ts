import { subDays } from "date-fns";

/**
 * Double opt-in, as every form that signs an address up for e-mails has it (job alerts, decision
 * 015; the newsletter, decision 077): the form mails a link to confirm and nothing more is sent
 * until it is used. The link works this many days; a sign-up nobody confirmed within them is
 * deleted, since the address was only a stranger's word.
 */
export const confirmationLinkDays = 7;

/** Sign-ups asked for at or before this instant can no longer be confirmed, and retention deletes them. */
export const unconfirmedBefore = (now: Date) => subDays(now, confirmationLinkDays);

/** Whether a confirmation link asked for at `askedAt` no longer works at `now`. */
export const confirmationExpired = (askedAt: Date, now: Date) => askedAt <= unconfirmedBefore(now);
