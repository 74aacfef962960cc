import type { OfferDesk } from "../../contracts/careers";
import type { StaffMember } from "../../domain/staff/staff";
import type { Bindings } from "../kernel/runtime/bindings";
import { outcomeOf } from "../kernel/requests/outcome";
import { decideOffer, offerForApprover } from "./offers";

/** The offers a member is asked to approve, whatever their role: only those. */
export function offerDesk({ db, clock }: Pick<Bindings, "db" | "clock">, member: StaffMember): OfferDesk {
  return {
    find: (id) => offerForApprover(db, member.id, id),
    decide: (id, answer) => outcomeOf(() => decideOffer(db, member, id, answer, clock())),
  };
}
