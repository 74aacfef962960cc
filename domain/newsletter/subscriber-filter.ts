import { z } from "zod";

import { optionalChoice, optionalText } from "../forms/list-filters";
import { subscriberStates } from "./newsletter";

/** The subscribers' list's filter as its address holds it (q: part of an address); anything unknown means "no filter". */
export const SubscriberFilterSchema = z.object({
  q: optionalText(),
  state: optionalChoice(subscriberStates),
});
export type SubscriberFilter = z.infer<typeof SubscriberFilterSchema>;
