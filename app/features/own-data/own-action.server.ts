import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import type { OwnDataPages } from "~contracts/own-data";

import type { DoneNotice } from "./own-action-notice";
import type { OwnActionAnswer } from "./own-actions-panel";
import { privatePageHeaders, privateRedirect } from "./private-page-headers";
import { ownDataSession } from "./own-data-cookie.server";
import { fieldErrors } from "~domain/forms/field-errors";
import {
  actionAnswerId,
  doneNoticeKinds,
  ownActionRequestKinds,
  type DoneNoticeKind,
  OwnActionSchema,
  ownActionIntents,
  type OwnActionIntent,
  type OwnDetails,
} from "~domain/own-data/actions";
import { privacyReferencePattern, type PrivacyRequestKind } from "~domain/privacy/privacy-requests";
import { ownDataPaths } from "~domain/own-data/own-data-request";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const refused = (intent: OwnActionIntent | undefined, message: string, status: number) =>
  data<OwnActionAnswer>({ intent, refused: message }, { status, headers: privatePageHeaders });

/**
 * One action on the session's data, posted by a form of the page: checked with
 * the domain's schema (bad input answers 400 with its messages, changing nothing), carried out by
 * the privacy area, then back to the page with its notice (303), so a reload repeats nothing.
 * Without the session of an opened link, the person is sent to ask for one.
 */
export async function ownDataAction(request: Request, ownData: OwnDataPages, clientIp: string) {
  const secret = await ownDataSession(request);
  if (!secret) throw privateRedirect(ownDataPaths.ask, { status: 303 });
  const form = await readForm(request);
  const intent = ownActionIntents.find((known) => known === text(form, "intent"));
  const parsed = OwnActionSchema.safeParse(
    Object.fromEntries([...form].filter(([, value]) => typeof value === "string")),
  );
  if (!parsed.success) {
    if (intent !== "correct")
      return refused(intent, parsed.error.issues[0]?.message ?? "Please use one of the page's buttons.", 400);
    const values: OwnDetails = {
      firstName: text(form, "firstName").slice(0, 200),
      lastName: text(form, "lastName").slice(0, 200),
      phone: text(form, "phone").slice(0, 60),
      city: text(form, "city").slice(0, 200),
    };
    return data<OwnActionAnswer>(
      { intent, fieldErrors: fieldErrors(parsed.error), values },
      { status: 400, headers: privatePageHeaders },
    );
  }
  const outcome = await ownData.act(secret, parsed.data, clientIp);
  if (!outcome) throw privateRedirect(ownDataPaths.ask, { status: 303 });
  if (!outcome.ok) return refused(intent, outcome.message, "busy" in outcome ? 429 : 400);
  throw privateRedirect(doneLocation({ kind: parsed.data.intent, reference: outcome.value.reference }), {
    status: 303,
  });
}

/**
 * Where an action done sends the browser: the page with its notice in the query, and the notice's
 * fragment, so even a browser without JavaScript lands on what was done rather than at the top.
 */
export function doneLocation({ kind, reference }: Pick<DoneNotice, "kind" | "reference">): string {
  const done = new URLSearchParams({ done: kind, ref: reference });
  return `${ownDataPaths.view}?${done}#${actionAnswerId}`;
}

/** What each notice confirms in the privacy requests register. */
const doneNoticeRequestKinds: Record<DoneNoticeKind, PrivacyRequestKind> = {
  ...ownActionRequestKinds,
  "name-nominee": "nomination",
  "remove-nominee": "nomination",
};

/** The notice a redirect after an action asks for in its query, read but not yet believed (doneNotice). */
export function askedNotice(url: URL): Pick<DoneNotice, "kind" | "reference"> | undefined {
  const kind = doneNoticeKinds.find((known) => known === url.searchParams.get("done"));
  const reference = url.searchParams.get("ref") ?? "";
  return kind && privacyReferencePattern.test(reference) ? { kind, reference } : undefined;
}

/**
 * The notice asked for, shown only for a request of its kind that this session made (a reference
 * made up, another person's or from a link elsewhere shows nothing); whether part of it waits for
 * staff is the register's to say, not the query's.
 */
export async function doneNotice(url: URL, ownData: OwnDataPages, secret: string): Promise<DoneNotice | undefined> {
  const asked = askedNotice(url);
  const made = asked && (await ownData.madeInSession(secret, asked.reference));
  if (!asked || made?.kind !== doneNoticeRequestKinds[asked.kind]) return undefined;
  return { ...asked, partly: made.open };
}
