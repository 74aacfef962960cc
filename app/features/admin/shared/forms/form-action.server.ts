import { data, redirect } from "react-router";
import { z } from "zod";

import type { Outcome } from "~contracts/outcome";

import { readForm } from "~/components/forms/read-form.server";

import { parseForm, unstorableFields, type FormErrors } from "~/features/admin/shared/form-data";
import { redirectWithNotice } from "~/features/admin/shared/notices.server";

/*
 * One way to write a back-office action: a route names its forms (intents) and,
 * for each, how its fields are parsed, what it does with the typed value and where success goes;
 * formAction reads the posted form once and answers a refusal in the page's own shape, so no route
 * writes its own `if (intent === …)` ladder.
 */

/** Why a form was refused: its fields' messages (the schema's), or one message (the desk's). */
export type Refusal = { errors: FormErrors } | { message: string };

/** A redirect that shows `notice` once on the page it goes to (redirectWithNotice), or a plain one. */
export type NoticeRedirect = { redirect: string; notice?: string | undefined; headers?: Headers | undefined };

/** A body the page itself reads (its action data), with its status and any headers (a new session's cookie). */
export type Answer<Body> = { answer: Body; status: number; headers?: HeadersInit | undefined };

/** Where a form that succeeded goes. */
export type Success<Body> = NoticeRedirect | Answer<Body>;

/** Success: a redirect to `redirect` that shows `notice` there (none: a plain redirect). */
export const toPage = (redirect: string, notice?: string, headers?: Headers): NoticeRedirect => ({
  redirect,
  notice,
  headers,
});

/** The page's own body (200 unless told): an answer, or a refusal unlike the page's others. */
export const answer = <Body>(body: Body, status = 200, headers?: HeadersInit): Answer<Body> => ({
  answer: body,
  status,
  headers,
});

/** The page's refusal body, answered 400: `intent` is the name the form posted. */
export type RefusedBy<Body> = (intent: string, refusal: Refusal, form: FormData) => Body;

/** What most pages tell a form they do not know (an old page, a hand-made post). */
export const unknownForm = "This form is not one this page knows. Please reload the page.";

/** A refusal as fields' messages: a desk's message is the form's. */
export const errorsOf = (refusal: Refusal): FormErrors =>
  "errors" in refusal ? refusal.errors : { form: refusal.message };

/** The common refusal, `{ intent, errors }`: a desk's message is the form's error. */
export const refusedWithErrors = (intent: string, refusal: Refusal) => ({ intent, errors: errorsOf(refusal) });

/** The refusal of pages that show a desk's message apart from the fields': `{ intent, errors }` or `{ intent, message }`. */
export const refusedWithMessage = (intent: string, refusal: Refusal) => ({ intent, ...refusal });

/** The one message of a page that shows no field's: the desk's, or `instead` when the fields were refused. */
export const messageOf = (refusal: Refusal, instead: string) => ("message" in refusal ? refusal.message : instead);

type Parse<Value> = (form: FormData) => { ok: true; value: Value } | { ok: false; errors: FormErrors };

type IntentParts<Value, Result, Body> = {
  /** What the form does with its typed value, usually a desk call; a refused Outcome is a refusal. */
  run: (value: Value, form: FormData) => Promise<Outcome<Result> | Answer<Body>>;
  /** Where success goes, or how to find it from what `run` answered. */
  done: Success<Body> | ((result: Result, value: Value, form: FormData) => Success<Body> | Promise<Success<Body>>);
  /** This form's refusal where it is not the page's, e.g. with the draft typed so far. */
  refused?: RefusedBy<Body>;
};

type Handled<Body> = Success<Body> | { refused: Refusal };

/** One form of a page, its value's type kept inside it. */
export type FormIntent<Body> = { handle: (form: FormData, intent: string) => Promise<Handled<Body>> };

/** A parse's answer: `value` when it was found and every field of the form can be stored, else refused. */
export function parsedWhen<Value>(form: FormData, value: Value | undefined): ReturnType<Parse<Value>> {
  const unstorable = unstorableFields(form);
  return value !== undefined && Object.keys(unstorable).length === 0
    ? { ok: true, value }
    : { ok: false, errors: unstorable };
}

