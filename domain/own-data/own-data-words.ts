import type { ApplicationStage } from "../applications/recruiting";
import { subscriberStateLabels, type SubscriberState } from "../newsletter/newsletter";
import { labelsOf } from "../forms/labelled-values";
import { isNoticeLanguage, type NoticeLanguage } from "../privacy/notice-languages";
import { type privacyRequestKinds, privacyRequestStates } from "../privacy/privacy-requests";
import type { DoneNoticeKind } from "./actions";
import { yourRequestKindNames, yourRequestKindNamesInHindi } from "./own-request-words";

/*
 * The page of a person's own data in the language they read the privacy notice in: what the server
 * writes into it (each group's title and purpose, each field's label) and what the page itself says.
 * The English and the Hindi stand side by side, so a sentence changed in one is seen to want the other.
 */

/** The groups of the page, by their key, as the server names them and says what each is for. */
type GroupWords = { title: string; usedFor: string };
type GroupKey =
  | "contact"
  | "enquiries"
  | "calls"
  | "applications"
  | "jobAlerts"
  | "newsletter"
  | "emails"
  | "visits"
  | "consents"
  | "staffNotes"
  | "nominee"
  | "breaches"
  | "privacyRequests";

const englishGroups: Record<GroupKey, GroupWords> = {
  contact: {
    title: "Your contact record",
    usedFor:
      "The sales team keeps one record of you, whichever address you wrote from, to answer you and to see what you asked before.",
  },
  enquiries: { title: "Enquiries", usedFor: "To answer the message you sent through the site." },
  calls: {
    title: "Demo calls",
    usedFor: "To hold the call you booked, remind you of it and let you move or cancel it.",
  },
  applications: {
    title: "Job applications",
    usedFor: "To consider you for the job you applied for, and to tell you where your application stands.",
  },
  jobAlerts: { title: "Job alerts", usedFor: "To e-mail you new jobs that match the search you saved." },
  newsletter: {
    title: "Newsletter",
    usedFor: "To e-mail you our newsletter, on the topics you chose, once you have confirmed your address.",
  },
  emails: {
    title: "E-mails with the sales team",
    usedFor:
      "The e-mails between you and the sales team, read from the company's mailboxes onto your contact record so that whoever answers you sees the conversation.",
  },
  visits: {
    title: "The visits your requests came from",
    usedFor:
      "The site counts its own visits without cookies; for each request you sent, the visit it came from tells the company which pages and campaigns bring people.",
  },
  consents: {
    title: "Consents and the notices you were shown",
    usedFor:
      "The proof of what you agreed to and which privacy notice you read when you sent each form, in the language you read it in.",
  },
  staffNotes: {
    title: "Notes and interview scorecards by staff",
    usedFor: "What staff wrote for each other about your requests, to work on them together.",
  },
  nominee: {
    title: "Your nominee",
    usedFor:
      "The person you named to use your rights over your data should you die or be unable to act. We check who they are before acting on anything they ask.",
  },
  breaches: {
    title: "Data breaches that affected you",
    usedFor: "The law asks us to tell you of a breach of your data, and to keep a record that we did.",
  },
  privacyRequests: {
    title: "Your requests about your data",
    usedFor:
      "To answer what you asked of us about your data, and to prove we did: kept three years after each is closed.",
  },
};

