/** What a form's last post answered: what was typed in each field, and why any was refused. */
export type FieldsAnswer = { values?: Record<string, string> | undefined; errors?: Record<string, string> | undefined };

/**
 * A field's attributes followed by what was typed in it and why it was refused, so that its name,
 * value and message cannot drift apart: `<TextField {...answered(nameField)} />`. `blank` is what
 * it holds before anything was sent: a select's empty choice ("Select...").
 */
export const answeredFields =
  (answer: FieldsAnswer | undefined) =>
  <Attributes extends { name: string }>(attributes: Attributes, blank?: string) => ({
    ...attributes,
    defaultValue: answer?.values?.[attributes.name] ?? blank,
    error: answer?.errors?.[attributes.name],
  });
