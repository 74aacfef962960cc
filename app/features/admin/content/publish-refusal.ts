import type { PublishOutcome } from "~contracts/content-publishing";

import type { FormErrors } from "~/features/admin/shared/form-data";

/**
 * A refused publish as an editor's page answers it: a time already passed becomes the question of
 * PublishForm (publish now, or choose another time), any other reason the form's message.
 */
export const publishRefusalOf = (
  outcome: Extract<PublishOutcome, { ok: false }>,
): { errors: FormErrors; passed?: Date | undefined } =>
  "passed" in outcome ? { errors: {}, passed: outcome.passed } : { errors: { form: outcome.message } };
