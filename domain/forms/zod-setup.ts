import { z } from "zod";

/**
 * The sentence a visitor reads when a rule has no message of its own. zod's defaults
 * ("Invalid input: expected array, received undefined") are for developers; the API
 * hands these messages to people, next to the field they belong to.
 */
function sentenceFor(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "This field is required.";
      if (issue.expected === "array") return "This must be a list.";
      if (issue.expected === "object") return "This must be a group of fields.";
      if (issue.expected === "string") return "This must be text.";
      return "This value has the wrong type.";
    case "too_big":
      return issue.origin === "string"
        ? `This can be at most ${issue.maximum} characters.`
        : `This can have at most ${issue.maximum} entries.`;
    case "too_small":
      if (issue.origin !== "string") return `This needs at least ${issue.minimum} entries.`;
      return issue.minimum === 1 ? "This field is required." : `This needs at least ${issue.minimum} characters.`;
    case "invalid_value":
    case "invalid_union":
      return "Please choose one of the offered options.";
    case "invalid_format":
      return "This is not in a valid format.";
    case "unrecognized_keys":
      return "This contains fields we do not know.";
    default:
      return "This value is not valid.";
  }
}

// zod compiles each object schema's check into a function of its own (`new Function`), after
// probing whether it may. The site's Content Security Policy forbids eval, so in browsers the probe
// is reported as a violation: there zod parses without, fast enough for forms. The server has no
// such policy, and there the compiled checks keep the API's share of zod's time down (a quarter to
// a third of the slots answer's validation): the interpreted path is shared by every
// schema in the process.
z.config({ jitless: typeof document !== "undefined", customError: sentenceFor });
