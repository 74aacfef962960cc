import { company } from "../company/company";
import { countOf, listInWords } from "../forms/counting";
import { calendarDay, indiaClockTime, indiaDateOf, indiaDateTime, longDate, type IsoDate } from "../time/india-dates";
import {
  boardReportDueAt,
  breachDataKindNames,
  breachDataKindsForPerson,
  breachScopeNames,
  type BreachDataKind,
  type BreachScope,
} from "./breach";

/**
 * The texts a breach needs (Rules of 2025, rule 7): the notice to each person affected and the
 * report to the Data Protection Board, drafted from what the admin recorded, so the page that
 * shows them for review and the e-mail or file that carries them say the same words.
 */

/** What the drafts read of a breach. */
export type BreachFacts = {
  foundAt: Date;
  whatHappened: string;
  location: string;
  dataKinds: readonly BreachDataKind[];
  scope: BreachScope;
  periodStartsAt: Date;
  periodEndsAt: Date;
  measures: string;
  consequences: string;
  contact: string;
  cause: string;
  peopleCount: number | null;
  noticesSentAt: Date | null;
};

/** A draft: its subject or title and its sections, each a heading and its paragraphs. */
export type BreachDraft = { title: string; sections: { heading: string; text: string }[] };

/** What a person can do to protect themselves, by the kinds of record the breach touched. */
const stepsByKind: Record<BreachDataKind, string> = {
  enquiries:
    "Be careful with e-mails, messages or calls that mention your enquiry and ask you to pay, click a link or share a password: we never ask for these.",
  calls:
    "If someone contacts you about your demo call from an address or number that is not ours, do not act on it; call us on the number on our website instead.",
  applications:
    "Watch for job offers or interview invitations you did not expect, especially any that ask for a fee or your bank details: we never charge candidates. If your resume had your address, phone or identity numbers, be wary of anyone who quotes them to you.",
  "job-alerts":
    "Be careful with e-mails that look like our job alerts but ask you to sign in or pay: our alerts only link to jobs on our website.",
  newsletter:
    "Be careful with e-mails that look like our newsletter but ask you to sign in or pay: our newsletter only links to posts on our website.",
  contacts:
    "Be careful with e-mails or calls that seem to come from our sales team and ask for payments or changes to bank details: confirm them with us on a number you already know.",
  "staff-notes":
    "If anyone repeats to you what our staff wrote about your request, or uses it to pressure you, please tell us at once.",
};

/** The same risks as the Board's report states them: about the people affected, not to them. */
const impactByKind: Record<BreachDataKind, string> = {
  enquiries:
    "The people affected may receive e-mails, messages or calls that quote their enquiries to make a demand for a payment, a click on a link or a password look genuine.",
  calls: "The people affected may be contacted about the demo calls they booked by someone posing as the company.",
  applications:
    "The people affected may receive false job offers or interview invitations that ask for a fee or bank details, and whoever holds their resumes may quote their address, phone or identity numbers to them.",
  "job-alerts":
    "The people affected may receive e-mails that imitate the company's job alerts and ask them to sign in or pay.",
  newsletter:
    "The people affected may receive e-mails that imitate the company's newsletter and ask them to sign in or pay.",
  contacts:
    "The people affected may receive e-mails or calls posing as the company's sales team that ask for payments or changes to bank details.",
  "staff-notes":
    "What the company's staff wrote about the people affected may be repeated to them or used to pressure them.",
};

/**
 * A text closed as a sentence: a full stop added unless it already ends with one (a name such as
 * "Pvt. Ltd." does), or with a question or exclamation mark.
 */
