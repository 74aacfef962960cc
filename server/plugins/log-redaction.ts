/**
 * Link tokens, e-mail addresses and phone numbers out of every log line, wherever they sit: the
 * message, any field, nested objects, an error's text, a URL (`%40` for the @, `%2F` around a
 * path in React Router's route-list requests). It works on the finished JSON line (pino's
 * `streamWrite` hook), so no field can slip past, and costs three regular expressions per line.
 */

const tokenMarker = "[token]";
const emailMarker = "[email]";
const phoneMarker = "[phone]";

// A token (staff/tokens.ts newToken: 32 random bytes in base64url, 43 characters) is a key while
// its link works: the logs keep that a link was opened, not the key to open it again. It is told
// by its shape among the URL-safe characters around it, each written as itself or percent-encoded,
// so `/demo/manage/<token>.data`, `?paths=%2Fdemo%2Fmanage%2F<token>%2C…` and a token with escaped
// letters are all found. An encoded "/", "," or "." ends a run like the character itself.
//
// Not only runs of exactly a token's length: a real token with a character added or cut
// (`/interview/<token>A`, a link a mail program broke) is as good as the key. Any run of 32 or
// more is taken out, unless it reads as a slug or a hex digest (lower case, digits and dashes,
// which 43 random characters of base64url are all but never); what a shorter run could leave of
// a token hides at least 12 of its random characters, 72 bits, beyond guessing.
const tokenShapedLength = 32;
const urlSafeRun = new RegExp(`(?:[\\w-]|%[0-9A-Fa-f]{2}){${tokenShapedLength},}`, "g");
const runUnit = /%[0-9A-Fa-f]{2}|[\w-]/g;
const tokenCharacter = /^(?:[\w-]|%(?:3[0-9]|[46][1-9A-Fa-f]|[57][0-9Aa]|2[Dd]|5[Ff]))$/;
const slugOrDigest = /^[a-z0-9-]+$/;

const decodedUnit = (unit: string) =>
  unit.startsWith("%") ? String.fromCharCode(Number.parseInt(unit.slice(1), 16)) : unit;

const tokenShaped = (stretch: readonly string[]) =>
  stretch.length >= tokenShapedLength && !slugOrDigest.test(stretch.map(decodedUnit).join(""));

function withoutTokens(run: string): string {
  let kept = "";
  let stretch: string[] = [];
  const endStretch = () => {
    kept += tokenShaped(stretch) ? tokenMarker : stretch.join("");
    stretch = [];
  };
  for (const unit of run.match(runUnit) ?? []) {
    if (tokenCharacter.test(unit)) {
      stretch.push(unit);
    } else {
      endStretch();
      kept += unit;
    }
  }
  endStretch();
  return kept;
}

// Local parts keep to the characters people use; "/", "?", "&" and "=" stay out so that a URL
// around an address keeps its path and other parameters.
const email = /[\w.!#$%'*+^`{|}~-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

// What people write numbers with (domain/forms/person-fields.ts: digits, spaces, + - ( )), starting and
// ending on a digit, not inside a word, a number, a decimal, a UUID, a host:port or a JSON number
// (which follows a colon).
const phoneLike = /(?<![\w.:/+%-])\+?\(?\d[\d ()-]{6,}\d(?![\w.:%-])/g;

// An ISO date (the calendar's URLs and fields) is 8 digits with dashes; phone numbers have 10 to
// 15 digits (E.164's maximum), Indian ones 10 to 13.
const isPhone = (candidate: string) => {
  const digits = candidate.replace(/\D/g, "").length;
  return digits >= 10 && digits <= 15;
};

// The authorization code a single sign-on provider sends back (`/admin/sign-in/sso/callback?code=…`):
// single use and bound to the sign-in's PKCE verifier, but a credential while it lasts, and of any
// length and alphabet (Google's hold a "/"), so it is told by its parameter's name instead.
const authorizationCode = /([?&]code=)[^&#\s"\\]+/g;

const isUrlSafe = (code: number) =>
  (code >= 0x30 && code <= 0x39) || // 0-9
  (code >= 0x41 && code <= 0x5a) || // A-Z
  (code >= 0x61 && code <= 0x7a) || // a-z
  code === 0x5f || // _
  code === 0x2d || // -
  code === 0x25; // %

/**
 * Whether the line holds a run of 32 or more of `[\w%-]`, as whatever urlSafeRun finds is. Most
 * request lines have none and skip the costlier search (4 % of the server's time on small
 * answers); a scan, since a regular expression for it cost as much again.
 */
function mayHoldUrlSafeRun(line: string): boolean {
  let run = 0;
  for (let index = 0; index < line.length; index += 1) {
    run = isUrlSafe(line.charCodeAt(index)) ? run + 1 : 0;
    if (run >= tokenShapedLength) return true;
  }
  return false;
}

/** The line with every link token, authorization code, e-mail address and phone number replaced by a fixed marker. */
export function redactLogLine(line: string): string {
  const withoutCodes = line.replace(authorizationCode, `$1${tokenMarker}`);
  const withoutLinkTokens = mayHoldUrlSafeRun(withoutCodes)
    ? withoutCodes.replace(urlSafeRun, withoutTokens)
    : withoutCodes;
  const withoutEmails =
    withoutLinkTokens.includes("@") || withoutLinkTokens.includes("%40")
      ? withoutLinkTokens.replace(email, emailMarker)
      : withoutLinkTokens;
  return withoutEmails.replace(phoneLike, (candidate) => (isPhone(candidate) ? phoneMarker : candidate));
}
