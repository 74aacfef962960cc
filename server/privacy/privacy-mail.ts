import { company } from "../../domain/company/company";

/**
 * Who every e-mail about a person's privacy comes from and who their reply reaches: sent from the
 * site's address, answered by the Grievance Officer's, so a person who replies to withdraw a
 * complaint or ask a question reaches the privacy office, never the sales inbox.
 */
export const privacyMailHeaders = (salesEmail: string) => ({
  from: { name: company.name, address: salesEmail },
  replyTo: { name: company.grievanceOfficer.title, address: company.privacyEmail },
});
