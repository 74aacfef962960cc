import { useFetcher } from "react-router";

import type { PersonalData } from "~contracts/own-data";
import { ownDataWords } from "~domain/own-data/own-data-words";
import { nomineeGroupKey, nomineePaths } from "~domain/privacy/nomination";

import { TextField } from "~/components/ui/text-field";

import { answeredFields } from "./answered-fields";
import { PrivateNotice } from "./private-notice";

/** What the nominee form's post answers: its fields' messages, or one message (a spent quota, a session over). */
export type NomineeAnswer = { errors?: Record<string, string>; message?: string; values?: Record<string, string> };

const button =
  "inline-flex items-center justify-center rounded-full px-6 py-2.5 font-semibold transition-colors disabled:opacity-70";

// Whom the person names: the browser is not to fill these in from the person's own details.
const nomineeName = {
  name: "nomineeName",
  autoComplete: "off",
  required: true,
  maxLength: 120,
};
const nomineeEmail = {
  name: "nomineeEmail",
  type: "email",
  autoComplete: "off",
  required: true,
  maxLength: 254,
};

/**
 * A person names a nominee on their own data page, or changes or removes them (decision 063):
 * the person's right under the DPDP Act, s. 14. With JavaScript it posts in place; without, its
 * route answers with the form and any messages. Done either way, the route sends the browser back
 * to the page's notice with the request's reference, as the page's own actions do.
 */
export function NomineeForm({ data, answer }: { data: PersonalData; answer?: NomineeAnswer | undefined }) {
  const fetcher = useFetcher<{ answer: NomineeAnswer }>();
  const shown = fetcher.data?.answer ?? answer;
  const answered = answeredFields(shown);
  const current = data.groups.find((group) => group.key === nomineeGroupKey)?.records[0];
  const busy = fetcher.state !== "idle";
  const words = ownDataWords[data.language].actions.nominee;
  return (
    <section aria-labelledby="nominee-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="nominee-heading" className="text-xl font-bold text-brand-900">
        {current ? words.change : words.name}
      </h2>
      <p className="mt-2 text-slate-700">{words.intro}</p>
      {current ? (
        <p className="mt-2 text-slate-700">
          {`${words.now} `}
          <strong className="text-slate-900">{current.title}</strong>.
        </p>
      ) : null}
      {/* Drawn anew once the nominee changes: the fields start empty again, not from what was typed. */}
      <fetcher.Form
        key={current?.title}
        method="post"
        action={nomineePaths.nominate}
        noValidate
        className="mt-4 space-y-4"
      >
        <TextField {...answered(nomineeName)} label={words.nameLabel} />
        <TextField {...answered(nomineeEmail)} label={words.emailLabel} />
        {shown?.message ? <PrivateNotice tone="refused">{shown.message}</PrivateNotice> : null}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="name"
            disabled={busy}
            className={`${button} bg-accent-700 text-white hover:bg-accent-800`}
          >
            {current ? words.changeButton : words.nameButton}
          </button>
          {current ? (
            <button
              type="submit"
              name="intent"
              value="remove"
              disabled={busy}
              formNoValidate
              className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-50`}
            >
              {words.removeButton}
            </button>
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}
