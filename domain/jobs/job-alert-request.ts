import { z } from "zod";

import { jobAlertLimits } from "./job-alerts";
import { locationFilters } from "./job-search";
import { emailAddress, yourEmailMessages } from "../forms/person-fields";
import { NoticeShownSchema } from "../privacy/notice-shown";
import "../forms/zod-setup";

export const offeredLocationMessage = "Please choose one of the offered locations.";

/** The careers page's alert form and POST /api/job-alerts validate with this. */
export const JobAlertRequestSchema = z.object({
  email: emailAddress(yourEmailMessages),
  keyword: z
    .string({ error: "The search keyword must be text." })
    .trim()
    .max(jobAlertLimits.keyword, `Alerts can follow a search of at most ${jobAlertLimits.keyword} characters.`)
    .default(""),
  // One of the filter's options: the server checks it against the places where a job is open.
  location: z
    .string({ error: offeredLocationMessage })
    .trim()
    .min(1, offeredLocationMessage)
    .max(jobAlertLimits.location, offeredLocationMessage)
    .default(locationFilters[0]),
  ...NoticeShownSchema.shape,
});

export type JobAlertRequest = z.infer<typeof JobAlertRequestSchema>;
export type JobAlertRequestInput = z.input<typeof JobAlertRequestSchema>;
