import { sourceName } from "../analytics/analytics";
import type { FirstTouch } from "../contacts/contacts";
import { labelsOf } from "../forms/labelled-values";
import { privacyRequestKindNames, privacyRequestKinds } from "../privacy/privacy-requests";

/*
 * The page of a person's own data speaks to them: "your", never "their". Staff's pages name the
 * same things from the other side ("Access to their data", "Counted under direct"), so the
 * person's page takes its words from here and staff's keep theirs.
 */

/** Each kind of privacy request, as the person who made it reads it: "… request PR-4K7QXM". */
export const yourRequestKindNames = labelsOf(privacyRequestKinds, {
  access: "Access to your data",
  withdrawal: "Withdrawal of your consent",
  objection: "Do not contact me",
  grievance: "Complaint",
});

/**
 * A request's title as the register writes it for everyone ("Access to their data request
 * PR-4K7QXM"), reworded for the person; a title of no known kind stays as it is.
 */
export function yourRequestTitle(title: string): string {
  for (const kind of privacyRequestKinds) {
    const theirs = `${privacyRequestKindNames[kind]} request `;
    if (title.startsWith(theirs)) return `${yourRequestKindNames[kind]} request ${title.slice(theirs.length)}`;
  }
  return title;
}

/**
 * What a request asked, as the register keeps it: the page's own actions write it in the person's
 * words ("Correct my phone."), but opening the data and naming a nominee write it in staff's, and
 * rows already kept say so. The person reads those in theirs; any other is theirs already.
 */
const staffWordedSummaries: Record<string, string> = {
  "Opened their data through the link e-mailed to them.": "Show me my data, through the link e-mailed to me.",
  "Named a nominee.": "Name my nominee.",
  "Changed their nominee.": "Change my nominee.",
  "Removed their nominee.": "Remove my nominee.",
};

export const yourRequestSummary = (summary: string): string => staffWordedSummaries[summary] ?? summary;

/** The visit a request came from, as the person reads it: where they came from, in the order the reports count it. */
export function howYouCame(touch: FirstTouch): string {
  if (touch.utmSource) return `You followed a link marked “${sourceName(touch)}”`;
  if (touch.searchEngine) return `You came from a search on ${touch.searchEngine}`;
  if (touch.referrer) return `You came from a link on ${sourceName(touch)}`;
  return "You came to the site directly";
}
