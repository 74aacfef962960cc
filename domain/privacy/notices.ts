import { company } from "../company/company";
import { retentionLimits } from "./application-retention";
import { salesRetentionMonths } from "./sales-retention";
import { jobAlertConfirmDays, jobAlertIntervalHours } from "../jobs/job-alerts";
import { privacyRequestKeepYears } from "./privacy-requests";
import { confirmationLinkDays } from "./double-opt-in";
import type { NoticeLanguage } from "./notice-languages";
import { noticeVersion, type NoticeVersion } from "./notice-versions";
import { unsubscribedKeepMonths } from "../newsletter/newsletter";

/**
 * The privacy notice shown with each form that collects a person's data (the
 * DPDP Act's section 5 and the Rules' notice: itemised, in plain words, in English or a language
 * of the Eighth Schedule). Each submission records the version and the language the person saw.
 *
 * What it says about keeping data is what the code does: server/privacy/retention.ts deletes
 * applications a set time after their job closes, enquiries and bookings the privacy policy's
 * months after they came in or the call ended (an enquiry whose contact's deal was won stays),
 * unconfirmed job alerts and newsletter subscriptions after their link's week, unsubscribed newsletter
 * addresses a set number of months after they unsubscribed, and privacy requests (a grievance, a nominee's
 * request) a set number of years after they were closed. Its numbers are the constants that code
 * uses, imported, never written here; the privacy policy states the same periods in the same
 * words (app/content/privacy.ts, held to it by its test).
 */

// The versions live apart from the texts, so a form that links to its notice sends its version without them.
export { isNoticeVersion, noticeVersion, noticeVersions, type NoticeVersion } from "./notice-versions";

/** The forms that collect a person's data, each with its own notice. */
export const noticeForms = [
  "enquiry",
  "booking",
  "application",
  "jobAlerts",
  "newsletter",
  "grievance",
  "nominee",
  "testimonial",
] as const;
export type NoticeForm = (typeof noticeForms)[number];

/**
 * The forms whose records the Your data page lists, so their notices point to it. A testimonial
 * names a customer only as they agreed to be shown, with no address to find them by; a nominee's
 * request is filed under the address of the person they ask for, not their own. Their notices
 * name the e-mail to write to instead.
 */
export const noticeFormsOnOwnDataPage: ReadonlySet<NoticeForm> = new Set(
  noticeForms.filter((form) => form !== "testimonial" && form !== "nominee"),
);

/** Where the privacy page shows the testimonial's notice, which staff send a customer before they agree. */
export const testimonialNoticeSection = {
  path: "/privacy",
  anchor: "testimonial-notice",
  title: "If you give us a testimonial",
} as const;

/** What each notice says, in this order. */
export const noticeSections = ["collected", "purpose", "kept", "rights", "withdraw", "complain"] as const;
export type NoticeSectionId = (typeof noticeSections)[number];

export type NoticeSection = { heading: string; lines: string[] };
export type FormNotice = Record<NoticeSectionId, NoticeSection>;

/** The self-service page where a person uses their rights; its label is each language's. */
export const ownDataPage = { path: "/privacy/your-data" } as const;

export type NoticeDictionary = {
  /** The line that opens the notice. */
  summary: string;
  /** "This notice: version of …". */
  versionLine: (version: NoticeVersion) => string;
  /** The line that links the Your data page, around its label. */
  ownDataLink: { before: string; label: string; after: string };
  forms: Record<NoticeForm, FormNotice>;
};

/** What every notice states from the code and the company, so each language says the same. */
const facts = {
  privacyEmail: company.privacyEmail,
  applicationMonths: retentionLimits.defaultMonths,
  applicationMonthsMin: retentionLimits.min,
  applicationMonthsMax: retentionLimits.max,
  enquiryMonths: salesRetentionMonths.enquiries,
  bookingMonths: salesRetentionMonths.bookings,
  jobAlertConfirmDays,
  jobAlertIntervalHours,
  privacyRequestKeepYears,
  confirmationLinkDays,
  unsubscribedKeepMonths,
} as const;

