import { company } from "../company/company";
import { retentionLimits } from "./application-retention";
import { salesRetentionMonths } from "./sales-retention";
import { jobAlertConfirmDays, jobAlertIntervalHours } from "../careers/job-alerts";
import { privacyRequestKeepYears } from "./privacy-requests";

/**
 * The privacy notice shown with each form that collects a person's data (issue 61, item 1; the
 * DPDP Act's section 5 and the Rules' notice: itemised, in plain words, in English or a language
 * of the Eighth Schedule). Each submission records the version and the language the person saw.
 *
 * What it says about keeping data is what the code does: server/privacy/retention.ts deletes
 * applications a set time after their job closes, enquiries and bookings the privacy policy's
 * months after they came in or the call ended (an enquiry whose contact's deal was won stays), and
 * unconfirmed job alerts after their link's week. Its numbers are the constants that code uses,
 * imported, never written here.
 */

/**
 * Every version of the notice's text, oldest first. Bump by adding the day's date when the text
 * changes; an older one stays, so a page opened before the change still sends what it showed.
 */
export const noticeVersions = ["2026-11-27"] as const;
export type NoticeVersion = (typeof noticeVersions)[number];
export const isNoticeVersion = (value: string): value is NoticeVersion =>
  noticeVersions.some((version) => version === value);
/** The version the forms show now. */
export const noticeVersion: NoticeVersion = noticeVersions[noticeVersions.length - 1]!;

/** The forms that collect a person's data, each with its own notice. */
export const noticeForms = ["enquiry", "booking", "application", "jobAlerts", "grievance", "testimonial"] as const;
export type NoticeForm = (typeof noticeForms)[number];

/**
 * The forms whose records the Your data page lists, so their notices point to it. A testimonial
 * names a customer only as they agreed to be shown, with no address to find them by: its notice
 * names the e-mail to write to instead.
 */
