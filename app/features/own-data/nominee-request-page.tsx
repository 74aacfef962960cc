import { Form, useNavigation } from "react-router";

import { nomineeCircumstances, nomineeRequestKinds, nomineeRequestLimit } from "~domain/privacy/nomination";
import { nomineeRequestWords } from "~domain/privacy/nominee-request-words";
import type { NoticeLanguage } from "~domain/privacy/notice-languages";

import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import { useNoticeLanguage } from "~/components/privacy/notice-language-choice";
import { SelectField, TextAreaField, TextField } from "~/components/ui/text-field";

import { answeredFields } from "./answered-fields";
import { actionButton, PrivateCard } from "./ask-for-link";
import { PrivateNotice } from "./private-notice";

/** What the form's post answers: the one message for every request, fields' messages, or a spent quota. */
export type NomineeRequestAnswer =
  | { received: string }
  | { errors: Record<string, string>; values: Record<string, string> }
  | { refused: string; values: Record<string, string> };

// Who the nominee is, and whom they ask for; labels are the page's language's.
const nomineeName = { name: "nomineeName", autoComplete: "name", required: true, maxLength: 120 };
const nomineeEmail = {
  name: "nomineeEmail",
  type: "email",
  autoComplete: "email",
  required: true,
  maxLength: 254,
};
const personEmail = {
  name: "personEmail",
  type: "email",
  autoComplete: "off",
  required: true,
  maxLength: 254,
};

// Why they may act for the person, and what they ask.
const circumstance = { name: "circumstance", required: true, options: nomineeCircumstances };
const kind = { name: "kind", required: true, options: nomineeRequestKinds };
const request = { name: "request", required: true, maxLength: nomineeRequestLimit };

/**
 * /privacy/nominee: a nominee asks for the person who named them. The answer is
 * the same whether or not the person or the nomination is known, and nothing of the person is
 * shown here: staff verify the nominee first, then write to them. Its privacy notice says what is
 * kept of the nominee, and the form posts which notice they read.
 */
export function NomineeRequestPage({
  answer,
  language: initialLanguage,
}: {
  answer?: NomineeRequestAnswer | undefined;
  /** The language the page opens in (`?lang=`); its notice's language choice switches the whole page. */
  language: NoticeLanguage;
}) {
  const submitting = useNavigation().state === "submitting";
  const values = answer && "values" in answer ? answer.values : {};
  const errors = answer && "errors" in answer ? answer.errors : {};
  const answered = answeredFields({ values, errors });
  const [noticeLanguage, setNoticeLanguage] = useNoticeLanguage(initialLanguage);
  const words = nomineeRequestWords[noticeLanguage];
  return (
    <PrivateCard title={words.title} lang={noticeLanguage}>
      <p>{words.intro}</p>
      {answer && "received" in answer ? (
        <PrivateNotice tone="done">{answer.received}</PrivateNotice>
      ) : (
        <Form method="post" noValidate className="mt-6 space-y-4 text-left">
          <TextField {...answered(nomineeName)} label={words.labels.nomineeName} />
          <TextField {...answered(nomineeEmail)} label={words.labels.nomineeEmail} />
          <TextField {...answered(personEmail)} label={words.labels.personEmail} />
          <SelectField
            {...answered(circumstance, "")}
            label={words.labels.circumstance}
            labels={words.circumstances}
            placeholder={words.choose}
          />
          <SelectField
            {...answered(kind, "")}
            label={words.labels.kind}
            labels={words.kinds}
            placeholder={words.choose}
          />
          <TextAreaField {...answered(request)} label={words.labels.request} />
          <PrivacyNotice form="nominee" language={noticeLanguage} onLanguageChange={setNoticeLanguage} />
          {answer && "refused" in answer ? <PrivateNotice tone="refused">{answer.refused}</PrivateNotice> : null}
          <button type="submit" disabled={submitting} className={actionButton}>
            {submitting ? words.sending : words.send}
          </button>
        </Form>
      )}
    </PrivateCard>
  );
}
