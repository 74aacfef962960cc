import { Form, useNavigation } from "react-router";

import {
  nomineeCircumstanceNames,
  nomineeCircumstances,
  nomineeRequestKindNames,
  nomineeRequestKinds,
  nomineeRequestLimit,
} from "~domain/privacy/nomination";

import { PrivacyNotice, useNoticeLanguage } from "~/components/privacy/privacy-notice";
import { SelectField, TextAreaField, TextField } from "~/components/ui/text-field";

import { answeredFields } from "./answered-fields";
import { actionButton, PrivateCard } from "./ask-for-link";
import { PrivateNotice } from "./private-notice";

/** What the form's post answers: the one message for every request, fields' messages, or a spent quota. */
export type NomineeRequestAnswer =
  | { received: string }
  | { errors: Record<string, string>; values: Record<string, string> }
  | { refused: string; values: Record<string, string> };

// Who the nominee is, and whom they ask for.
const nomineeName = { label: "Your name", name: "nomineeName", autoComplete: "name", required: true, maxLength: 120 };
const nomineeEmail = {
  label: "Your e-mail address",
  name: "nomineeEmail",
  type: "email",
  autoComplete: "email",
  required: true,
  maxLength: 254,
};
const personEmail = {
  label: "The e-mail address the person used with us",
  name: "personEmail",
  type: "email",
  autoComplete: "off",
  required: true,
  maxLength: 254,
};

// Why they may act for the person, and what they ask.
const circumstance = {
  label: "Why you act for them",
  name: "circumstance",
  required: true,
  options: nomineeCircumstances,
  labels: nomineeCircumstanceNames,
};
const kind = {
  label: "What you ask us to do",
  name: "kind",
  required: true,
  options: nomineeRequestKinds,
  labels: nomineeRequestKindNames,
};
const request = { label: "Tell us more", name: "request", required: true, maxLength: nomineeRequestLimit };

/**
 * /privacy/nominee: a nominee asks for the person who named them (issue 61, item 5). The answer is
 * the same whether or not the person or the nomination is known, and nothing of the person is
 * shown here: staff verify the nominee first, then write to them. Its privacy notice says what is
 * kept of the nominee, and the form posts which notice they read.
 */
export function NomineeRequestPage({ answer }: { answer?: NomineeRequestAnswer | undefined }) {
  const submitting = useNavigation().state === "submitting";
  const values = answer && "values" in answer ? answer.values : {};
  const errors = answer && "errors" in answer ? answer.errors : {};
  const answered = answeredFields({ values, errors });
  const [noticeLanguage, setNoticeLanguage] = useNoticeLanguage();
  return (
    <PrivateCard title="Ask as a nominee">
      <p>
        If someone named you as their nominee with us and has died or cannot act for themselves, you may use their
        rights over their data for them. Tell us who you are and what you ask. We check that you are their nominee
        before we show or do anything, and write to you at the address you give.
      </p>
      {answer && "received" in answer ? (
        <PrivateNotice tone="done">{answer.received}</PrivateNotice>
      ) : (
        <Form method="post" noValidate className="mt-6 space-y-4 text-left">
          <TextField {...answered(nomineeName)} />
          <TextField {...answered(nomineeEmail)} />
          <TextField {...answered(personEmail)} />
          <SelectField {...answered(circumstance, "")} />
          <SelectField {...answered(kind, "")} />
          <TextAreaField {...answered(request)} />
          <PrivacyNotice form="nominee" language={noticeLanguage} onLanguageChange={setNoticeLanguage} />
          {answer && "refused" in answer ? <PrivateNotice tone="refused">{answer.refused}</PrivateNotice> : null}
          <button type="submit" disabled={submitting} className={actionButton}>
            {submitting ? "Sending…" : "Send my request"}
          </button>
        </Form>
      )}
    </PrivateCard>
  );
}
