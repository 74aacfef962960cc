/**
 * E-mail addresses and phone numbers out of every log line, wherever they sit: the message, any
 * field, nested objects, an error's text, a URL (`%40` for the @). It works on the finished JSON
 * line (pino's `streamWrite` hook), so no field can slip past, and costs two regular expressions
 * per line.
 */

const emailMarker = "[email]";
const phoneMarker = "[phone]";

// Local parts keep to the characters people use; "/", "?", "&" and "=" stay out so that a URL
// around an address keeps its path and other parameters.
const email = /[\w.!#$%'*+^`{|}~-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

// What people write numbers with (domain/person-fields.ts: digits, spaces, + - ( )), starting and
// ending on a digit, not inside a word, a number, a decimal, a UUID, a host:port or a JSON number
// (which follows a colon).
const phoneLike = /(?<![\w.:/+%-])\+?\(?\d[\d ()-]{6,}\d(?![\w.:%-])/g;

// An ISO date (the calendar's URLs and fields) is 8 digits with dashes; phone numbers have 10 to
// 15 digits (E.164's maximum), Indian ones 10 to 13.
const isPhone = (candidate: string) => {
  const digits = candidate.replace(/\D/g, "").length;
  return digits >= 10 && digits <= 15;
};

/** The line with every e-mail address and phone number replaced by a fixed marker. */
export function redactPersonalData(line: string): string {
  const withoutEmails = line.includes("@") || line.includes("%40") ? line.replace(email, emailMarker) : line;
  return withoutEmails.replace(phoneLike, (candidate) => (isPhone(candidate) ? phoneMarker : candidate));
}