/**
 * A parse by `schema` (parseForm) that hands on the fields as posted (`fieldsOf`), not its output:
 * for a desk that takes the form's text and checks it again.
 */
export const checkedFields =
  <Fields>(schema: z.ZodType, fieldsOf: (form: FormData) => Fields): Parse<Fields> =>
  (form) => {
    const parsed = parseForm(schema, form);
    return parsed.ok ? { ok: true, value: fieldsOf(form) } : parsed;
  };

/** A parse that hands on the text posted as `name` ("" without it) unchecked: the desk checks it (an id, a revision). */
export const postedText =
  (name: string): Parse<string> =>
  (form) => ({ ok: true, value: String(form.get(name) ?? "") });

/** A form this person may not send, refused with `message` before its fields are read. */
export const refusedIntent = <Body>(message: string): FormIntent<Body> => ({
  handle: () => Promise.resolve({ refused: { message } }),
});

/** The schema of a form that is only its button: its fields are checked as storable, and none is read. */
export const noFields = z.object({});

/**
 * One form of a page, its fields parsed with `schema` (parseForm, which also refuses text the
 * database cannot store).
 */
export const intent = <Body, Result, Schema extends z.ZodType>(
  spec: { schema: Schema } & IntentParts<z.output<Schema>, Result, NoInfer<Body>>,
): FormIntent<Body> => intentWith({ ...spec, parse: (form) => parseForm(spec.schema, form) });

/** One form of a page whose fields are not one object (ticked checkboxes: parseFormList), parsed by `parse`. */
export function intentWith<Body, Result, Value>(
  spec: { parse: Parse<Value> } & IntentParts<Value, Result, NoInfer<Body>>,
): FormIntent<Body> {
  return {
    handle: async (form, name) => {
      const refuse = (refusal: Refusal): Handled<Body> =>
        spec.refused ? answer(spec.refused(name, refusal, form), 400) : { refused: refusal };
      const parsed = spec.parse(form);
      if (!parsed.ok) return refuse({ errors: parsed.errors });
      const outcome = await spec.run(parsed.value, form);
      if ("answer" in outcome) return outcome;
      if (!outcome.ok) return refuse({ message: outcome.message });
      return typeof spec.done === "function" ? spec.done(outcome.value, parsed.value, form) : spec.done;
    },
  };
}

export type FormRoute<Body> = {
  /** The page's forms, by the name their button posts as `intent`. */
  intents?: Record<string, FormIntent<Body>>;
  /** The form posted under any other name or none: a page's only form, or its default one. */
  otherwise?: FormIntent<Body>;
  /** The page's refusal body, answered 400. */
  refused: RefusedBy<Body>;
  /** What a name the page does not know is told, where there is no `otherwise`. */
  unknownIntent?: string;
  /** The form's name where its button posts more than a name (`remove:<id>`). */
  intentOf?: (form: FormData) => string;
};

/**
 * A page's action: reads the form once (readForm), runs the form it names, and answers a refusal
 * 400 in the page's shape, the page's own body as it is, or a redirect with a notice (thrown, so
 * the action's data is only what the page reads).
 */
export async function formAction<Body>(
  request: Request,
  route: FormRoute<Body>,
): Promise<ReturnType<typeof data<Body>>> {
  const form = await readForm(request);
  const name = route.intentOf?.(form) ?? String(form.get("intent") ?? "");
  const intents = route.intents ?? {};
  // Own names only: a posted "constructor" is not a form of the page.
  const chosen = Object.hasOwn(intents, name) ? intents[name] : route.otherwise;
  if (!chosen) {
    return data(route.refused(name, { message: route.unknownIntent ?? "Unknown action." }, form), { status: 400 });
  }
  const handled = await chosen.handle(form, name);
  if ("refused" in handled) return data(route.refused(name, handled.refused, form), { status: 400 });
  if ("answer" in handled) return data(handled.answer, { status: handled.status, headers: handled.headers });
  const { redirect: to, notice, headers } = handled;
  throw notice === undefined ? redirect(to, { headers }) : await redirectWithNotice(request, to, notice, headers);
}