/** The parts every form's notice shares: rights, how to complain, and (but for job alerts and the newsletter) how to withdraw. */
function englishShared() {
  const write = `write to ${facts.privacyEmail} from the e-mail address you used`;
  return {
    rights: {
      heading: "Your rights",
      lines: [
        "See what we hold about you, and who else handles it for us.",
        "Have it corrected or completed.",
        "Have it erased, unless a law makes us keep it.",
        "Complain to us, and get an answer.",
        "Name someone to use these rights for you if you die or cannot act yourself.",
        `To use any of them, ${write}.`,
      ],
    },
    withdraw: {
      heading: "Changing your mind",
      lines: [
        `You can take back your consent at any time: ${write}.`,
        "We then stop using your data and erase it, unless a law makes us keep it.",
        "What we did before you took it back stays lawful.",
      ],
    },
    complain: {
      heading: "Complaints",
      lines: [
        `Write to our ${company.grievanceOfficer.title} at ${facts.privacyEmail}.`,
        "If our answer does not settle it, you can complain to the Data Protection Board of India.",
      ],
    },
  } satisfies Partial<FormNotice>;
}

function english(): NoticeDictionary {
  const shared = englishShared();
  const eraseSooner = `You can ask us to erase it sooner: write to ${facts.privacyEmail}.`;
  const register = `It goes into our register of privacy requests, which only our ${company.grievanceOfficer.title} and the company's administrators read.`;
  return {
    summary: "How we use what you send",
    versionLine: (version) => `This notice: version of ${version}.`,
    ownDataLink: { before: "You can also use them from the page", label: "Your data", after: "." },
    forms: {
      enquiry: {
        collected: {
          heading: "What we collect",
          lines: [
            "First name, Last name, Email, Phone (if you give it) and Message.",
            "The page the form was on, and the page or campaign that brought you to the site.",
            "Your IP address, to stop spam and repeated sending.",
          ],
        },
        purpose: {
          heading: "Why",
          lines: [
            "To answer your message and talk about your project.",
            "Your name and e-mail address go into our sales team's list of contacts.",
            "We do not sell it or use it for advertising.",
          ],
        },
        kept: {
          heading: "How long we keep it",
          lines: [
            `We delete your message ${facts.enquiryMonths} months after we receive it. If it leads to a project with us, the project's contract says how long we keep it.`,
            eraseSooner,
          ],
        },
        ...shared,
      },
      booking: {
        collected: {
          heading: "What we collect",
          lines: [
            "First name, Last name (if you give it), Email, Phone and Message (if you give it).",
            "The domain you chose, and the date and time of the call.",
            "The page or campaign that brought you to the site, and your IP address, to stop spam.",
          ],
        },
        purpose: {
          heading: "Why",
          lines: [
            "To keep the time for you, e-mail you the confirmation and reminders, and hold the call.",
            "The consultant who takes the call sees your details. The call may go into their calendar.",
            "Your name and e-mail address go into our sales team's list of contacts.",
          ],
        },
        kept: {
          heading: "How long we keep it",
          lines: [`We delete your booking ${facts.bookingMonths} months after the call.`, eraseSooner],
        },
        ...shared,
        withdraw: {
          heading: "Changing your mind",
          lines: ["You can cancel or move the call from the link in its e-mails.", ...shared.withdraw.lines],
        },
      },
      application: {
        collected: {
          heading: "What we collect",
          lines: [
            "Careers profile: your name, Email, Phone, Country, City, address and pronouns (if you give them), cover letter, Resume, education, work experience and links.",
            "Role information: your preferred location and your answers to the questions.",
            "Voluntary self-identification, if you answer: whether someone referred you, gender, race or ethnicity, disability, veteran status, and how you heard of the role.",
            "The page or campaign that brought you to the site, and your IP address.",
          ],
        },
        purpose: {
          heading: "Why",
          lines: [
            "To consider you for this job, write to you about it and, if you are chosen, make you an offer.",
            "Your self-identification answers are kept apart. The people who decide do not see them. We use them only as totals.",
          ],
        },
        kept: {
          heading: "How long we keep it",
          lines: [
            "We keep your application while the job is open.",
            `We delete it, with your resume, ${facts.applicationMonths} months after the job closes. We can set this period between ${facts.applicationMonthsMin} and ${facts.applicationMonthsMax} months.`,
            eraseSooner,
          ],
        },
        ...shared,
        withdraw: {
          heading: "Changing your mind",
          lines: [
            ...shared.withdraw.lines,
            "If you take back your application, we can no longer consider you for the job.",
          ],
        },
      },
      jobAlerts: {
        collected: {
          heading: "What we collect",
          lines: ["Your email address, and the search you follow: its keyword and location."],
        },
        purpose: {
          heading: "Why",
          lines: [
            `To e-mail you new jobs that match the search, at most once every ${facts.jobAlertIntervalHours} hours.`,
            "Nothing else: we do not send you anything more.",
          ],
        },
        kept: {
          heading: "How long we keep it",
          lines: [
            `We first e-mail you a link to confirm. If you do not confirm within ${facts.jobAlertConfirmDays} days, we delete your address.`,
            "Once you confirm, we keep it until you unsubscribe. Unsubscribing deletes your address, your searches and the list of alerts we sent.",
          ],
        },
        ...shared,
        withdraw: {
          heading: "Changing your mind",
          lines: [
            "Every alert e-mail has an unsubscribe link. One press stops the alerts and deletes your address.",
            `Or write to ${facts.privacyEmail}.`,
          ],
        },
      },
      newsletter: {
        collected: {
          heading: "What we collect",
          lines: ["Your email address, and the topics you choose (if you choose any)."],
        },
        purpose: {
          heading: "Why",
          lines: [
            "To e-mail you our newsletter: new posts from our blog, on the topics you chose or on all of them.",
            "Nothing else: we do not give your address to anyone or use it for advertising.",
          ],
        },
        kept: {
          heading: "How long we keep it",
          lines: [
            `We first e-mail you a link to confirm. If you do not confirm within ${facts.confirmationLinkDays} days, we delete your address.`,
            `Once you confirm, we keep it until you unsubscribe. After that we send you nothing, but keep your address and when you subscribed and unsubscribed for ${facts.unsubscribedKeepMonths} months, as the record that you took back your consent; then we delete them.`,
          ],
        },
        ...shared,
        withdraw: {
          heading: "Changing your mind",
          lines: [
            "Every newsletter e-mail has an unsubscribe link. One press stops the newsletter.",
            `Or write to ${facts.privacyEmail}.`,
          ],
        },
      },
      grievance: {
        collected: {
          heading: "What we collect",
          lines: [
            "Your name (if you give it), your email address and your complaint.",
            "Your IP address, only to stop repeated sending: it is not kept with your complaint.",
          ],
        },
        purpose: {
          heading: "Why",
          lines: [
            "To look into your complaint and answer it, as the Digital Personal Data Protection Act asks of us.",
            register,
            "We do not use it for anything else.",
          ],
        },
        kept: {
          heading: "How long we keep it",
          lines: [
            `We keep your complaint and our answer for ${facts.privacyRequestKeepYears} years after we close it, to show how we handled it.`,
            "If you have your data erased, we take your address and your words off it once it is answered.",
          ],
        },
        rights: shared.rights,
        withdraw: {
          heading: "Changing your mind",
          lines: [
            "You can take back your complaint at any time: reply to our e-mail that gives its reference number.",
            "We then close it; the register keeps that it was made and closed.",
          ],
        },
        complain: shared.complain,
      },
      nominee: {
        collected: {
          heading: "What we collect",
          lines: [
            "Your name, your email address and what you ask: the email address the person used with us, why you act for them, what you ask us to do and what you tell us.",
            "Whether the person named you as their nominee, which we look up in our records.",
            "Your IP address, only to stop repeated sending: it is not kept with your request.",
          ],
        },
        purpose: {
          heading: "Why",
          lines: [
            "To check that you are the person's nominee and why you act for them. Until we have, we show and do nothing.",
            "Then to answer you at the address you give, and to do what you ask.",
            register,
            "We tell the person's address that a nominee asked for them, and what: not your name or your words.",
          ],
        },
        kept: {
          heading: "How long we keep it",
          lines: [
            `We keep your request and our answer for ${facts.privacyRequestKeepYears} years after we close it, to show how we handled it.`,
          ],
        },
        rights: shared.rights,
        withdraw: {
          heading: "Changing your mind",
          lines: [
            `You can take back your request at any time: write to ${facts.privacyEmail} from the address you gave here.`,
            "We then close it; the register keeps that it was made and closed.",
          ],
        },
        complain: shared.complain,
      },
      testimonial: {
        collected: {
          heading: "What we collect",
          lines: [
            "The words of your testimonial, and the name, role and company you agree we show with them.",
            "A note of your agreement: who agreed, to what, how (an e-mail or a signed form) and on which day.",
            "Nothing more: the site shows a drawn avatar, not your photo, and never your e-mail address or phone.",
          ],
        },
        purpose: {
          heading: "Why",
          lines: [
            "To show your testimonial on our website, on the home page or the testimonials page, as you agreed.",
            "The note of your agreement is kept to show that you agreed to what the site shows.",
            "We do not use it for anything else, and we do not give it to anyone.",
          ],
        },
        kept: {
          heading: "How long we keep it",
          lines: [
            "We show your testimonial until you take back your agreement, or until we take it off the site ourselves.",
            "When we delete it, the note of your agreement and every earlier wording go with it.",
          ],
        },
        rights: shared.rights,
        withdraw: {
          heading: "Changing your mind",
          lines: [
            `You can take back your agreement at any time: write to ${facts.privacyEmail}.`,
            "We then take your testimonial off the site and delete it, with the note of your agreement.",
            "What the site showed before you took it back stays lawful.",
          ],
        },
        complain: shared.complain,
      },
    },
  };
}

