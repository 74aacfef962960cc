import { z } from "zod";

import { emailAddress, yourEmailMessages } from "../forms/person-fields";
import { NoticeShownSchema } from "../privacy/notice-shown";
import { newsletterTopics } from "./newsletter";
import "../forms/zod-setup";

export const unknownTopicMessage = "Please choose your topics from the list.";

/** The newsletter's form and POST /api/newsletter/subscriptions validate with this; the form's plain post too. */
export const NewsletterSubscriptionSchema = z.object({
  email: emailAddress(yourEmailMessages),
  // None: every topic. Each once, in the list's order, however the form sent them.
  topics: z
    .array(z.enum(newsletterTopics, { error: unknownTopicMessage }), { error: unknownTopicMessage })
    .max(newsletterTopics.length, unknownTopicMessage)
    .meta({ description: "The blog's categories the person wants; none: every one." })
    .default([])
    .transform((topics) => newsletterTopics.filter((topic) => topics.includes(topic))),
  ...NoticeShownSchema.shape,
});

export type NewsletterSubscription = z.infer<typeof NewsletterSubscriptionSchema>;
