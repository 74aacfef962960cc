import { defaultRejectionEmail } from "../../domain/applications/recruiting";
import { savedEmailTemplate } from "./email-templates";

/** The e-mail a rejected candidate is sent, which recruiters write once for every rejection. */
const rejectionEmailTemplate = savedEmailTemplate({
  key: "rejectionEmail",
  fallback: defaultRejectionEmail,
  action: "application.rejection-template",
  name: "rejection e-mail",
});

export const rejectionEmailSetting = rejectionEmailTemplate.setting;
export const rejectionTemplate = rejectionEmailTemplate.read;
export const saveRejectionTemplate = rejectionEmailTemplate.save;