const sentence = (text: string) => (/[.!?]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`);

/** The first and last days of the period, in India. */
function periodDays(facts: Pick<BreachFacts, "periodStartsAt" | "periodEndsAt">) {
  const first = indiaDateOf(facts.periodStartsAt);
  // The period ends at the midnight after its last day.
  const last = indiaDateOf(new Date(facts.periodEndsAt.getTime() - 1));
  return { first, last, oneDay: first === last };
}

/** The period in words: "1 March 2027 to 3 March 2027". */
function periodInWords(facts: Pick<BreachFacts, "periodStartsAt" | "periodEndsAt">) {
  const { first, last, oneDay } = periodDays(facts);
  return oneDay ? longDate(first) : `${longDate(first)} to ${longDate(last)}`;
}

/**
 * The notice to one person (rule 7(1)): what happened, to which of their records, the likely
 * consequences for them, what was done, what they can do and whom to contact. Plain words, the
 * person's name if known; nothing of anyone else.
 */
export function breachNotice(facts: BreachFacts, person: { name: string; dataKinds: readonly BreachDataKind[] }) {
  const kinds = person.dataKinds.length > 0 ? person.dataKinds : facts.dataKinds;
  const draft: BreachDraft = {
    title: `A data breach at ${company.name} that may affect you`,
    sections: [
      {
        heading: "What happened",
        text:
          `${person.name ? `Dear ${person.name},` : "Hello,"}\n\n` +
          `We are writing to tell you about a breach of personal data at ${company.name}, found on ${indiaDateTime(facts.foundAt)} (India time). ` +
          `${facts.whatHappened}\n\n` +
          `It concerns ${listInWords(kinds.map((kind) => breachDataKindsForPerson[kind]))}, from ${periodInWords(facts)}.`,
      },
      { heading: "What it may mean for you", text: facts.consequences },
      { heading: "What we have done", text: facts.measures },
      { heading: "What you can do", text: kinds.map((kind) => stepsByKind[kind]).join("\n\n") },
      {
        heading: "Whom to contact",
        text: `${facts.contact}\n\nYou may also write to our ${company.grievanceOfficer.title} at ${company.privacyEmail}, and then complain to the Data Protection Board of India.`,
      },
    ],
  };
  return draft;
}

/** What a person can do, in Hindi: the same advice as stepsByKind. */
const hindiStepsByKind: Record<BreachDataKind, string> = {
  enquiries:
    "ऐसे ईमेल, मैसेज या कॉल से सावधान रहें जो आपकी पूछताछ का ज़िक्र करके आपसे पैसे माँगें, कोई लिंक खोलने को कहें या पासवर्ड पूछें: हम ये कभी नहीं माँगते।",
  calls:
    "अगर कोई आपकी डेमो कॉल के बारे में ऐसे ईमेल पते या नंबर से संपर्क करे जो हमारा नहीं है, तो उसके कहे पर कुछ न करें; इसके बजाय हमारी वेबसाइट पर दिए नंबर पर हमें कॉल करें।",
  applications:
    "ऐसे नौकरी के ऑफ़र या इंटरव्यू के बुलावे से सावधान रहें जिनकी आपको उम्मीद नहीं थी, ख़ासकर जो फ़ीस या आपके बैंक की जानकारी माँगें: हम उम्मीदवारों से कभी पैसे नहीं लेते। अगर आपके रिज़्यूमे में आपका पता, फ़ोन नंबर या पहचान-पत्रों के नंबर थे, तो जो कोई ये बातें आपको बताकर बात करे, उससे सावधान रहें।",
  "job-alerts":
    "ऐसे ईमेल से सावधान रहें जो हमारे जॉब अलर्ट जैसे दिखें पर आपसे साइन इन करने या पैसे देने को कहें: हमारे अलर्ट में सिर्फ़ हमारी वेबसाइट की नौकरियों के लिंक होते हैं।",
  newsletter:
    "ऐसे ईमेल से सावधान रहें जो हमारे न्यूज़लेटर जैसे दिखें पर आपसे साइन इन करने या पैसे देने को कहें: हमारे न्यूज़लेटर में सिर्फ़ हमारी वेबसाइट की पोस्ट के लिंक होते हैं।",
  contacts:
    "ऐसे ईमेल या कॉल से सावधान रहें जो हमारी सेल्स टीम के लगें और पैसे भेजने या बैंक की जानकारी बदलने को कहें: ऐसी बात हमसे किसी ऐसे नंबर पर पक्की करें जो आपके पास पहले से है।",
  "staff-notes":
    "अगर कोई आपके अनुरोध के बारे में हमारे स्टाफ़ की लिखी बातें आपके सामने दोहराए, या उनके सहारे आप पर दबाव डाले, तो हमें तुरंत बताएँ।",
};

/** The person's records a breach touched, in Hindi: the same as breachDataKindsForPerson. */
const hindiKindsForPerson: Record<BreachDataKind, string> = {
  enquiries: "आपकी भेजी हुई पूछताछ",
  calls: "आपकी बुक की हुई डेमो कॉल",
  applications: "नौकरी के आपके आवेदन और रिज़्यूमे",
  "job-alerts": "आपके जॉब अलर्ट",
  newsletter: "न्यूज़लेटर की आपकी सदस्यता",
  contacts: "आपकी संपर्क जानकारी और हमारी सेल्स टीम के साथ आपके ईमेल",
  "staff-notes": "आपके अनुरोधों के बारे में हमारे स्टाफ़ के नोट",
};

/** "1 मार्च 2027": the month in Hindi, the digits as the English notice writes them. */
const hindiDate = (date: IsoDate) =>
  new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    calendarDay(date),
  );

/** "A, B और C". */
const hindiList = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} और ${items[items.length - 1]}`;

/**
 * The notice to one person in Hindi, which their e-mail carries after the English: the same
 * sections and facts. What the admin wrote about this breach is in English only (the form takes
 * it once), so it is quoted as written, and the notice says so.
 */
export function breachNoticeInHindi(
  facts: BreachFacts,
  person: { name: string; dataKinds: readonly BreachDataKind[] },
): BreachDraft {
  const kinds = person.dataKinds.length > 0 ? person.dataKinds : facts.dataKinds;
  const { first, last, oneDay } = periodDays(facts);
  const period = oneDay ? hindiDate(first) : `${hindiDate(first)} से ${hindiDate(last)} तक`;
  const found = `${hindiDate(indiaDateOf(facts.foundAt))} को ${indiaClockTime(facts.foundAt)} बजे`;
  return {
    title: `${company.name} में डेटा की सुरक्षा में सेंध, जिसका असर आप पर हो सकता है`,
    sections: [
      {
        heading: "क्या हुआ",
        text:
          `${person.name ? `प्रिय ${person.name},` : "नमस्ते,"}\n\n` +
          `हम आपको ${company.name} में निजी डेटा की सुरक्षा में हुई एक सेंध (डेटा ब्रीच) के बारे में बता रहे हैं, जिसका पता ${found} (भारतीय समय) चला। ` +
          "क्या हुआ, आप पर इसका क्या असर हो सकता है, हमने क्या किया है और किससे संपर्क करें: इनका ब्योरा हमारे स्टाफ़ ने अंग्रेज़ी में लिखा है, और वह यहाँ वैसा ही दिया गया है।\n\n" +
          `${facts.whatHappened}\n\n` +
          `यह ${hindiList(kinds.map((kind) => hindiKindsForPerson[kind]))} से जुड़ा है, ${period} की अवधि का।`,
      },
      { heading: "आप पर इसका क्या असर हो सकता है", text: facts.consequences },
      { heading: "हमने क्या किया है", text: facts.measures },
      { heading: "आप क्या कर सकते हैं", text: kinds.map((kind) => hindiStepsByKind[kind]).join("\n\n") },
      {
        heading: "किससे संपर्क करें",
        text: `${facts.contact}\n\nआप हमारे शिकायत अधिकारी (${company.grievanceOfficer.title}) को ${company.privacyEmail} पर भी लिख सकते हैं, और उसके बाद भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India) से शिकायत कर सकते हैं।`,
      },
    ],
  };
}

/**
 * The report to the Data Protection Board (rule 7(2)): the breach's nature, extent, timing and
 * location, its likely impact, the measures taken, what is known of who caused it, and the
 * notices sent to the people affected. Due 72 hours after the breach was found.
 */
export function boardReport(facts: BreachFacts): BreachDraft {
  const people = facts.peopleCount === null ? "Not yet listed" : countOf(facts.peopleCount, "person", "people");
  return {
    title: `Report of a personal data breach: ${company.legalName}`,
    sections: [
      {
        heading: "Data Fiduciary",
        text: `${sentence(company.legalName)} Contact: ${company.grievanceOfficer.title}, ${company.privacyEmail}.`,
      },
      { heading: "Nature of the breach", text: facts.whatHappened },
      {
        heading: "Extent",
        text:
          `Kinds of personal data: ${facts.dataKinds.map((kind) => breachDataKindNames[kind]).join("; ")}.\n` +
          `Records: ${breachScopeNames[facts.scope].toLowerCase()}, ${periodInWords(facts)}.\n` +
          sentence(`People affected: ${people}`),
      },
      {
        heading: "Timing",
        text:
          `Found on ${indiaDateTime(facts.foundAt)} (India time). Period affected: ${periodInWords(facts)}. ` +
          `This report is due by ${indiaDateTime(boardReportDueAt(facts.foundAt))} (India time), 72 hours after the breach was found.`,
      },
      { heading: "Location", text: facts.location },
      { heading: "Likely impact", text: facts.dataKinds.map((kind) => impactByKind[kind]).join("\n\n") },
      { heading: "Measures taken and proposed", text: facts.measures },
      {
        heading: "Findings about the person who caused the breach",
        text: facts.cause || "Not known at the time of this report.",
      },
      {
        heading: "Notices to the people affected",
        text:
          (facts.noticesSentAt
            ? `Sent by e-mail to ${people} on ${indiaDateTime(facts.noticesSentAt)} (India time).`
            : "Not yet sent.") +
          // The officer's assessment is written to the person; the Board reads it as what each notice says.
          `\n\nEach notice tells the person what the breach may mean for them: "${sentence(facts.consequences)}"`,
      },
      { heading: "Contact for the people affected", text: facts.contact },
    ],
  };
}

/** A draft as plain text: the Board's report as a file, a notice's text part. */
export const draftText = (draft: BreachDraft) =>
  [draft.title, ...draft.sections.map((section) => `${section.heading}\n\n${section.text}`)].join("\n\n\n");
