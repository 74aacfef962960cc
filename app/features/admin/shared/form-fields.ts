import type { FormErrors } from "./form-data";

/**
 * A form's fields wired to what it is shown with: `field("quote")` is the name the server reads,
 * the value to show again, and the message when it was refused, so the three cannot drift apart.
 */
export const bindFields =
  <Values extends Record<string, string>>(values: Values, errors: FormErrors = {}) =>
  (name: keyof Values & string) => ({ name, defaultValue: values[name], error: errors[name] });
