import type { ConsultantPages } from "../../contracts/bookings";
import type { Bindings } from "../kernel/runtime/bindings";
import { consultantBySlug } from "./consultant-admin";

/** The personal booking pages' services: only a name and a link name leave the server. */
export function consultantPageServices({ db }: Pick<Bindings, "db">): ConsultantPages {
  return {
    async find(slug) {
      const consultant = await consultantBySlug(db, slug.toLowerCase());
      return consultant && { name: consultant.name, slug: consultant.slug };
    },
  };
}