const hindiGroups: Record<GroupKey, GroupWords> = {
  contact: {
    title: "आपका संपर्क रिकॉर्ड",
    usedFor:
      "आपने किसी भी ईमेल पते से लिखा हो, सेल्स टीम आपका एक ही रिकॉर्ड रखती है, ताकि आपको जवाब दे सके और देख सके कि आपने पहले क्या पूछा था।",
  },
  enquiries: { title: "पूछताछ", usedFor: "वेबसाइट से भेजे गए आपके संदेश का जवाब देने के लिए।" },
  calls: {
    title: "डेमो कॉल",
    usedFor: "आपकी बुक की हुई कॉल तय रखने, उसकी याद दिलाने और आपको उसका समय बदलने या उसे रद्द करने देने के लिए।",
  },
  applications: {
    title: "नौकरी के आवेदन",
    usedFor: "जिस नौकरी के लिए आपने आवेदन किया, उसके लिए आप पर विचार करने और आपको बताने के लिए कि आपका आवेदन कहाँ तक पहुँचा है।",
  },
  jobAlerts: {
    title: "जॉब अलर्ट",
    usedFor: "आपकी सेव की हुई खोज से मेल खाती नई नौकरियाँ आपको ईमेल करने के लिए।",
  },
  newsletter: {
    title: "न्यूज़लेटर",
    usedFor: "आपके ईमेल पते की पुष्टि के बाद, आपके चुने हुए विषयों पर हमारा न्यूज़लेटर आपको ईमेल करने के लिए।",
  },
  emails: {
    title: "सेल्स टीम के साथ ईमेल",
    usedFor:
      "आपके और सेल्स टीम के बीच के ईमेल, जो कंपनी के मेलबॉक्स से आपके संपर्क रिकॉर्ड में जोड़े जाते हैं, ताकि जो भी आपको जवाब दे, वह पूरी बातचीत देख सके।",
  },
  visits: {
    title: "वे विज़िट जिनसे आपके अनुरोध आए",
    usedFor:
      "वेबसाइट अपनी विज़िट बिना कुकी के गिनती है; आपके भेजे हर अनुरोध के लिए, जिस विज़िट से वह आया, उससे कंपनी जानती है कि कौन-से पेज और कैंपेन लोगों को लाते हैं।",
  },
  consents: {
    title: "सहमतियाँ और आपको दिखाई गई सूचनाएँ",
    usedFor:
      "इसका सबूत कि आपने किस बात पर सहमति दी और हर फ़ॉर्म भेजते समय आपने कौन-सी गोपनीयता सूचना पढ़ी, उसी भाषा में जिसमें आपने उसे पढ़ा।",
  },
  staffNotes: {
    title: "स्टाफ़ के नोट और इंटरव्यू स्कोरकार्ड",
    usedFor: "आपके अनुरोधों पर मिलकर काम करने के लिए स्टाफ़ ने एक-दूसरे के लिए जो लिखा।",
  },
  nominee: {
    title: "आपका नॉमिनी",
    usedFor:
      "वह व्यक्ति जिसे आपने चुना है कि आपकी मृत्यु होने पर या आपके खुद कुछ न कर पाने पर वह आपके डेटा पर आपके अधिकारों का इस्तेमाल करे। उनके किसी भी अनुरोध पर काम करने से पहले हम जाँचते हैं कि वे कौन हैं।",
  },
  breaches: {
    title: "डेटा लीक जिनका असर आप पर पड़ा",
    usedFor: "कानून के अनुसार आपके डेटा के लीक होने पर हमें आपको बताना होता है, और इसका रिकॉर्ड रखना होता है कि हमने बताया।",
  },
  privacyRequests: {
    title: "आपके डेटा के बारे में आपके अनुरोध",
    usedFor:
      "आपके डेटा के बारे में आपने हमसे जो माँगा, उसका जवाब देने और यह साबित करने के लिए कि हमने जवाब दिया: हर अनुरोध बंद होने के बाद तीन साल तक रखा जाता है।",
  },
};

/** Each field's label on the page and in the download. */
type Label =
  | "name"
  | "phone"
  | "city"
  | "company"
  | "addresses"
  | "recordedSince"
  | "askedNotToBeContacted"
  | "sent"
  | "address"
  | "message"
  | "when"
  | "status"
  | "reference"
  | "topic"
  | "booked"
  | "job"
  | "applied"
  | "stage"
  | "resume"
  | "search"
  | "topics"
  | "unsubscribed"
  | "askedFor"
  | "confirmed"
  | "date"
  | "subject"
  | "direction"
  | "visit"
  | "howYouCame"
  | "searchEngine"
  | "cameFrom"
  | "campaignSource"
  | "medium"
  | "campaign"
  | "term"
  | "content"
  | "landingPage"
  | "pagesSeen"
  | "consent"
  | "consentSource"
  | "privacyNotice"
  | "written"
  | "about"
  | "text"
  | "overall"
  | "summary"
  | "named"
  | "found"
  | "yourRecords"
  | "noticeSent"
  | "asked"
  | "received"
  | "state"
  | "answered"
  | "answerDueBy"
  | "ourReply";

const englishLabels: Record<Label, string> = {
  name: "Name",
  phone: "Phone",
  city: "City",
  company: "Company",
  addresses: "Addresses",
  recordedSince: "Recorded since",
  askedNotToBeContacted: "Asked not to be contacted",
  sent: "Sent",
  address: "Address",
  message: "Message",
  when: "When",
  status: "Status",
  reference: "Reference",
  topic: "Topic",
  booked: "Booked",
  job: "Job",
  applied: "Applied",
  stage: "Stage",
  resume: "Resume",
  search: "Search",
  topics: "Topics",
  unsubscribed: "Unsubscribed",
  askedFor: "Asked for",
  confirmed: "Confirmed",
  date: "Date",
  subject: "Subject",
  direction: "Direction",
  visit: "Visit",
  howYouCame: "How you came",
  searchEngine: "Search engine",
  cameFrom: "Came from",
  campaignSource: "Campaign source",
  medium: "Medium",
  campaign: "Campaign",
  term: "Term",
  content: "Content",
  landingPage: "Landing page",
  pagesSeen: "Pages seen, in order",
  consent: "Consent",
  consentSource: "Where you confirmed it",
  privacyNotice: "Privacy notice",
  written: "Written",
  about: "About",
  text: "Text",
  overall: "Overall",
  summary: "Summary",
  named: "Named",
  found: "Found",
  yourRecords: "Your records",
  noticeSent: "Notice sent",
  asked: "Asked",
  received: "Received",
  state: "State",
  answered: "Answered",
  answerDueBy: "Answer due by",
  ourReply: "Our reply",
};

