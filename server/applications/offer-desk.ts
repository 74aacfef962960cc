import type { OfferDesk } from "../../contracts/applications";
import type { StaffMember } from "../../domain/staff/staff";
import type { Bindings } from "../kernel/runtime/bindings";
import { outcomeOf } from "../kernel/requests/outcome";
import { decideOffer, offerForApprover, offersAwaiting } from "./offers";

/** The offers a member is asked to approve, whatever their role: only those. */
export function offerDesk(
  {
    db,
    clock,
    careersEmail,
    publicSiteUrl,
    onEmailsQueued,
  }: Pick<Bindings, "db" | "clock" | "careersEmail" | "publicSiteUrl" | "onEmailsQueued">,
  member: StaffMember,
): OfferDesk {
  return {
    find: (id) => offerForApprover(db, member.id, id),
    awaitingMe: () => offersAwaiting(db, member.id),
    decide: (id, answer) =>
      outcomeOf(async () => {
        onEmailsQueued(await decideOffer(db, member, id, answer, { now: clock(), careersEmail, publicSiteUrl }));
      }),
  };
}
