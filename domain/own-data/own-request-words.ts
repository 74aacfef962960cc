import { sourceName } from "../analytics/analytics";
import type { FirstTouch } from "../contacts/contacts";
import { labelsOf } from "../forms/labelled-values";
import { privacyRequestKinds } from "../privacy/privacy-requests";

/*
 * The page of a person's own data speaks to them: "your", never "their". Staff's pages name the
 * same things from the other side ("Access to their data", "Counted under direct"), so the
 * person's page takes its words from here and staff's keep theirs. What a request asked is
 * written in the person's words where it is made ("Correct my phone.").
 */

/** Each kind of privacy request, as the person who made it reads it: "… request PR-4K7QXM". */
export const yourRequestKindNames = labelsOf(privacyRequestKinds, {
  access: "Access to your data",
  withdrawal: "Withdrawal of your consent",
  objection: "Do not contact me",
  grievance: "Complaint",
});

/** The same, in Hindi: what the person's page and e-mails call each kind when they read Hindi. */
export const yourRequestKindNamesInHindi = labelsOf(privacyRequestKinds, {
  access: "आपके डेटा तक पहुँच",
  correction: "सुधार",
  withdrawal: "सहमति वापस लेना",
  objection: "मुझसे संपर्क न करें",
  erasure: "डेटा मिटाना",
  grievance: "शिकायत",
  nomination: "नॉमिनी चुनना",
});

/** The visit a request came from, as the person reads it: where they came from, in the order the reports count it. */
export function howYouCame(touch: FirstTouch): string {
  if (touch.utmSource) return `You followed a link marked “${sourceName(touch)}”`;
  if (touch.searchEngine) return `You came from a search on ${touch.searchEngine}`;
  if (touch.referrer) return `You came from a link on ${sourceName(touch)}`;
  return "You came to the site directly";
}