const hindiLabels: Record<Label, string> = {
  name: "नाम",
  phone: "फ़ोन",
  city: "शहर",
  company: "कंपनी",
  addresses: "ईमेल पते",
  recordedSince: "कब से दर्ज",
  askedNotToBeContacted: "संपर्क न करने को कहा",
  sent: "कब भेजा",
  address: "ईमेल पता",
  message: "संदेश",
  when: "कब",
  status: "स्थिति",
  reference: "संदर्भ संख्या",
  topic: "विषय",
  booked: "कब बुक की",
  job: "नौकरी",
  applied: "आवेदन कब किया",
  stage: "चरण",
  resume: "रिज़्यूमे",
  search: "खोज",
  topics: "विषय",
  unsubscribed: "कब अनसब्सक्राइब किया",
  askedFor: "कब माँगा",
  confirmed: "पुष्टि हुई",
  date: "तारीख़",
  subject: "विषय",
  direction: "किसने भेजा",
  visit: "विज़िट",
  howYouCame: "आप कैसे आए",
  searchEngine: "सर्च इंजन",
  cameFrom: "कहाँ से आए",
  campaignSource: "कैंपेन का स्रोत",
  medium: "माध्यम",
  campaign: "कैंपेन",
  term: "खोज शब्द",
  content: "सामग्री",
  landingPage: "पहला पेज",
  pagesSeen: "देखे गए पेज, क्रम से",
  consent: "सहमति",
  consentSource: "आपने पुष्टि कहाँ की",
  privacyNotice: "गोपनीयता सूचना",
  written: "कब लिखा",
  about: "किस बारे में",
  text: "क्या लिखा",
  overall: "कुल मिलाकर",
  summary: "सार",
  named: "कब चुना",
  found: "कब पता चला",
  yourRecords: "आपके रिकॉर्ड",
  noticeSent: "सूचना भेजी गई",
  asked: "क्या माँगा",
  received: "कब मिला",
  state: "स्थिति",
  answered: "जवाब कब दिया",
  answerDueBy: "जवाब की आख़िरी तारीख़",
  ourReply: "हमारा जवाब",
};

/** What the server says in a record's title or value, beyond labels. */
type ServerPhrases = {
  mailRelay: string;
  calendar: string;
  resumeOnS3: string;
  resumeOnDisk: string;
  notesHidden: string;
  enquiryOf: (when: string) => string;
  callOn: (when: string) => string;
  callBooked: (when: string) => string;
  applied: (job: string, when: string) => string;
  applicationFor: (job: string, when: string) => string;
  noteOf: (when: string) => string;
  scorecardOf: (when: string) => string;
  breachFound: (when: string) => string;
  request: (kind: string, reference: string) => string;
  jobAlertsFor: (search: string) => string;
  newsletterOn: (topics: string) => string;
  everyTopic: string;
  confirmedAt: (when: string) => string;
  notConfirmed: string;
  notYet: string;
  cancelled: string;
  bookedStatus: string;
  passed: string;
  noSubject: string;
  fromYou: string;
  toYou: string;
  noVisit: string;
  aboutContact: string;
  aboutEnquiry: string;
  aboutApplication: string;
  noticeVersion: (version: string, language: string) => string;
  noticeNotRecorded: string;
  languageNotRecorded: string;
  languageNames: Record<string, string>;
  byNominee: string;
  byForm: string;
  indiaTime: (when: string) => string;
};

const englishPhrases: ServerPhrases = {
  mailRelay: "The mail relay the company sends its e-mails through delivers the e-mails about it to you.",
  calendar:
    "The calendar service of the consultant who takes your call holds the call (time, your name and contact details).",
  resumeOnS3: "Your resume is stored with the company's object storage provider (an S3-compatible file store).",
  resumeOnDisk: "Your resume is stored on the company's own server.",
  notesHidden: "They are listed by date; their text is not shown here.",
  enquiryOf: (when) => `Enquiry of ${when}`,
  callOn: (when) => `Call on ${when}`,
  callBooked: (when) => `Call booked ${when}`,
  applied: (job, when) => `${job}, applied ${when}`,
  applicationFor: (job, when) => `Application for ${job}, ${when}`,
  noteOf: (when) => `Note of ${when}`,
  scorecardOf: (when) => `Interview scorecard of ${when}`,
  breachFound: (when) => `Breach found ${when}`,
  request: (kind, reference) => `${kind} request ${reference}`,
  jobAlertsFor: (search) => `Job alerts: ${search}`,
  newsletterOn: (topics) => `Newsletter: ${topics}`,
  everyTopic: "Every topic",
  confirmedAt: (when) => `Confirmed ${when}`,
  notConfirmed: "Not confirmed",
  notYet: "Not yet",
  cancelled: "Cancelled",
  bookedStatus: "Booked",
  passed: "Its time has passed",
  noSubject: "(no subject)",
  fromYou: "From you",
  toYou: "To you",
  noVisit: "None known: you came directly, or before visits were kept.",
  aboutContact: "Your contact record",
  aboutEnquiry: "An enquiry",
  aboutApplication: "An application",
  noticeVersion: (version, language) => `Version ${version}, in ${language}`,
  noticeNotRecorded: "Not recorded",
  languageNotRecorded: "a language not recorded",
  languageNames: { en: "English", hi: "Hindi" },
  byNominee: "Someone asked as your nominee. We check who they are before we show or do anything.",
  byForm:
    "A request was made in your name through our privacy policy's form. We do not show its words here, as anyone can give an address there.",
  indiaTime: (when) => `${when} (India time)`,
};

