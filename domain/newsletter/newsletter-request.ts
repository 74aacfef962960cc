import { z } from "zod";

import { emailAddress, yourEmailMessages } from "../forms/person-fields";
import { NoticeShownSchema } from "../privacy/notice-shown";
import { newsletterTopics, type NewsletterTopic } from "./newsletter";
import "../forms/zod-setup";

export const unknownTopicMessage = "Please choose your topics from the list.";

const isNewsletterTopic = (topic: string): topic is NewsletterTopic =>
  newsletterTopics.some((offered) => offered === topic);

/** The newsletter's form and POST /api/newsletter/subscriptions validate with this; the form's plain post too. */
export const NewsletterSubscriptionSchema = z.object({
  email: emailAddress(yourEmailMessages),
  // None: every topic. Each once, in the list's order, however the form sent them; one the list
  // lacks refuses the field as a whole, which is where the form shows it.
  topics: z
    .array(z.string({ error: unknownTopicMessage }), { error: unknownTopicMessage })
    .max(newsletterTopics.length, unknownTopicMessage)
    .refine((topics) => topics.every(isNewsletterTopic), unknownTopicMessage)
    .meta({ description: `The blog's categories the person wants (${newsletterTopics.join(", ")}); none: every one.` })
    .default([])
    .transform((topics) => newsletterTopics.filter((topic) => topics.includes(topic))),
  ...NoticeShownSchema.shape,
});

export type NewsletterSubscription = z.infer<typeof NewsletterSubscriptionSchema>;
