import { storableText } from "./storable-text";

/** Control and invisible format characters (Unicode's Cc and Cf), which a file's name never needs. */
const controlOrFormat = /[\p{Cc}\p{Cf}]/gu;

/**
 * A file's name as the site keeps, shows and hands it out, whoever named it (a candidate's resume,
 * an e-mail's attachment, a contact list): its last path part only (a browser may send
 * "C:\fakepath\cv.pdf", a stranger "../../etc/passwd"), with no control character (a bell, a line
 * break) and no invisible format character, a right-to-left override least of all
 * ("report\u202Efdp.exe" shows as "reportexe.pdf"), no half of a character, at most `maxLength`
 * characters; `fallback` when nothing is left.
 */
export function plainFileName(name: string, { fallback, maxLength = 200 }: { fallback: string; maxLength?: number }) {
  const lastPart = name.split(/[\\/]/).at(-1) ?? "";
  return storableText(lastPart).replace(controlOrFormat, "").trim().slice(0, maxLength) || fallback;
}