const hindiPhrases: ServerPhrases = {
  mailRelay: "कंपनी जिस मेल सर्विस से ईमेल भेजती है, वह इससे जुड़े ईमेल आप तक पहुँचाती है।",
  calendar: "आपकी कॉल लेने वाले कंसल्टेंट की कैलेंडर सर्विस में कॉल दर्ज रहती है (समय, आपका नाम और संपर्क की जानकारी)।",
  resumeOnS3: "आपका रिज़्यूमे कंपनी की ऑनलाइन फ़ाइल स्टोरेज सर्विस (S3 जैसी) में रखा जाता है।",
  resumeOnDisk: "आपका रिज़्यूमे कंपनी के अपने सर्वर पर रखा जाता है।",
  notesHidden: "ये तारीख़ के हिसाब से दिखाए गए हैं; इनमें लिखी बात यहाँ नहीं दिखाई जाती।",
  enquiryOf: (when) => `${when} की पूछताछ`,
  callOn: (when) => `${when} की कॉल`,
  callBooked: (when) => `${when} को बुक की गई कॉल`,
  applied: (job, when) => `${job}, ${when} को आवेदन किया`,
  applicationFor: (job, when) => `${job} के लिए आवेदन, ${when}`,
  noteOf: (when) => `${when} का नोट`,
  scorecardOf: (when) => `${when} का इंटरव्यू स्कोरकार्ड`,
  breachFound: (when) => `डेटा लीक, ${when} को पता चला`,
  request: (kind, reference) => `अनुरोध ${reference}: ${kind}`,
  jobAlertsFor: (search) => `जॉब अलर्ट: ${search}`,
  newsletterOn: (topics) => `न्यूज़लेटर: ${topics}`,
  everyTopic: "सभी विषय",
  confirmedAt: (when) => `${when} को पुष्टि हुई`,
  notConfirmed: "पुष्टि नहीं हुई",
  notYet: "अभी नहीं",
  cancelled: "रद्द",
  bookedStatus: "बुक है",
  passed: "इसका समय निकल चुका है",
  noSubject: "(कोई विषय नहीं)",
  fromYou: "आपकी ओर से",
  toYou: "आपको",
  noVisit: "कोई जानकारी नहीं: आप सीधे आए, या विज़िट दर्ज होने से पहले आए।",
  aboutContact: "आपका संपर्क रिकॉर्ड",
  aboutEnquiry: "एक पूछताछ",
  aboutApplication: "एक आवेदन",
  noticeVersion: (version, language) => `संस्करण ${version}, ${language} में`,
  noticeNotRecorded: "दर्ज नहीं",
  languageNotRecorded: "ऐसी भाषा जो दर्ज नहीं है",
  languageNames: { en: "अंग्रेज़ी", hi: "हिन्दी" },
  byNominee: "किसी ने आपके नॉमिनी के रूप में अनुरोध किया। कुछ भी दिखाने या करने से पहले हम जाँचते हैं कि वे कौन हैं।",
  byForm:
    "हमारी गोपनीयता नीति के फ़ॉर्म से आपके नाम पर एक अनुरोध किया गया। उसमें लिखी बात हम यहाँ नहीं दिखाते, क्योंकि वहाँ कोई भी किसी का भी ईमेल पता दे सकता है।",
  indiaTime: (when) => `${when} (भारतीय समय)`,
};

const hindiStages: Record<ApplicationStage, string> = {
  new: "मिल गया, अभी देखा नहीं गया",
  screening: "देखा जा रहा है",
  interview: "इंटरव्यू के चरण में",
  offer: "नौकरी का ऑफ़र दिया गया है",
  hired: "नौकरी मिल गई",
  rejected: "आगे नहीं बढ़ाया गया",
};

const hindiSubscriberStates: Record<SubscriberState, string> = {
  pending: "पुष्टि का इंतज़ार है",
  subscribed: "सदस्यता चालू है",
  unsubscribed: "अनसब्सक्राइब किया",
  suppressed: "इस पते पर ईमेल भेजना बंद है",
};

