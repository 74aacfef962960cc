import { useEffect, useState, type SubmitEvent } from "react";
import { useLocation } from "react-router";
import type { z } from "zod";

import { parseForm, type FormErrors } from "~/features/admin/shared/form-data";

import { fieldNames, listFieldNames } from "./field-names";

/** The schema a form is checked with, or, where its buttons ask for different checks (a draft or the final), the one for what was sent. */
export type FormCheck<Schema extends z.ZodType> = Schema | ((sent: FormData) => Schema | undefined);

/** The fields' messages as the browser found them, for the page as it was when the form was refused. */
type Refusal = { errors: FormErrors; form: HTMLFormElement; at: string };

/**
 * A back-office form checked in the browser by the schema its action parses it with, through the
 * same `parseForm`, before it is sent. A form the schema refuses is not sent: its messages take
 * the place of the server's answer, where the page shows that answer (each field's message and
 * `aria-invalid`), and the first refused field has the focus. A form it accepts is sent as it
 * always was, and the server's answer shows as before. Without JavaScript nothing here runs: the
 * form posts, and the server answers with the same messages.
 *
 *   const form = useCheckedForm(ReplySchema, errors);
 *   <Form method="post" onSubmit={form.onSubmit}>
 *     <TextField name={form.names.subject} error={form.errors.subject} />
 *     <RatingChoice name={form.listName("rating", index)} />
 */
export function useCheckedForm<Schema extends z.ZodType>(
  check: FormCheck<Schema>,
  /** The server's answer to the last form sent, keyed by field, as the page shows it. */
  serverErrors: FormErrors | undefined,
) {
  const location = useLocation();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // A refusal is the page's answer until the next navigation (the server's answer to any form) replaces it.
  const current = refusal?.at === location.key ? refusal : null;

  useEffect(() => {
    if (!current) return;
    const first = [...current.form.elements].find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        !(element instanceof HTMLInputElement && element.type === "hidden") &&
        String(element.getAttribute("name")) in current.errors,
    );
    first?.focus();
  }, [current]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    const sent = new FormData(event.currentTarget, event.nativeEvent.submitter);
    const schema = typeof check === "function" ? check(sent) : check;
    const parsed = schema ? parseForm(schema, sent) : ({ ok: true } as const);
    if (parsed.ok) {
      setRefusal(null);
      return;
    }
    event.preventDefault();
    setRefusal({ errors: parsed.errors, form: event.currentTarget, at: location.key });
  };

  return {
    names: fieldNames<Schema>(),
    /** A numbered list's field: `listName("rating", 2)` is "rating-2". */
    listName: listFieldNames<Schema>(),
    errors: current?.errors ?? serverErrors ?? {},
    onSubmit,
  };
}
