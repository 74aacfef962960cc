import type { BreachFacts } from "../domain/privacy/breach-drafts";

/**
 * A breach as an admin records it: a stolen laptop whose export held the enquiries and calls of
 * twelve people, found at `foundAt` and touching what was held from `periodStartsAt` to `periodEndsAt`.
 */
export const stolenLaptopBreach = (
  foundAt: Date,
  { periodStartsAt, periodEndsAt }: Pick<BreachFacts, "periodStartsAt" | "periodEndsAt">,
): BreachFacts => ({
  foundAt,
  whatHappened: "A laptop with an export of enquiries was stolen.",
  location: "The Nehru Place office",
  dataKinds: ["enquiries", "calls"],
  scope: "held",
  periodStartsAt,
  periodEndsAt,
  measures: "The laptop's disk is encrypted; its accounts were closed.",
  consequences: "Little: the disk is encrypted.",
  contact: "Priya Rao, privacy@nexoratech.in",
  cause: "",
  peopleCount: 12,
  noticesSentAt: null,
});