const englishStages: Record<ApplicationStage, string> = {
  new: "Received, not yet reviewed",
  screening: "Being reviewed",
  interview: "At the interview stage",
  offer: "An offer has been made",
  hired: "Hired",
  rejected: "Not taken further",
};

const hindiRequestStates = labelsOf(privacyRequestStates, {
  received: "मिल गया",
  "in-progress": "काम चल रहा है",
  done: "पूरा हुआ",
  "partly-done": "कुछ हिस्सा पूरा हुआ",
  refused: "मना किया गया",
});

/** The page's own fixed texts. */
type PageWords = {
  title: string;
  downloadIt: string;
  asData: string;
  asPage: string;
  or: string;
  belowIt: string;
  whatYouCanDo: string;
  fromCorrecting: string;
  readOn: (when: string, addresses: number) => string;
  /** What ends the sentence after the addresses. */
  readOnEnd: string;
  keptApart: string;
  askForThatAddress: string;
  keptApartAfter: string;
  usedFor: string;
  handledBy: string;
  nobodyOutside: string;
  keptFor: string;
  holdNone: string;
  switchTo: string;
  fileTitle: (company: string) => string;
  fileReadOn: (when: string, addresses: string) => string;
  done: Record<DoneNoticeKind, string>;
  partlyErased: string;
  reference: (reference: string) => string;
};

const englishPage: PageWords = {
  title: "Everything we hold about you",
  downloadIt: "Download it:",
  asData: "as data (JSON)",
  asPage: "as a page to read (HTML)",
  or: "or",
  belowIt: ". Below it:",
  whatYouCanDo: "what you can do",
  fromCorrecting: ", from correcting your details to erasing them.",
  readOn: (when, addresses) =>
    `Read on ${when} (India time), under ${addresses === 1 ? "your address" : "your addresses"}`,
  readOnEnd: ".",
  keptApart:
    "Our records join your address with another one. What we hold under that address is not shown here until you show it is yours too:",
  askForThatAddress: "ask for a link for that address",
  keptApartAfter: "and open it in this browser within this page's time. Both addresses will then show here together.",
  usedFor: "What it is used for: ",
  handledBy: "Who else handles it: ",
  nobodyOutside: "Nobody outside the company.",
  keptFor: "How long we keep it: ",
  holdNone: "We hold none.",
  switchTo: "Read this page in",
  fileTitle: (company) => `Your data at ${company}`,
  fileReadOn: (when, addresses) => `Read on ${when} (India time), under ${addresses}.`,
  done: {
    correct: "Your details are corrected.",
    "stop-job-alerts": "Your job alerts are switched off.",
    "stop-newsletter": "Your newsletter is stopped.",
    "do-not-contact": "We have recorded that you do not want to be contacted.",
    "cancel-call": "Your call is cancelled, and the consultant has been told.",
    "withdraw-application": "Your application is withdrawn.",
    erase: "We have erased everything we held about you.",
    "name-nominee": "Your nominee is named, and we have told them.",
    "remove-nominee": "Your nominee is removed.",
  },
  partlyErased:
    "We have erased what we could at once. What we must keep, and until when, is listed under “Your requests about your data”; our staff will answer you about it.",
  reference: (reference) => `Your reference is ${reference}; we have e-mailed you a confirmation.`,
};

const hindiPage: PageWords = {
  title: "आपके बारे में हमारे पास जो कुछ है",
  downloadIt: "इसे डाउनलोड करें:",
  asData: "डेटा के रूप में (JSON)",
  asPage: "पढ़ने लायक पेज के रूप में (HTML)",
  or: "या",
  belowIt: "। इसके नीचे:",
  whatYouCanDo: "आप क्या कर सकते हैं",
  fromCorrecting: ", अपनी जानकारी सुधारने से लेकर उसे मिटाने तक।",
  readOn: (when, addresses) => `${when} (भारतीय समय) को पढ़ा गया। ${addresses === 1 ? "आपका ईमेल पता" : "आपके ईमेल पते"}:`,
  readOnEnd: "",
  keptApart:
    "हमारे रिकॉर्ड में आपका ईमेल पता किसी दूसरे पते से जुड़ा है। उस पते के तहत हमारे पास जो है, वह यहाँ तब तक नहीं दिखेगा जब तक आप यह न दिखा दें कि वह पता भी आपका है:",
  askForThatAddress: "उस पते के लिए लिंक माँगें",
  keptApartAfter: "और इस पेज का समय खत्म होने से पहले उसे इसी ब्राउज़र में खोलें। फिर दोनों पते यहाँ साथ दिखेंगे।",
  usedFor: "इसका इस्तेमाल किसलिए होता है: ",
  handledBy: "और कौन इसे संभालता है: ",
  nobodyOutside: "कंपनी के बाहर कोई नहीं।",
  keptFor: "हम इसे कब तक रखते हैं: ",
  holdNone: "हमारे पास ऐसा कुछ नहीं है।",
  switchTo: "यह पेज इस भाषा में पढ़ें:",
  fileTitle: (company) => `${company} के पास आपका डेटा`,
  fileReadOn: (when, addresses) => `${when} (भारतीय समय) को ${addresses} के तहत पढ़ा गया।`,
  done: {
    correct: "आपकी जानकारी सुधार दी गई है।",
    "stop-job-alerts": "आपके जॉब अलर्ट बंद कर दिए गए हैं।",
    "stop-newsletter": "आपका न्यूज़लेटर बंद कर दिया गया है।",
    "do-not-contact": "हमने दर्ज कर लिया है कि आप नहीं चाहते कि आपसे संपर्क किया जाए।",
    "cancel-call": "आपकी कॉल रद्द कर दी गई है, और कंसल्टेंट को बता दिया गया है।",
    "withdraw-application": "आपका आवेदन वापस ले लिया गया है।",
    erase: "आपके बारे में हमारे पास जो कुछ था, हमने सब मिटा दिया है।",
    "name-nominee": "आपका नॉमिनी चुन लिया गया है, और हमने उन्हें बता दिया है।",
    "remove-nominee": "आपका नॉमिनी हटा दिया गया है।",
  },
  partlyErased:
    "जो तुरंत मिटाया जा सकता था, हमने मिटा दिया है। हमें क्या रखना ज़रूरी है, और कब तक, यह “आपके डेटा के बारे में आपके अनुरोध” में लिखा है; हमारा स्टाफ़ इसके बारे में आपको जवाब देगा।",
  reference: (reference) => `आपकी संदर्भ संख्या ${reference} है; हमने आपको पुष्टि का ईमेल भेज दिया है।`,
};

