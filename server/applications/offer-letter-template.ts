import { defaultOfferLetter } from "../../domain/applications/offers";
import { savedEmailTemplate } from "./email-templates";

/** The offer letter's words, which recruiters write once for every offer and may change for one candidate. */
const offerLetter = savedEmailTemplate({
  key: "offerLetter",
  fallback: defaultOfferLetter,
  action: "application.offer-letter-template",
  name: "offer letter",
});

export const offerLetterSetting = offerLetter.setting;
export const offerLetterTemplate = offerLetter.read;
export const saveOfferLetterTemplate = offerLetter.save;
