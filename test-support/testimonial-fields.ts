import { noticeVersion } from "../domain/privacy/notices";

/**
 * A testimonial's form as an editor posts it: a customer who agreed by e-mail to her first name and
 * initial, after being sent the privacy notice in English. `input` changes any field.
 */
export const testimonialFields = (input: Record<string, string> = {}): Record<string, string> => ({
  placement: "page",
  quote: "They shipped in six weeks. **Returns fell by half.**",
  shownName: "Asha K.",
  shownRole: "",
  avatar: "/images/avatars/avatar-3.svg",
  consentNote: "Agreed by e-mail to her first name and initial.",
  consentDate: "2026-11-20",
  noticeVersion,
  noticeLanguage: "en",
  ...input,
});