/** What the page offers to do, and the nominee form under it. */
type ActionWords = {
  heading: string;
  intro: string;
  correct: {
    title: string;
    intro: string;
    labels: { firstName: string; lastName: string; phone: string; city: string };
    save: string;
  };
  jobAlerts: { title: string; have: (count: number) => string; button: string; none: string };
  newsletter: { title: string; intro: string; button: string; none: string };
  doNotContact: { title: string; intro: string; button: string; asked: string; noRecord: string };
  calls: { title: string; intro: string; button: string; none: string };
  applications: {
    title: string;
    intro: string;
    confirmLabel: (title: string) => string;
    warning: string;
    yes: string;
    no: string;
    askFirst: string;
    none: string;
  };
  erase: {
    title: string;
    erases: string;
    staffDecide: string;
    nothing: string;
    keptIntro: string;
    withdrawFirst: string;
    askFirst: string;
    askStaffFirst: string;
    confirmLabel: string;
    warning: string;
    yes: string;
    yesAsk: string;
    no: string;
  };
  nominee: {
    name: string;
    change: string;
    intro: string;
    now: string;
    nameLabel: string;
    emailLabel: string;
    nameButton: string;
    changeButton: string;
    removeButton: string;
  };
};

const englishActions: ActionWords = {
  heading: "What you can do",
  intro: "Each of these is done at once, and we e-mail you a confirmation with its reference.",
  correct: {
    title: "Correct your details",
    intro:
      "We correct them on your contact record, your job applications and your coming calls. Your enquiries and past calls keep the details you sent them with, as the record of what was said at the time.",
    labels: { firstName: "First name", lastName: "Last name", phone: "Phone", city: "City" },
    save: "Save my details",
  },
  jobAlerts: {
    title: "Switch off job alerts",
    have: (count) =>
      `You have ${count === 1 ? "1 job alert search" : `${count} job alert searches`}. This ends them all, and we send you no more job alerts.`,
    button: "Switch off my job alerts",
    none: "You have no job alerts.",
  },
  newsletter: {
    title: "Stop the newsletter",
    intro: "You subscribe to our newsletter, or have asked to. This stops it at once, and we send you no more of it.",
    button: "Stop my newsletter",
    none: "You do not subscribe to our newsletter.",
  },
  doNotContact: {
    title: "Ask not to be contacted",
    intro:
      "Our sales team will no longer call or e-mail you about our services. We will still answer you whenever you write to us.",
    button: "Do not contact me",
    asked: "You have asked not to be contacted, and it is recorded.",
    noRecord: "Our sales team holds no record of you, so nobody there will contact you.",
  },
  calls: {
    title: "Cancel a coming call",
    intro: "Cancelling frees the time for others and tells the consultant.",
    button: "Cancel this call",
    none: "You have no coming calls.",
  },
  applications: {
    title: "Withdraw an application",
    intro: "A withdrawn application is not considered any further. You can then ask for it to be erased.",
    confirmLabel: (title) => `Confirm the withdrawal of ${title}`,
    warning:
      "Once withdrawn, the application is not considered any further; you cannot take the withdrawal back yourself.",
    yes: "Yes, withdraw this application",
    no: "No, keep my application",
    askFirst: "Withdraw this application…",
    none: "You have no applications being considered.",
  },
  erase: {
    title: "Erase your data",
    erases:
      "We erase at once everything we hold about you that we do not have to keep: your enquiries, calls, job alerts, newsletter subscription, contact record, the e-mails about them and your decided applications with their resumes. Coming calls are taken off the consultant's calendar.",
    staffDecide:
      "Nothing we hold about you can be erased at once, but you can ask: our staff look at what is kept with the project's contract and answer you.",
    nothing: "Nothing we hold about you can be erased now.",
    keptIntro: "What we must keep, and until when:",
    withdrawFirst: "An application still being considered can be withdrawn first, above; then it can be erased.",
    askFirst: "Erase my data…",
    askStaffFirst: "Ask us to erase my data…",
    confirmLabel: "Confirm the erasure",
    warning: "This cannot be undone. Once erased, we cannot show your data to you again or restore any of it.",
    yes: "Yes, erase my data",
    yesAsk: "Yes, ask for the erasure",
    no: "No, keep my data",
  },
  nominee: {
    name: "Name a nominee",
    change: "Change your nominee",
    intro:
      "You may name someone you trust to use your rights over your data (to see, correct or erase it, or to complain) should you die or be unable to act. We tell them they were named, and nothing more; we check who they are before acting on anything they ask.",
    now: "Your nominee now:",
    nameLabel: "Your nominee's name",
    emailLabel: "Your nominee's e-mail address",
    nameButton: "Name my nominee",
    changeButton: "Change my nominee",
    removeButton: "Remove my nominee",
  },
};

