import type { LeadVisitKey } from "../analytics/lead-visits";
import { historyOf } from "../kernel/audit/audit-history";
import type { Bindings } from "../kernel/runtime/bindings";
import type { ServerArea, SharedResources } from "../kernel/runtime/server-area";
import { contactRoutes } from "./contact-routes";
import { enquiryDesk } from "./enquiry-desk";

/** The enquiries from the contact form, their replies and the saved replies. */
export const area = {
  name: "enquiries",
  routes: (api, deps) => contactRoutes(api, { ...deps, spendQuota: deps.quotas.form("contact") }),
  areaDesks: (deps) => ({
    enquiries: (member) => ({ enquiries: { ...enquiryDesk(deps, member), history: historyOf(deps, "enquiry") } }),
  }),
} satisfies ServerArea<Bindings & Pick<SharedResources, "quotas"> & { leadVisitKey: LeadVisitKey }>;
