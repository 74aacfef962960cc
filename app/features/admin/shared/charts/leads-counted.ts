/**
 * How every page counts leads (decision 073), said wherever a count of leads shows, so a reader
 * knows the same count is meant on each and what became of the erased.
 */
export const leadsCounted =
  "Leads are enquiries (not spam) and calls booked, counted on the day they were sent, alike on every page. A lead whose person was erased on request, or whose record reached the end of its retention period, is still counted here as an anonymous count: nothing of the person is kept.";