const hindiActions: ActionWords = {
  heading: "आप क्या कर सकते हैं",
  intro: "इनमें से हर काम तुरंत हो जाता है, और हम आपको उसकी संदर्भ संख्या के साथ पुष्टि का ईमेल भेजते हैं।",
  correct: {
    title: "अपनी जानकारी सुधारें",
    intro:
      "हम इसे आपके संपर्क रिकॉर्ड, आपके नौकरी के आवेदनों और आपकी आने वाली कॉल में सुधार देते हैं। आपकी पूछताछ और पिछली कॉल में वही जानकारी रहती है जिसके साथ आपने उन्हें भेजा था, ताकि उस समय जो कहा गया उसका रिकॉर्ड बना रहे।",
    labels: { firstName: "पहला नाम", lastName: "उपनाम", phone: "फ़ोन", city: "शहर" },
    save: "मेरी जानकारी सेव करें",
  },
  jobAlerts: {
    title: "जॉब अलर्ट बंद करें",
    have: (count) =>
      `आपकी ${count} जॉब अलर्ट ${count === 1 ? "खोज है" : "खोजें हैं"}। इससे वे सब बंद हो जाएँगी, और हम आपको आगे कोई जॉब अलर्ट नहीं भेजेंगे।`,
    button: "मेरे जॉब अलर्ट बंद करें",
    none: "आपका कोई जॉब अलर्ट नहीं है।",
  },
  newsletter: {
    title: "न्यूज़लेटर बंद करें",
    intro:
      "आपने हमारे न्यूज़लेटर की सदस्यता ली है, या उसके लिए कहा है। इससे वह तुरंत बंद हो जाएगी, और हम आपको आगे कोई न्यूज़लेटर नहीं भेजेंगे।",
    button: "मेरा न्यूज़लेटर बंद करें",
    none: "आपने हमारे न्यूज़लेटर की सदस्यता नहीं ली है।",
  },
  doNotContact: {
    title: "संपर्क न करने को कहें",
    intro: "हमारी सेल्स टीम हमारी सेवाओं के बारे में आपको अब न फ़ोन करेगी, न ईमेल। आप जब भी हमें लिखेंगे, हम जवाब ज़रूर देंगे।",
    button: "मुझसे संपर्क न करें",
    asked: "आपने संपर्क न करने को कहा है, और यह दर्ज है।",
    noRecord: "हमारी सेल्स टीम के पास आपका कोई रिकॉर्ड नहीं है, इसलिए वहाँ से कोई आपसे संपर्क नहीं करेगा।",
  },
  calls: {
    title: "आने वाली कॉल रद्द करें",
    intro: "रद्द करने से वह समय दूसरों के लिए खाली हो जाता है और कंसल्टेंट को बता दिया जाता है।",
    button: "यह कॉल रद्द करें",
    none: "आपकी कोई आने वाली कॉल नहीं है।",
  },
  applications: {
    title: "आवेदन वापस लें",
    intro: "वापस लिए गए आवेदन पर आगे विचार नहीं होता। उसके बाद आप उसे मिटाने को कह सकते हैं।",
    confirmLabel: (title) => `${title} को वापस लेने की पुष्टि करें`,
    warning: "वापस लेने के बाद आवेदन पर आगे विचार नहीं होगा; आप खुद इसे दोबारा चालू नहीं कर सकेंगे।",
    yes: "हाँ, यह आवेदन वापस लें",
    no: "नहीं, मेरा आवेदन रहने दें",
    askFirst: "यह आवेदन वापस लें…",
    none: "आपका कोई आवेदन अभी विचार में नहीं है।",
  },
  erase: {
    title: "अपना डेटा मिटाएँ",
    erases:
      "आपके बारे में हमारे पास जो कुछ है और जिसे रखना हमारे लिए ज़रूरी नहीं, वह हम तुरंत मिटा देते हैं: आपकी पूछताछ, कॉल, जॉब अलर्ट, न्यूज़लेटर की सदस्यता, संपर्क रिकॉर्ड, उनसे जुड़े ईमेल, और आपके वे आवेदन जिन पर फ़ैसला हो चुका है, उनके रिज़्यूमे के साथ। आने वाली कॉल कंसल्टेंट के कैलेंडर से हटा दी जाती हैं।",
    staffDecide:
      "आपके बारे में हमारे पास जो है, उसमें से कुछ भी तुरंत नहीं मिटाया जा सकता, लेकिन आप अनुरोध कर सकते हैं: प्रोजेक्ट के अनुबंध के साथ जो रखा गया है, उसे हमारा स्टाफ़ देखेगा और आपको जवाब देगा।",
    nothing: "आपके बारे में हमारे पास जो है, उसमें से अभी कुछ भी नहीं मिटाया जा सकता।",
    keptIntro: "हमें क्या रखना ज़रूरी है, और कब तक:",
    withdrawFirst: "जिस आवेदन पर अभी विचार हो रहा है, उसे पहले ऊपर से वापस लें; फिर उसे मिटाया जा सकता है।",
    askFirst: "मेरा डेटा मिटाएँ…",
    askStaffFirst: "मेरा डेटा मिटाने का अनुरोध करें…",
    confirmLabel: "मिटाने की पुष्टि करें",
    warning: "यह वापस नहीं हो सकता। मिटाने के बाद हम न आपका डेटा आपको फिर दिखा सकेंगे, न उसमें से कुछ वापस ला सकेंगे।",
    yes: "हाँ, मेरा डेटा मिटाएँ",
    yesAsk: "हाँ, मिटाने का अनुरोध करें",
    no: "नहीं, मेरा डेटा रहने दें",
  },
  nominee: {
    name: "नॉमिनी चुनें",
    change: "अपना नॉमिनी बदलें",
    intro:
      "आप किसी भरोसेमंद व्यक्ति को चुन सकते हैं, जो आपकी मृत्यु होने पर या आपके खुद कुछ न कर पाने पर आपके डेटा पर आपके अधिकारों का इस्तेमाल करे (उसे देखना, सुधारना या मिटाना, या शिकायत करना)। हम उन्हें सिर्फ़ इतना बताते हैं कि उन्हें चुना गया है; उनके किसी भी अनुरोध पर काम करने से पहले हम जाँचते हैं कि वे कौन हैं।",
    now: "अभी आपका नॉमिनी:",
    nameLabel: "आपके नॉमिनी का नाम",
    emailLabel: "आपके नॉमिनी का ईमेल पता",
    nameButton: "मेरा नॉमिनी चुनें",
    changeButton: "मेरा नॉमिनी बदलें",
    removeButton: "मेरा नॉमिनी हटाएँ",
  },
};

