import { data } from "react-router";

/** The refusals of a change made through an e-mailed link (a demo call's, an interview's). */
const refusalStatus = { gone: 404, rule: 400, taken: 409, busy: 429 } as const;

/** A link page's answer to its form: 200, or the refusal's status with its message. */
export const answerLinkOutcome = <Outcome extends { ok: true } | { ok: false; refusal: keyof typeof refusalStatus }>(
  outcome: Outcome,
) => data(outcome, { status: outcome.ok ? 200 : refusalStatus[outcome.refusal] });
