import { company } from "../../domain/company/company";
import type { NoticeLanguage } from "../../domain/privacy/notice-languages";
import type { PrivacyRequestKind, PrivacyRequestOutcome } from "../../domain/privacy/privacy-requests";
import { yourRequestKindNames, yourRequestKindNamesInHindi } from "../../domain/own-data/own-request-words";
import { ownDataLinkMinutes } from "../../domain/own-data/own-data-request";

/** The fixed words of the e-mails a person gets about their privacy, in one language. */
export type PrivacyMailWords = {
  hello: string;
  dear: (name: string) => string;
  regards: string;
  /** Who signs the link to a person's data, and who the register's e-mails. */
  team: string;
  privacyTeam: string;
  ownData: {
    subject: string;
    preview: string;
    heading: string;
    asked: string;
    button: string;
    finePrint: string;
  };
  kindNames: Record<PrivacyRequestKind, string>;
  received: {
    subject: (reference: string) => string;
    preview: (dueBy: string) => string;
    heading: string;
    fromNominee: (dueBy: string) => string;
    fromPerson: (dueBy: string) => string;
    finePrint: string;
  };
  rows: { reference: string; request: string; received: string; answerDueBy: string };
  outcome: {
    headings: Record<PrivacyRequestOutcome, string>;
    preview: (reference: string) => string;
    finePrint: string;
  };
};

/*
 * Each language's words side by side, so a sentence changed in one is seen to need changing in the
 * other. The Hindi is everyday Hindi, in the notices' words (शिकायत अधिकारी, डेटा संरक्षण बोर्ड), as a
 * person who read the notice in Hindi expects. Dates stay as indiaLongDate writes them.
 */
export const privacyMailWords: Record<NoticeLanguage, PrivacyMailWords> = {
  en: {
    hello: "Hello,",
    dear: (name) => `Dear ${name},`,
    regards: "Warm regards,",
    team: `The ${company.name} team`,
    privacyTeam: `The ${company.name} privacy team`,
    ownData: {
      subject: `Your data at ${company.name}`,
      preview: `The link to everything ${company.name} holds about you.`,
      heading: "Your data, on one page",
      asked: `Someone, hopefully you, asked the ${company.name} website for the data it holds about this address. Open this link to see it all on one page, and to download it:`,
      button: "See your data",
      finePrint: `The link works once, within ${ownDataLinkMinutes} minutes, in the browser you open it in. If you did not ask, ignore this e-mail: nobody sees your data without this link.`,
    },
    kindNames: yourRequestKindNames,
    received: {
      subject: (reference) => `We have your request ${reference}`,
      preview: (dueBy) => `We will answer by ${dueBy}.`,
      heading: "We have received your request",
      fromNominee: (dueBy) =>
        `Thank you for writing to ${company.name} as a nominee. We have recorded your request and will answer it by ${dueBy}. Before we show or do anything, our staff check that you are the person's nominee and why you act for them; they may write to you for proof.`,
      fromPerson: (dueBy) =>
        `Thank you for writing to ${company.name} about your personal data. We have recorded your request and will answer it by ${dueBy}.`,
      finePrint: `Please quote the reference if you write to us about it, at ${company.privacyEmail}. If you did not send this request, tell us at that address.`,
    },
    rows: { reference: "Reference", request: "Request", received: "Received", answerDueBy: "Answer due by" },
    outcome: {
      headings: {
        done: "Your request is done",
        "partly-done": "Your request is partly done",
        refused: "We could not do what you asked",
      },
      preview: (reference) => `The answer to your request ${reference}.`,
      finePrint: `If you are not satisfied with this answer, write to our Grievance Officer at ${company.privacyEmail}, quoting the reference. You may then complain to the Data Protection Board of India.`,
    },
  },
  hi: {
    hello: "नमस्ते,",
    dear: (name) => `प्रिय ${name},`,
    regards: "सादर,",
    team: `${company.name} टीम`,
    privacyTeam: `${company.name} की प्राइवेसी टीम`,
    ownData: {
      subject: `${company.name} के पास आपका डेटा`,
      preview: `${company.name} के पास आपके बारे में जो कुछ है, उस सब का लिंक।`,
      heading: "आपका डेटा, एक ही पेज पर",
      asked: `किसी ने, उम्मीद है आपने ही, ${company.name} की वेबसाइट से वह डेटा माँगा जो इस ईमेल पते के बारे में उसके पास है। यह सब एक ही पेज पर देखने और डाउनलोड करने के लिए यह लिंक खोलें:`,
      button: "अपना डेटा देखें",
      finePrint: `यह लिंक सिर्फ़ एक बार, ${ownDataLinkMinutes} मिनट के अंदर खुलता है, और उसी ब्राउज़र में चलता है जिसमें आप इसे खोलते हैं। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें: इस लिंक के बिना आपका डेटा कोई नहीं देख सकता।`,
    },
    kindNames: yourRequestKindNamesInHindi,
    received: {
      subject: (reference) => `आपका अनुरोध ${reference} हमें मिल गया है`,
      preview: (dueBy) => `हम ${dueBy} तक जवाब देंगे।`,
      heading: "आपका अनुरोध हमें मिल गया है",
      fromNominee: (dueBy) =>
        `नॉमिनी के तौर पर ${company.name} को लिखने के लिए धन्यवाद। हमने आपका अनुरोध दर्ज कर लिया है और ${dueBy} तक उसका जवाब देंगे। कुछ भी दिखाने या करने से पहले हमारा स्टाफ़ जाँचता है कि आप उस व्यक्ति के नॉमिनी हैं, और आप उनकी ओर से क्यों अनुरोध कर रहे हैं; इसके सबूत के लिए हम आपको लिख सकते हैं।`,
      fromPerson: (dueBy) =>
        `अपने निजी डेटा के बारे में ${company.name} को लिखने के लिए धन्यवाद। हमने आपका अनुरोध दर्ज कर लिया है और ${dueBy} तक उसका जवाब देंगे।`,
      finePrint: `अगर आप इसके बारे में हमें ${company.privacyEmail} पर लिखें, तो उसमें संदर्भ संख्या ज़रूर दें। अगर यह अनुरोध आपने नहीं भेजा था, तो उसी पते पर हमें बताएँ।`,
    },
    rows: {
      reference: "संदर्भ संख्या",
      request: "अनुरोध",
      received: "मिलने की तारीख़",
      answerDueBy: "जवाब की आख़िरी तारीख़",
    },
    outcome: {
      headings: {
        done: "आपका अनुरोध पूरा हो गया है",
        "partly-done": "आपका अनुरोध कुछ हद तक पूरा हुआ है",
        refused: "आपने जो माँगा, वह हम नहीं कर सके",
      },
      preview: (reference) => `आपके अनुरोध ${reference} का जवाब।`,
      finePrint: `अगर आप इस जवाब से संतुष्ट नहीं हैं, तो संदर्भ संख्या के साथ हमारे शिकायत अधिकारी को ${company.privacyEmail} पर लिखें। उसके बाद आप भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India) से शिकायत कर सकते हैं।`,
    },
  },
};