function hindiShared() {
  const write = `जो ईमेल पता आपने हमें दिया था, उसी से ${facts.privacyEmail} पर लिखें`;
  return {
    rights: {
      heading: "आपके अधिकार",
      lines: [
        "आप देख सकते हैं कि हमारे पास आपकी कौन-सी जानकारी है, और हमारी ओर से उसे और कौन संभालता है।",
        "गलत जानकारी ठीक करवा सकते हैं, और अधूरी हो तो पूरी करवा सकते हैं।",
        "उसे मिटवा सकते हैं, जब तक कोई कानून हमें उसे रखने को मजबूर न करे।",
        "हमसे शिकायत कर सकते हैं, और उसका जवाब पा सकते हैं।",
        "किसी को अपना नॉमिनी बना सकते हैं, जो आपकी मृत्यु होने पर, या जब आप ख़ुद कुछ न कर सकें, तब आपकी ओर से ये अधिकार इस्तेमाल करे।",
        `इनमें से किसी भी अधिकार के लिए, ${write}।`,
      ],
    },
    withdraw: {
      heading: "अगर आपका मन बदल जाए",
      lines: [
        `आप कभी भी अपनी सहमति वापस ले सकते हैं: ${write}।`,
        "तब हम आपकी जानकारी का इस्तेमाल बंद करके उसे मिटा देते हैं, जब तक कोई कानून हमें उसे रखने को मजबूर न करे।",
        "सहमति वापस लेने से पहले हमने जो किया, वह कानूनी तौर पर वैध रहता है।",
      ],
    },
    complain: {
      heading: "शिकायत",
      lines: [
        `हमारे शिकायत अधिकारी (${company.grievanceOfficer.title}) को ${facts.privacyEmail} पर लिखें।`,
        "अगर हमारे जवाब से बात न सुलझे, तो आप भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India) से शिकायत कर सकते हैं।",
      ],
    },
  } satisfies Partial<FormNotice>;
}

