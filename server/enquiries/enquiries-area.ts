import { historyOf } from "../kernel/audit/audit-history";
import type { ServerArea } from "../kernel/back-office/server-area";
import { enquiryDesk } from "./enquiry-desk";

/** The enquiries from the contact form, their replies and the saved replies. */
export const enquiriesArea: ServerArea<Parameters<typeof enquiryDesk>[0]> = {
  areaDesks: (deps) => ({
    enquiries: (member) => ({ enquiries: { ...enquiryDesk(deps, member), history: historyOf(deps, "enquiry") } }),
  }),
};
