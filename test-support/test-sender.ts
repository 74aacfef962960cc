import type { NoticeSender } from "../server/staff/security-notices";

/** The sender and site address of the e-mails staff tests cause (sign-in notices and the like). */
export const testSender: NoticeSender = { salesEmail: "sales@nexora.test", publicSiteUrl: "https://www.nexora.test" };