function hindi(): NoticeDictionary {
  const shared = hindiShared();
  const eraseSooner = `आप चाहें तो इसे पहले भी मिटवा सकते हैं: ${facts.privacyEmail} पर लिखें।`;
  const contactList = "आपका नाम और ईमेल पता हमारी सेल्स टीम की संपर्क सूची में जाते हैं।";
  const registerReaders = `इस रजिस्टर को सिर्फ़ हमारे शिकायत अधिकारी (${company.grievanceOfficer.title}) और कंपनी के एडमिन पढ़ते हैं।`;
  const collected = "हम कौन-सी जानकारी लेते हैं";
  const purpose = "किसलिए";
  const kept = "हम इसे कब तक रखते हैं";
  return {
    summary: "आप जो भेजते हैं, उसका हम क्या करते हैं",
    versionLine: (version) => `यह सूचना: ${version} का संस्करण।`,
    ownDataLink: { before: "ये अधिकार आप", label: "आपका डेटा", after: " पेज से भी इस्तेमाल कर सकते हैं।" },
    forms: {
      enquiry: {
        collected: {
          heading: collected,
          lines: [
            "पहला नाम, सरनेम, ईमेल, फ़ोन (अगर आप दें) और संदेश।",
            "फ़ॉर्म किस पेज पर था, और आप किस पेज या कैंपेन के ज़रिए हमारी साइट पर आए।",
            "आपका IP पता, ताकि स्पैम और बार-बार भेजे जाने को रोका जा सके।",
          ],
        },
        purpose: {
          heading: purpose,
          lines: [
            "आपके संदेश का जवाब देने और आपके प्रोजेक्ट के बारे में बात करने के लिए।",
            contactList,
            "हम इसे बेचते नहीं, और न ही विज्ञापन के लिए इस्तेमाल करते हैं।",
          ],
        },
        kept: {
          heading: kept,
          lines: [
            `आपका संदेश मिलने के ${facts.enquiryMonths} महीने बाद हम उसे मिटा देते हैं। अगर इसके बाद आप हमारे साथ कोई प्रोजेक्ट शुरू करते हैं, तो इसे कब तक रखना है, यह उस प्रोजेक्ट का कॉन्ट्रैक्ट तय करता है।`,
            eraseSooner,
          ],
        },
        ...shared,
      },
      booking: {
        collected: {
          heading: collected,
          lines: [
            "पहला नाम, सरनेम (अगर आप दें), ईमेल, फ़ोन और संदेश (अगर आप दें)।",
            "आपने जो क्षेत्र (डोमेन) चुना, और कॉल की तारीख़ और समय।",
            "आप किस पेज या कैंपेन के ज़रिए साइट पर आए, और आपका IP पता, ताकि स्पैम रोका जा सके।",
          ],
        },
        purpose: {
          heading: purpose,
          lines: [
            "आपके लिए कॉल का समय रोककर रखने, आपको पुष्टि और रिमाइंडर के ईमेल भेजने, और कॉल करने के लिए।",
            "कॉल लेने वाले कंसल्टेंट आपकी जानकारी देखते हैं। यह कॉल उनके कैलेंडर में भी दर्ज हो सकती है।",
            contactList,
          ],
        },
        kept: {
          heading: kept,
          lines: [`कॉल के ${facts.bookingMonths} महीने बाद हम आपकी बुकिंग मिटा देते हैं।`, eraseSooner],
        },
        ...shared,
        withdraw: {
          heading: shared.withdraw.heading,
          lines: ["कॉल के ईमेल में दिए लिंक से आप कॉल रद्द कर सकते हैं या उसका समय बदल सकते हैं।", ...shared.withdraw.lines],
        },
      },
      application: {
        collected: {
          heading: collected,
          lines: [
            "करियर प्रोफ़ाइल: आपका नाम, ईमेल, फ़ोन, देश, शहर, पता और आपको कैसे संबोधित करें (ये दोनों अगर आप बताएँ), कवर लेटर, रिज़्यूमे, पढ़ाई, काम का अनुभव और लिंक।",
            "पद की जानकारी: आप कहाँ काम करना पसंद करेंगे, और सवालों के आपके जवाब।",
            "अपनी मर्ज़ी से दी गई पहचान की जानकारी, अगर आप जवाब दें: क्या किसी ने आपको रेफ़र किया, लिंग, नस्ल या जातीय पृष्ठभूमि, विकलांगता, क्या आप पूर्व सैनिक हैं, और आपको इस पद के बारे में कहाँ से पता चला।",
            "आप किस पेज या कैंपेन के ज़रिए साइट पर आए, और आपका IP पता।",
          ],
        },
        purpose: {
          heading: purpose,
          lines: [
            "इस नौकरी के लिए आप पर विचार करने, इसके बारे में आपको लिखने और, अगर आप चुने जाते हैं, तो आपको ऑफ़र देने के लिए।",
            "पहचान से जुड़े आपके जवाब अलग रखे जाते हैं। चुनने का फ़ैसला करने वाले उन्हें नहीं देखते। हम उनका इस्तेमाल सिर्फ़ कुल गिनती के लिए करते हैं।",
          ],
        },
        kept: {
          heading: kept,
          lines: [
            "जब तक नौकरी खुली है, हम आपका आवेदन रखते हैं।",
            `नौकरी बंद होने के ${facts.applicationMonths} महीने बाद हम आपका आवेदन, आपके रिज़्यूमे के साथ, मिटा देते हैं। यह अवधि हम ${facts.applicationMonthsMin} से ${facts.applicationMonthsMax} महीने के बीच तय कर सकते हैं।`,
            eraseSooner,
          ],
        },
        ...shared,
        withdraw: {
          heading: shared.withdraw.heading,
          lines: [
            ...shared.withdraw.lines,
            "अगर आप अपना आवेदन वापस लेते हैं, तो हम इस नौकरी के लिए आप पर विचार नहीं कर पाएँगे।",
          ],
        },
      },
      jobAlerts: {
        collected: {
          heading: collected,
          lines: ["आपका ईमेल पता, और जिस खोज के अलर्ट आप चाहते हैं: उसका कीवर्ड और जगह।"],
        },
        purpose: {
          heading: purpose,
          lines: [
            `आपकी खोज से मेल खाने वाली नई नौकरियाँ आपको ईमेल करने के लिए, ${facts.jobAlertIntervalHours} घंटे में ज़्यादा से ज़्यादा एक बार।`,
            "बस इतना ही: हम आपको और कुछ नहीं भेजते।",
          ],
        },
        kept: {
          heading: kept,
          lines: [
            `पहले हम आपको पुष्टि करने का एक लिंक ईमेल करते हैं। अगर आप ${facts.jobAlertConfirmDays} दिन के अंदर पुष्टि नहीं करते, तो हम आपका ईमेल पता मिटा देते हैं।`,
            "पुष्टि के बाद, जब तक आप अनसब्सक्राइब नहीं करते, हम इसे रखते हैं। अनसब्सक्राइब करते ही हम आपका ईमेल पता, आपकी खोजें और आपको भेजे गए अलर्ट की सूची मिटा देते हैं।",
          ],
        },
        ...shared,
        withdraw: {
          heading: shared.withdraw.heading,
          lines: [
            "हर अलर्ट ईमेल में अनसब्सक्राइब करने का लिंक होता है। उसे एक बार दबाते ही अलर्ट बंद हो जाते हैं और आपका ईमेल पता मिट जाता है।",
            `या ${facts.privacyEmail} पर लिखें।`,
          ],
        },
      },
      newsletter: {
        collected: {
          heading: collected,
          lines: ["आपका ईमेल पता, और आपके चुने हुए विषय (अगर आप कोई चुनें)।"],
        },
        purpose: {
          heading: purpose,
          lines: [
            "आपको हमारा न्यूज़लेटर ईमेल करने के लिए: हमारे ब्लॉग की नई पोस्ट, आपके चुने हुए विषयों पर या सभी विषयों पर।",
            "बस इतना ही: हम आपका ईमेल पता किसी को नहीं देते, और न ही विज्ञापन के लिए उसका इस्तेमाल करते हैं।",
          ],
        },
        kept: {
          heading: kept,
          lines: [
            `पहले हम आपको पुष्टि करने का एक लिंक ईमेल करते हैं। अगर आप ${facts.confirmationLinkDays} दिन के अंदर पुष्टि नहीं करते, तो हम आपका ईमेल पता मिटा देते हैं।`,
            `पुष्टि के बाद, जब तक आप अनसब्सक्राइब नहीं करते, हम इसे रखते हैं। उसके बाद हम आपको कुछ नहीं भेजते, पर आपका ईमेल पता, और आपने कब सदस्यता ली और कब छोड़ी, ${facts.unsubscribedKeepMonths} महीने तक इस रिकॉर्ड के तौर पर रखते हैं कि आपने अपनी सहमति वापस ली; फिर हम उन्हें मिटा देते हैं।`,
          ],
        },
        ...shared,
        withdraw: {
          heading: shared.withdraw.heading,
          lines: [
            "हर न्यूज़लेटर ईमेल में अनसब्सक्राइब करने का लिंक होता है। उसे एक बार दबाते ही न्यूज़लेटर बंद हो जाता है।",
            `या ${facts.privacyEmail} पर लिखें।`,
          ],
        },
      },
      grievance: {
        collected: {
          heading: collected,
          lines: [
            "आपका नाम (अगर आप दें), आपका ईमेल पता और आपकी शिकायत।",
            "आपका IP पता, सिर्फ़ बार-बार भेजे जाने को रोकने के लिए: इसे आपकी शिकायत के साथ नहीं रखा जाता।",
          ],
        },
        purpose: {
          heading: purpose,
          lines: [
            "आपकी शिकायत की जाँच करने और उसका जवाब देने के लिए, जैसा डिजिटल पर्सनल डेटा प्रोटेक्शन एक्ट हमसे चाहता है।",
            `आपकी शिकायत हमारे प्राइवेसी अनुरोधों के रजिस्टर में दर्ज होती है। ${registerReaders}`,
            "हम इसे किसी और काम में नहीं लेते।",
          ],
        },
        kept: {
          heading: kept,
          lines: [
            `शिकायत बंद होने के बाद ${facts.privacyRequestKeepYears} साल तक हम आपकी शिकायत और अपना जवाब रखते हैं, ताकि दिखा सकें कि हमने उस पर क्या किया।`,
            "अगर आप अपना डेटा मिटवाते हैं, तो जवाब देने के बाद हम इसमें से आपका ईमेल पता और आपके लिखे शब्द हटा देते हैं।",
          ],
        },
        rights: shared.rights,
        withdraw: {
          heading: shared.withdraw.heading,
          lines: [
            "आप कभी भी अपनी शिकायत वापस ले सकते हैं: हमारे जिस ईमेल में उसकी संदर्भ संख्या दी गई है, उसी का जवाब दें।",
            "तब हम शिकायत बंद कर देते हैं; रजिस्टर में यह दर्ज रहता है कि शिकायत की गई थी और बंद की गई।",
          ],
        },
        complain: shared.complain,
      },
      nominee: {
        collected: {
          heading: collected,
          lines: [
            "आपका नाम, आपका ईमेल पता और आपका अनुरोध: जिस व्यक्ति की ओर से आप अनुरोध कर रहे हैं, उनका हमारे पास दर्ज ईमेल पता, आप उनकी ओर से अनुरोध क्यों कर रहे हैं, आप हमसे क्या करवाना चाहते हैं, और आपने जो ब्योरा लिखा।",
            "क्या उस व्यक्ति ने आपको अपना नॉमिनी बनाया था: यह हम अपने रिकॉर्ड में देखते हैं।",
            "आपका IP पता, सिर्फ़ बार-बार भेजे जाने को रोकने के लिए: इसे आपके अनुरोध के साथ नहीं रखा जाता।",
          ],
        },
        purpose: {
          heading: purpose,
          lines: [
            "यह जाँचने के लिए कि आप सच में उस व्यक्ति के नॉमिनी हैं, और उनकी ओर से अनुरोध क्यों कर रहे हैं। जाँच से पहले हम न कुछ दिखाते हैं, न कुछ करते हैं।",
            "फिर आपके दिए ईमेल पते पर आपको जवाब देने के लिए, और आपने जो माँगा है, वह करने के लिए।",
            `आपका अनुरोध हमारे प्राइवेसी अनुरोधों के रजिस्टर में दर्ज होता है। ${registerReaders}`,
            "उस व्यक्ति के ईमेल पते पर हम बताते हैं कि किसी नॉमिनी ने उनकी ओर से क्या माँगा है, पर आपका नाम या आपके लिखे शब्द नहीं।",
          ],
        },
        kept: {
          heading: kept,
          lines: [
            `अनुरोध बंद होने के बाद ${facts.privacyRequestKeepYears} साल तक हम आपका अनुरोध और अपना जवाब रखते हैं, ताकि दिखा सकें कि हमने उस पर क्या किया।`,
          ],
        },
        rights: shared.rights,
        withdraw: {
          heading: shared.withdraw.heading,
          lines: [
            `आप कभी भी अपना अनुरोध वापस ले सकते हैं: जो ईमेल पता आपने यहाँ दिया है, उसी से ${facts.privacyEmail} पर लिखें।`,
            "तब हम अनुरोध बंद कर देते हैं; रजिस्टर में यह दर्ज रहता है कि अनुरोध किया गया था और बंद किया गया।",
          ],
        },
        complain: shared.complain,
      },
      testimonial: {
        collected: {
          heading: collected,
          lines: [
            "आपके टेस्टिमोनियल (आपकी राय) के शब्द, और उनके साथ आपका नाम, पद और कंपनी, जैसा दिखाने पर आप सहमत हों।",
            "आपकी सहमति का रिकॉर्ड: किसने, किस बात पर, कैसे (ईमेल से या हस्ताक्षर किए फ़ॉर्म से) और किस दिन सहमति दी।",
            "इससे ज़्यादा कुछ नहीं: साइट पर आपकी फ़ोटो नहीं, बल्कि बनाया हुआ एक चित्र (अवतार) दिखता है, और आपका ईमेल पता या फ़ोन कभी नहीं दिखता।",
          ],
        },
        purpose: {
          heading: purpose,
          lines: [
            "आपकी सहमति के मुताबिक़, आपका टेस्टिमोनियल हमारी वेबसाइट के होम पेज या टेस्टिमोनियल पेज पर दिखाने के लिए।",
            "सहमति का रिकॉर्ड यह दिखाने के लिए रखा जाता है कि साइट जो दिखाती है, उस पर आपने सहमति दी थी।",
            "हम इसे किसी और काम में नहीं लेते, और न ही किसी और को देते हैं।",
          ],
        },
        kept: {
          heading: kept,
          lines: [
            "जब तक आप अपनी सहमति वापस नहीं लेते, या जब तक हम ख़ुद उसे साइट से नहीं हटाते, हम आपका टेस्टिमोनियल दिखाते हैं।",
            "जब हम उसे मिटाते हैं, तो सहमति का रिकॉर्ड और टेस्टिमोनियल के सभी पुराने रूप भी उसके साथ मिट जाते हैं।",
          ],
        },
        rights: shared.rights,
        withdraw: {
          heading: shared.withdraw.heading,
          lines: [
            `आप कभी भी अपनी सहमति वापस ले सकते हैं: ${facts.privacyEmail} पर लिखें।`,
            "तब हम आपका टेस्टिमोनियल साइट से हटा देते हैं और सहमति के रिकॉर्ड के साथ उसे मिटा देते हैं।",
            "सहमति वापस लेने से पहले साइट ने जो दिखाया, वह कानूनी तौर पर वैध रहता है।",
          ],
        },
        complain: shared.complain,
      },
    },
  };
}

/** The notice in every language offered (notice-languages.ts), by its code. */
export const noticeDictionaries = { en: english(), hi: hindi() } as const satisfies Record<
  NoticeLanguage,
  NoticeDictionary
>;

/** What a submission records of the notice its person saw. */
export type NoticeShown = { noticeVersion?: NoticeVersion | undefined; noticeLanguage?: NoticeLanguage | undefined };

/** The current notice in `language`, as a form sends it. */
export const noticeShownIn = (language: NoticeLanguage): Required<NoticeShown> => ({
  noticeVersion,
  noticeLanguage: language,
});
