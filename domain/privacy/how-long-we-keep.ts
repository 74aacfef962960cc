import { jobAlertConfirmDays } from "../jobs/job-alerts";
import { unsubscribedKeepMonths } from "../newsletter/newsletter";
import { confirmationLinkDays } from "./double-opt-in";
import type { NoticeLanguage } from "./notice-languages";
import { salesRetentionMonths } from "./sales-retention";

/*
 * How long each kind of a person's records is kept, in the words a person reads: the page of their
 * own data says it beside each group, and a privacy notice can say the same. Every figure is the
 * one the code deletes by (server/privacy/retention.ts, sales-record-retention.ts, the job
 * alerts' unconfirmed-subscription sweep and the newsletter's), so what a person is told cannot drift from what happens.
 */

/** The kinds of record a period is said for, by the key of their group on the person's page. */
export const keptRecordKinds = ["enquiries", "calls", "applications", "jobAlerts", "newsletter", "contact"] as const;
export type KeptRecordKind = (typeof keptRecordKinds)[number];

/** What only the running server knows: the admin sets the applications' period within its limits. */
export type RetentionFacts = { applicationMonths: number };

const months = (count: number) => (count === 1 ? "1 month" : `${count} months`);
const mahine = (count: number) => (count === 1 ? "1 महीने" : `${count} महीने`);

/** One sentence or two for each kind of record: how long it is kept and what ends it, in the person's language. */
export function howLongWeKeep(
  { applicationMonths }: RetentionFacts,
  language: NoticeLanguage = "en",
): Record<KeptRecordKind, string> {
  if (language === "hi")
    return {
      enquiries: `आपकी पूछताछ मिलने के ${mahine(salesRetentionMonths.enquiries)} बाद हम उसे मिटा देते हैं। अगर वह हमारे साथ कोई प्रोजेक्ट बन जाती है, तो उसे कब तक रखा जाएगा, यह प्रोजेक्ट के अनुबंध में लिखा होता है।`,
      calls: `डेमो कॉल का समय बीतने के ${mahine(salesRetentionMonths.bookings)} बाद हम उसे मिटा देते हैं, चाहे कॉल हुई हो या रद्द हुई हो।`,
      applications: `जब तक नौकरी खुली है, हम आवेदन रखते हैं, और नौकरी बंद होने के ${mahine(applicationMonths)} बाद उसे रिज़्यूमे के साथ मिटा देते हैं।`,
      jobAlerts: `अगर आप ${jobAlertConfirmDays} दिन के अंदर अपने जॉब अलर्ट की पुष्टि नहीं करते, तो हम उन्हें मिटा देते हैं। पुष्टि होने के बाद, हम उन्हें तब तक रखते हैं जब तक आप उन्हें बंद न करें या सदस्यता न छोड़ें।`,
      newsletter: `अगर आप ${confirmationLinkDays} दिन के अंदर न्यूज़लेटर की अपनी सदस्यता की पुष्टि नहीं करते, तो हम उसे मिटा देते हैं। पुष्टि होने के बाद, जब तक आप अनसब्सक्राइब न करें, हम उसे रखते हैं; उसके बाद आपका ईमेल पता और तारीख़ें ${mahine(unsubscribedKeepMonths)} तक इस रिकॉर्ड के तौर पर रखते हैं कि आपने सहमति वापस ली, फिर उन्हें मिटा देते हैं।`,
      contact:
        "जब तक आप हमसे जुड़े हैं, हम आपका संपर्क रिकॉर्ड रखते हैं; कोई तय अवधि उसे अपने-आप नहीं मिटाती, इसलिए वह तभी मिटता है जब आप हमसे उसे मिटाने को कहें।",
    };
  return {
    enquiries: `We delete an enquiry ${months(salesRetentionMonths.enquiries)} after we receive it. If it becomes a project with us, the project's contract says how long we keep it.`,
    calls: `We delete a demo call ${months(salesRetentionMonths.bookings)} after its time, whether it took place or was cancelled.`,
    applications: `We keep an application while its job is open, and delete it with its resume ${months(applicationMonths)} after the job closes.`,
    jobAlerts: `If you do not confirm your job alerts within ${jobAlertConfirmDays} days, we delete them. Once confirmed, we keep them until you switch them off or unsubscribe.`,
    newsletter: `If you do not confirm your newsletter subscription within ${confirmationLinkDays} days, we delete it. Once confirmed, we keep it until you unsubscribe; after that we keep your address and the dates for ${months(unsubscribedKeepMonths)}, as the record that you took back your consent, then delete them.`,
    contact:
      "We keep your contact record while you deal with us; no period deletes it by itself, so it goes when you ask us to erase it.",
  };
}