/** The query parameter by which the page is read in another language than the person's own: `?lang=hi`. */
export const pageLanguageParameter = "lang";

/** The language a page's address asks for, if it names one the pages are written in. */
export function pageLanguageAsked(url: URL): NoticeLanguage | undefined {
  const asked = url.searchParams.get(pageLanguageParameter) ?? "";
  return isNoticeLanguage(asked) ? asked : undefined;
}

export type OwnDataWords = {
  groups: Record<GroupKey, GroupWords>;
  labels: Record<Label, string>;
  phrases: ServerPhrases;
  stages: Record<ApplicationStage, string>;
  subscriberStates: Record<SubscriberState, string>;
  requestKinds: Record<(typeof privacyRequestKinds)[number], string>;
  requestStates: Record<(typeof privacyRequestStates)[number], string>;
  page: PageWords;
  actions: ActionWords;
};

/** The words of a person's own data, in each language a privacy notice is offered in. */
export const ownDataWords: Record<NoticeLanguage, OwnDataWords> = {
  en: {
    groups: englishGroups,
    labels: englishLabels,
    phrases: englishPhrases,
    stages: englishStages,
    subscriberStates: subscriberStateLabels,
    requestKinds: yourRequestKindNames,
    requestStates: labelsOf(privacyRequestStates),
    page: englishPage,
    actions: englishActions,
  },
  hi: {
    groups: hindiGroups,
    labels: hindiLabels,
    phrases: hindiPhrases,
    stages: hindiStages,
    subscriberStates: hindiSubscriberStates,
    requestKinds: yourRequestKindNamesInHindi,
    requestStates: hindiRequestStates,
    page: hindiPage,
    actions: hindiActions,
  },
};
