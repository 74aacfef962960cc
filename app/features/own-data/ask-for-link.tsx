import { Form, useNavigation } from "react-router";

import { TextField } from "~/components/ui/text-field";

import { PrivateNotice } from "./private-notice";

import { ownDataLinkMinutes, ownDataPaths, ownDataSessionMinutes } from "~domain/own-data/own-data-request";

/** The pages' main action button: the form that asks for a link, the page the link opens, the actions on the data. */
export const actionButton =
  "inline-flex items-center justify-center rounded-full bg-accent-700 px-8 py-3 font-semibold text-white transition-colors hover:bg-accent-800 disabled:opacity-70";

/** What the form's post answers: the one message for every address, a field's error, or a spent quota. */
export type AskAnswer = { sent: string } | { fieldError: string; email: string } | { refused: string };

/** The form that asks for a link to one's data; it posts to the ask page whichever page shows it. */
export function AskForLinkForm({ answer }: { answer?: AskAnswer | undefined }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <Form method="post" action={ownDataPaths.ask} noValidate className="mt-6 space-y-4 text-left">
      <TextField
        label="Your e-mail address"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={answer && "email" in answer ? answer.email : ""}
        error={answer && "fieldError" in answer ? answer.fieldError : undefined}
      />
      {answer && "sent" in answer ? <PrivateNotice tone="done">{answer.sent}</PrivateNotice> : null}
      {answer && "refused" in answer ? <PrivateNotice tone="refused">{answer.refused}</PrivateNotice> : null}
      <button type="submit" disabled={submitting} className={actionButton}>
        {submitting ? "Sending…" : "E-mail me a link"}
      </button>
    </Form>
  );
}

/**
 * A card in the middle of the page, as the site's other private-link pages are. `lang` is the
 * card's language where it is not the site's, so a screen reader reads it in that language's voice.
 */
export function PrivateCard({
  title,
  lang,
  children,
}: {
  title: string;
  lang?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <section lang={lang} className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        <div className="mt-4 space-y-3 text-slate-700">{children}</div>
      </div>
    </section>
  );
}

/** /privacy/your-data: what the page offers, and the form. */
export function AskForLinkPage({ answer }: { answer?: AskAnswer | undefined }) {
  return (
    <PrivateCard title="Your data, on one page">
      <p>
        Enter your e-mail address and we will e-mail you a link to everything we hold about you: your enquiries, calls,
        applications, job alerts and contact record, with what we use each for and who else handles it. You can download
        it all as a file. To see what we hold under another address of yours on the same page, open its link in the same
        browser while this one's page is open.
      </p>
      <p>The link works once, within {ownDataLinkMinutes} minutes, in the browser you open it in.</p>
      <AskForLinkForm answer={answer} />
    </PrivateCard>
  );
}

/** A link used, expired or never sent: one plain page for all three, with the form for a new one. */
export function LinkUsedPage({ answer }: { answer?: AskAnswer | undefined }) {
  return (
    <PrivateCard title="This link has already been used or has expired">
      <p>Each link works once, within {ownDataLinkMinutes} minutes. Ask for a new one here.</p>
      <AskForLinkForm answer={answer} />
    </PrivateCard>
  );
}

/** The page the e-mailed link opens: opening it changes nothing (mail scanners open links too); the button does. */
export function OpenLinkPage() {
  const submitting = useNavigation().state === "submitting";
  return (
    <PrivateCard title="Your data is ready">
      <p>
        Press the button to see everything we hold about you. The link then stops working, and only this browser can see
        your data, for {ownDataSessionMinutes} minutes.
      </p>
      <Form method="post">
        <button type="submit" disabled={submitting} className={`mt-4 ${actionButton}`}>
          {submitting ? "Opening…" : "Show my data"}
        </button>
      </Form>
    </PrivateCard>
  );
}