export const noticeFormsOnYourDataPage: ReadonlySet<NoticeForm> = new Set(
  noticeForms.filter((form) => form !== "testimonial"),
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

/** The self-service page where a person uses their rights (issue 61, item 2); its label is each language's. */
export const yourDataPage = { path: "/privacy/your-data" } as const;

export type NoticeDictionary = {
  /** The language's own name for itself, as its choice is labelled: "English", "हिन्दी". */
  ownName: string;
  /** The line that opens the notice. */
  summary: string;
  /** The name of the choice of language. */
  languageChoice: string;
  /** "This notice: version of …". */
  versionLine: (version: NoticeVersion) => string;
  /** The line that links the Your data page, around its label. */
  yourDataLink: { before: string; label: string; after: string };
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
} as const;

/** The parts every form's notice shares: rights, how to complain, and (but for job alerts) how to withdraw. */
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
  return {
    ownName: "English",
    summary: "How we use what you send",
    languageChoice: "Language of this notice",
    versionLine: (version) => `This notice: version of ${version}.`,
    yourDataLink: { before: "You can also use them from the page", label: "Your data", after: "." },
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
            `We delete your message ${facts.enquiryMonths} months after we receive it. If it becomes a project with us, the project's contract says how long we keep it.`,
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
            `After the job closes, we delete it with your resume after ${facts.applicationMonths} months. We can set this period between ${facts.applicationMonthsMin} and ${facts.applicationMonthsMax} months.`,
            `You can ask us to erase it sooner: write to ${facts.privacyEmail}.`,
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
            `It goes into our register of privacy requests, which only our ${company.grievanceOfficer.title} and the company's administrators read.`,
            "We do not use it for anything else.",
          ],
        },
        kept: {
          heading: "How long we keep it",
          lines: [
            `We keep your complaint and our answer for ${facts.privacyRequestKeepYears} years after we answer, to show that we did.`,
            "If you have your data erased, we take your address and your words off it once it is answered.",
          ],
        },
        rights: shared.rights,
        withdraw: {
          heading: "Changing your mind",
          lines: [
            "You can take back your complaint at any time: reply to our e-mail that gives its reference.",
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
  const write = `जिस ई-मेल पते से आपने फ़ॉर्म भेजा, उसी से ${facts.privacyEmail} पर लिखें`;
  return {
    rights: {
      heading: "आपके अधिकार",
      lines: [
        "आप जान सकते हैं कि हमारे पास आपकी कौन-सी जानकारी है, और हमारे लिए उसे और कौन संभालता है।",
        "गलत या अधूरी जानकारी ठीक करवा सकते हैं।",
        "जानकारी मिटवा सकते हैं, जब तक कोई कानून उसे रखने को न कहे।",
        "हमसे शिकायत कर सकते हैं, और उसका जवाब पा सकते हैं।",
        "किसी को नामित कर सकते हैं, जो आपकी मृत्यु या असमर्थता में आपकी जगह ये अधिकार इस्तेमाल करे।",
        `इनमें से किसी के लिए ${write}।`,
      ],
    },
    withdraw: {
      heading: "मन बदल जाए तो",
      lines: [
        `आप कभी भी अपनी सहमति वापस ले सकते हैं: ${write}।`,
        "तब हम आपकी जानकारी का इस्तेमाल बंद करके उसे मिटा देंगे, जब तक कोई कानून उसे रखने को न कहे।",
        "सहमति वापस लेने से पहले जो हुआ, वह सही माना जाएगा।",
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
  const eraseSooner = `आप इसे पहले भी मिटवा सकते हैं: ${facts.privacyEmail} पर लिखें।`;
  const contactList = "आपका नाम और ई-मेल पता हमारी बिक्री टीम की संपर्क सूची में जाता है।";
  return {
    ownName: "हिन्दी",
    summary: "आप जो भेजते हैं, उसका हम क्या करते हैं",
    languageChoice: "इस सूचना की भाषा",
    versionLine: (version) => `यह सूचना: ${version} का संस्करण।`,
    yourDataLink: { before: "आप ये काम", label: "आपका डेटा", after: " पेज से भी कर सकते हैं।" },
    forms: {
      enquiry: {
        collected: {
          heading: "हम क्या लेते हैं",
          lines: [
            "First name (पहला नाम), Last name (उपनाम), Email, Phone (अगर आप दें) और Message (संदेश)।",
            "फ़ॉर्म किस पेज पर था, और आप किस पेज या अभियान से हमारी साइट पर आए।",
            "आपका IP पता, ताकि स्पैम और बार-बार भेजना रोका जा सके।",
          ],
        },
        purpose: {
          heading: "क्यों",
          lines: [
            "आपके संदेश का जवाब देने और आपके प्रोजेक्ट पर बात करने के लिए।",
            contactList,
            "हम इसे बेचते नहीं, और विज्ञापन के लिए इस्तेमाल नहीं करते।",
          ],
        },
        kept: {
          heading: "हम इसे कब तक रखते हैं",
          lines: [
            `आपका संदेश मिलने के ${facts.enquiryMonths} महीने बाद हम उसे मिटा देते हैं। अगर वह हमारे साथ कोई प्रोजेक्ट बन जाए, तो उसे कब तक रखना है, यह प्रोजेक्ट का अनुबंध तय करता है।`,
            eraseSooner,
          ],
        },
        ...shared,
      },
      booking: {
        collected: {
          heading: "हम क्या लेते हैं",
          lines: [
            "First name (पहला नाम), Last name (उपनाम, अगर आप दें), Email, Phone और Message (संदेश, अगर आप दें)।",
            "आपका चुना हुआ क्षेत्र (Domain), और कॉल की तारीख़ और समय।",
            "आप किस पेज या अभियान से साइट पर आए, और आपका IP पता, ताकि स्पैम रोका जा सके।",
          ],
        },
        purpose: {
          heading: "क्यों",
          lines: [
            "आपकी कॉल का समय पक्का करने, उसकी पुष्टि और याद दिलाने वाले ई-मेल भेजने, और कॉल करने के लिए।",
            "कॉल लेने वाले सलाहकार आपकी जानकारी देखते हैं। कॉल उनके कैलेंडर में भी जा सकती है।",
            contactList,
          ],
        },
        kept: {
          heading: "हम इसे कब तक रखते हैं",
          lines: [`कॉल के ${facts.bookingMonths} महीने बाद हम आपकी बुकिंग मिटा देते हैं।`, eraseSooner],
        },
        ...shared,
        withdraw: {
          heading: "मन बदल जाए तो",
          lines: ["कॉल के ई-मेल में दिए लिंक से आप कॉल रद्द कर सकते हैं या उसका समय बदल सकते हैं।", ...shared.withdraw.lines],
        },
      },
      application: {
        collected: {
          heading: "हम क्या लेते हैं",
          lines: [
            "Careers profile: आपका नाम, Email, Phone, Country (देश), City (शहर), पता और सर्वनाम (अगर आप दें), कवर लेटर, Resume (बायोडाटा), पढ़ाई, काम का अनुभव और लिंक।",
            "Role information: आपकी पसंद की जगह, और सवालों के आपके जवाब।",
            "Voluntary self-identification, अगर आप जवाब दें: क्या किसी ने आपको रेफ़र किया, लिंग, नस्ल या जातीयता, विकलांगता, पूर्व सैनिक होना, और आपको इस नौकरी का पता कहाँ से चला।",
            "आप किस पेज या अभियान से साइट पर आए, और आपका IP पता।",
          ],
        },
        purpose: {
          heading: "क्यों",
          lines: [
            "इस नौकरी के लिए आप पर विचार करने, आपको इसके बारे में लिखने और, अगर आप चुने जाएँ, आपको ऑफ़र देने के लिए।",
            "Self-identification के जवाब अलग रखे जाते हैं। फ़ैसला करने वाले उन्हें नहीं देखते। हम उन्हें सिर्फ़ कुल गिनती में इस्तेमाल करते हैं।",
          ],
        },
        kept: {
          heading: "हम इसे कब तक रखते हैं",
          lines: [
            "जब तक नौकरी खुली है, हम आपका आवेदन रखते हैं।",
            `नौकरी बंद होने के ${facts.applicationMonths} महीने बाद हम आपका आवेदन और बायोडाटा मिटा देते हैं। यह अवधि ${facts.applicationMonthsMin} से ${facts.applicationMonthsMax} महीने के बीच तय की जा सकती है।`,
            `आप इसे पहले भी मिटवा सकते हैं: ${facts.privacyEmail} पर लिखें।`,
          ],
        },
        ...shared,
        withdraw: {
          heading: "मन बदल जाए तो",
          lines: [...shared.withdraw.lines, "आवेदन वापस लेने पर हम इस नौकरी के लिए आप पर विचार नहीं कर पाएँगे।"],
        },
      },
      jobAlerts: {
        collected: {
          heading: "हम क्या लेते हैं",
          lines: ["आपका ई-मेल पता, और आपकी खोज: उसका शब्द और जगह।"],
        },
        purpose: {
          heading: "क्यों",
          lines: [
            `आपकी खोज से मिलती नई नौकरियाँ ई-मेल करने के लिए, ${facts.jobAlertIntervalHours} घंटे में ज़्यादा से ज़्यादा एक बार।`,
            "बस इतना ही: हम आपको और कुछ नहीं भेजते।",
          ],
        },
        kept: {
          heading: "हम इसे कब तक रखते हैं",
          lines: [
            `पहले हम आपको पुष्टि का एक लिंक ई-मेल करते हैं। अगर आप ${facts.jobAlertConfirmDays} दिन में पुष्टि न करें, तो हम आपका पता मिटा देते हैं।`,
            "पुष्टि के बाद, जब तक आप सदस्यता न छोड़ें, हम इसे रखते हैं। सदस्यता छोड़ने पर आपका पता, आपकी खोजें और भेजे गए अलर्ट की सूची मिट जाती है।",
          ],
        },
        ...shared,
        withdraw: {
          heading: "मन बदल जाए तो",
          lines: [
            "हर अलर्ट ई-मेल में सदस्यता छोड़ने (unsubscribe) का लिंक है। एक बार दबाने से अलर्ट बंद हो जाते हैं और आपका पता मिट जाता है।",
            `या ${facts.privacyEmail} पर लिखें।`,
          ],
        },
      },
      grievance: {
        collected: {
          heading: "हम क्या लेते हैं",
          lines: [
            "आपका नाम (अगर आप दें), आपका ई-मेल पता और आपकी शिकायत।",
            "आपका IP पता, सिर्फ़ बार-बार भेजे जाने को रोकने के लिए: यह आपकी शिकायत के साथ नहीं रखा जाता।",
          ],
        },
        purpose: {
          heading: "क्यों",
          lines: [
            "आपकी शिकायत की जाँच करने और उसका जवाब देने के लिए, जैसा डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम हमसे चाहता है।",
            `यह हमारे निजता अनुरोधों के रजिस्टर में जाती है, जिसे सिर्फ़ हमारे शिकायत अधिकारी (${company.grievanceOfficer.title}) और कंपनी के प्रशासक पढ़ते हैं।`,
            "हम इसका और कोई उपयोग नहीं करते।",
          ],
        },
        kept: {
          heading: "हम इसे कब तक रखते हैं",
          lines: [
            `जवाब देने के बाद ${facts.privacyRequestKeepYears} साल तक हम आपकी शिकायत और अपना जवाब रखते हैं, यह दिखाने के लिए कि हमने जवाब दिया।`,
            "अगर आप अपना डेटा मिटवाते हैं, तो जवाब के बाद हम उसमें से आपका पता और आपके शब्द हटा देते हैं।",
          ],
        },
        rights: shared.rights,
        withdraw: {
          heading: "मन बदल जाए तो",
          lines: [
            "आप कभी भी अपनी शिकायत वापस ले सकते हैं: हमारे जिस ई-मेल में उसका संदर्भ (reference) है, उसका जवाब दें।",
            "तब हम उसे बंद कर देते हैं; रजिस्टर में यह रहता है कि वह की गई थी और बंद हुई।",
          ],
        },
        complain: shared.complain,
      },
      testimonial: {
        collected: {
          heading: "हम क्या लेते हैं",
          lines: [
            "आपकी राय (testimonial) के शब्द, और उनके साथ दिखाने के लिए आपका नाम, पद और कंपनी, जितना आप दिखाने की अनुमति दें।",
            "आपकी सहमति का नोट: किसने, किस बात पर, कैसे (ई-मेल या हस्ताक्षर किया फ़ॉर्म) और किस दिन सहमति दी।",
            "इससे ज़्यादा कुछ नहीं: साइट पर आपकी फ़ोटो नहीं, एक बना हुआ चित्र (avatar) दिखता है, और आपका ई-मेल पता या फ़ोन कभी नहीं।",
          ],
        },
        purpose: {
          heading: "क्यों",
          lines: [
            "आपकी सहमति के अनुसार, आपकी राय हमारी वेबसाइट के होम पेज या टेस्टिमोनियल पेज पर दिखाने के लिए।",
            "सहमति का नोट यह दिखाने के लिए रखा जाता है कि साइट जो दिखाती है, उस पर आपने सहमति दी थी।",
            "हम इसका और कोई उपयोग नहीं करते, और इसे किसी को नहीं देते।",
          ],
        },
        kept: {
          heading: "हम इसे कब तक रखते हैं",
          lines: [
            "जब तक आप अपनी सहमति वापस न लें, या जब तक हम ख़ुद उसे साइट से न हटाएँ, हम आपकी राय दिखाते हैं।",
            "जब हम उसे मिटाते हैं, तो सहमति का नोट और उसके पहले के सारे शब्द भी साथ में मिट जाते हैं।",
          ],
        },
        rights: {
          ...shared.rights,
          // A testimonial is agreed by e-mail or on paper, not sent through a form of the site.
          lines: [
            ...shared.rights.lines.slice(0, -1),
            `इनमें से किसी के लिए, जिस ई-मेल पते से आपने सहमति दी थी, उसी से ${facts.privacyEmail} पर लिखें।`,
          ],
        },
        withdraw: {
          heading: "मन बदल जाए तो",
          lines: [
            `आप कभी भी अपनी सहमति वापस ले सकते हैं: ${facts.privacyEmail} पर लिखें।`,
            "तब हम आपकी राय साइट से हटाकर, सहमति के नोट के साथ मिटा देते हैं।",
            "सहमति वापस लेने से पहले साइट ने जो दिखाया, वह सही माना जाएगा।",
          ],
        },
        complain: shared.complain,
      },
    },
  };
}

/**
 * The notice in every language offered, by its code (ISO 639-1, as HTML's lang says it). A
 * language of the Eighth Schedule is added by adding its dictionary here.
 */
export const noticeDictionaries = { en: english(), hi: hindi() } as const satisfies Record<string, NoticeDictionary>;

export type NoticeLanguage = keyof typeof noticeDictionaries;
export const noticeLanguages = Object.keys(noticeDictionaries) as [NoticeLanguage, ...NoticeLanguage[]];
/** What a form shows first, and sends when its page runs no script. */
export const defaultNoticeLanguage: NoticeLanguage = "en";

export const isNoticeLanguage = (value: string): value is NoticeLanguage => Object.hasOwn(noticeDictionaries, value);

/** What a submission records of the notice its person saw. */
export type NoticeShown = { noticeVersion?: NoticeVersion | undefined; noticeLanguage?: NoticeLanguage | undefined };

/** The current notice in `language`, as a form sends it. */
export const noticeShownIn = (language: NoticeLanguage): Required<NoticeShown> => ({
  noticeVersion,
  noticeLanguage: language,
});
