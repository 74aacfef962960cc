import type { NomineeCircumstance } from "./nomination";
import {
  nomineeCircumstanceNames,
  nomineeRequestKindNames,
  nomineeRequestReceived,
  type nomineeRequestKinds,
} from "./nomination";
import type { NoticeLanguage } from "./notice-languages";

/*
 * The nominee's request page (/privacy/nominee) in the language its privacy notice is read in: a
 * nominee who reads the notice in Hindi reads the form in Hindi too. English and Hindi side by side.
 */

type NomineeRequestWords = {
  title: string;
  intro: string;
  labels: {
    nomineeName: string;
    nomineeEmail: string;
    personEmail: string;
    circumstance: string;
    kind: string;
    request: string;
  };
  choose: string;
  circumstances: Record<NomineeCircumstance, string>;
  kinds: Record<(typeof nomineeRequestKinds)[number], string>;
  send: string;
  sending: string;
  received: string;
};

export const nomineeRequestWords: Record<NoticeLanguage, NomineeRequestWords> = {
  en: {
    title: "Ask as a nominee",
    intro:
      "If someone named you as their nominee with us and has died or cannot act for themselves, you may use their rights over their data for them. Tell us who you are and what you ask. We check that you are their nominee before we show or do anything, and write to you at the address you give.",
    labels: {
      nomineeName: "Your name",
      nomineeEmail: "Your e-mail address",
      personEmail: "The e-mail address the person used with us",
      circumstance: "Why you act for them",
      kind: "What you ask us to do",
      request: "Tell us more",
    },
    choose: "Select...",
    circumstances: nomineeCircumstanceNames,
    kinds: nomineeRequestKindNames,
    send: "Send my request",
    sending: "Sending…",
    received: nomineeRequestReceived,
  },
  hi: {
    title: "नॉमिनी के रूप में अनुरोध करें",
    intro:
      "अगर किसी ने हमारे यहाँ आपको अपना नॉमिनी चुना है और उनकी मृत्यु हो गई है या वे खुद कुछ नहीं कर सकते, तो आप उनकी ओर से उनके डेटा पर उनके अधिकारों का इस्तेमाल कर सकते हैं। हमें बताएँ कि आप कौन हैं और क्या चाहते हैं। कुछ भी दिखाने या करने से पहले हम जाँचते हैं कि आप उनके नॉमिनी हैं, और आपके दिए ईमेल पते पर आपको लिखते हैं।",
    labels: {
      nomineeName: "आपका नाम",
      nomineeEmail: "आपका ईमेल पता",
      personEmail: "वह ईमेल पता जो उस व्यक्ति ने हमारे साथ इस्तेमाल किया",
      circumstance: "आप उनकी ओर से क्यों अनुरोध कर रहे हैं",
      kind: "आप हमसे क्या करवाना चाहते हैं",
      request: "हमें और बताएँ",
    },
    choose: "चुनें...",
    circumstances: {
      death: "उस व्यक्ति की मृत्यु हो गई है",
      incapacity: "वह व्यक्ति खुद कुछ नहीं कर सकता (बीमारी या अक्षमता के कारण)",
    },
    kinds: {
      access: "उनके बारे में कंपनी के पास जो डेटा है, उसे देखना",
      correction: "उनका डेटा सुधारना",
      erasure: "उनका डेटा मिटाना",
      withdrawal: "उनकी दी हुई कोई सहमति वापस लेना",
      objection: "उनसे संपर्क करना बंद करना",
      grievance: "उनके डेटा के साथ जो हुआ, उसकी शिकायत करना",
    },
    send: "मेरा अनुरोध भेजें",
    sending: "भेजा जा रहा है…",
    received:
      "धन्यवाद। हमें आपका अनुरोध मिल गया है। कुछ भी दिखाने या करने से पहले हम जाँचते हैं कि आप उस व्यक्ति के नॉमिनी हैं: हम आपके दिए ईमेल पते पर आपको लिखेंगे।",
  },
};
