import type { PublishOutcome } from "~contracts/content-publishing";
import { PublishSchema, type Publish } from "~domain/content/content";

import type { FormErrors } from "~/features/admin/shared/form-data";
import {
  answer,
  intent,
  toPage,
  type FormIntent,
  type RefusedBy,
} from "~/features/admin/shared/forms/form-action.server";

type PublishRefusal = { errors: FormErrors; passed?: Date | undefined };

/**
 * A refused publish as an editor's page answers it: a time already passed becomes the question of
 * PublishForm (publish now, or choose another time), any other reason the form's message.
 */
const publishRefusalOf = (outcome: Extract<PublishOutcome, { ok: false }>): PublishRefusal =>
  "passed" in outcome ? { errors: {}, passed: outcome.passed } : { errors: { form: outcome.message } };

/**
 * An editor's "publish": the draft goes on the site now or at a time in India. A refused publish
 * is answered as `answerOf` makes the editor's answer of its message or passed time.
 */
export const publishIntent = <Body>({
  publish,
  here,
  answerOf,
  refused,
}: {
  publish: (when: Publish) => Promise<PublishOutcome>;
  here: string;
  answerOf: (refusal: PublishRefusal) => Body;
  /** The answer to a day or time the form's fields refused, where it is not the page's own. */
  refused?: RefusedBy<Body>;
}): FormIntent<Body> =>
  intent({
    schema: PublishSchema,
    run: async (when) => {
      const outcome = await publish(when);
      return outcome.ok ? outcome : answer(answerOf(publishRefusalOf(outcome)), 400);
    },
    done: toPage(here, "published"),
    refused,
  });
