import { z } from "zod";

import { importFieldLabels, importFields, type ImportField } from "../../../contracts/contact-imports";
import { importLimits } from "../../../domain/sales/contact-import-limits";
import { isStorableText } from "../../../domain/forms/storable-text";
import { contactKeyOf, leadStageLabels, leadStages, type LeadStage } from "../../../domain/sales/sales";

/** What a row of the file gives a contact, once its cells are read through the mapping. */
export type ImportedPerson = {
  email: string;
  emailKey: string;
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  /** Null when the file gives none: a new contact is then "New". */
  stage: LeadStage | null;
  doNotContact: boolean;
};

export type RowVerdict = { person: ImportedPerson } | { reason: string; email: string };

/** Header names people give each field, compared without case, spaces or punctuation. */
const headerNames: Record<ImportField, readonly string[]> = {
  email: ["email", "emailaddress", "mail", "emailid", "workemail", "primaryemail"],
  firstName: ["firstname", "first", "givenname", "forename"],
  lastName: ["lastname", "last", "surname", "familyname"],
  fullName: ["name", "fullname", "contactname", "contact", "person"],
  phone: ["phone", "mobile", "phonenumber", "mobilenumber", "telephone", "tel", "cell", "mobilephone", "whatsapp"],
  company: ["company", "organisation", "organization", "companyname", "org", "employer", "business", "account"],
  stage: ["stage", "leadstage", "dealstage", "lifecyclestage"],
  doNotContact: ["donotcontact", "dnc", "optout", "optedout", "unsubscribed", "donotemail"],
};

const comparable = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");

/** Each column's field guessed from its header; a field is given to its first column only. */
export function guessMapping(header: readonly string[]): (ImportField | "")[] {
  const taken = new Set<ImportField>();
  return header.map((name) => {
    const key = comparable(name);
    const field = importFields.find((one) => !taken.has(one) && headerNames[one].includes(key));
    if (field) taken.add(field);
    return field ?? "";
  });
}

const yes = new Set(["yes", "y", "true", "1", "x"]);

const emailShape = z.email();

const stageOf = (text: string): LeadStage | undefined => {
  const key = text.toLowerCase();
  return leadStages.find((stage) => stage === key || leadStageLabels[stage].toLowerCase() === key);
};

/**
 * One row's person, or why it is refused. Cells are taken as text, whatever they hold: a cell
 * "=HYPERLINK(…)" is that text, since nothing here evaluates a formula, and the refused rows'
 * download neutralises it for the spreadsheet that opens it (kernel/lists/csv.ts).
 */
export function verdictOf(cells: readonly string[], mapping: readonly (ImportField | "")[]): RowVerdict {
  const given: Partial<Record<ImportField, string>> = {};
  for (const [column, field] of mapping.entries()) {
    if (field && given[field] === undefined) given[field] = (cells[column] ?? "").trim();
  }
  const email = given.email ?? "";
  const refuse = (reason: string) => ({ reason, email: isStorableText(email) ? email.slice(0, 254) : "" });
  for (const field of importFields) {
    const text = given[field] ?? "";
    if (!isStorableText(text)) return refuse(`A control character or a broken character in ${fieldName(field)}`);
    if (text.length > importLimits.cellCharacters)
      return refuse(`Longer than ${importLimits.cellCharacters} characters: ${fieldName(field)}`);
  }
  if (email === "") return refuse("No e-mail address");
  if (!emailShape.safeParse(email).success) return refuse("Not an e-mail address");
  const stageText = given.stage ?? "";
  const stage = stageText === "" ? null : stageOf(stageText);
  if (stage === undefined)
    return refuse(`Not a stage: "${stageText}" (${leadStages.map((one) => leadStageLabels[one]).join(", ")})`);
  const [first = "", ...rest] = (given.fullName ?? "").split(/\s+/).filter(Boolean);
  return {
    person: {
      email,
      emailKey: contactKeyOf(email),
      firstName: given.firstName || first,
      lastName: given.lastName || rest.join(" "),
      phone: given.phone ?? "",
      company: given.company ?? "",
      stage,
      doNotContact: yes.has((given.doNotContact ?? "").toLowerCase()),
    },
  };
}

const fieldName = (field: ImportField) => importFieldLabels[field].replace(/ \(.*\)$/, "").toLowerCase();

/**
 * Every row's verdict, a later row with an address an earlier row has refused as a repeat: the
 * file is read whole each time, so the first row of an address is the same however the work is
 * cut into batches or resumed.
 */
export function verdictsOf(rows: readonly (readonly string[])[], mapping: readonly (ImportField | "")[]): RowVerdict[] {
  const firstRowOf = new Map<string, number>();
  return rows.map((cells, index) => {
    const verdict = verdictOf(cells, mapping);
    if (!("person" in verdict)) return verdict;
    const first = firstRowOf.get(verdict.person.emailKey);
    if (first !== undefined) return { reason: `The same address appears on row ${first}`, email: verdict.person.email };
    firstRowOf.set(verdict.person.emailKey, rowNumberOf(index));
    return verdict;
  });
}

/** A data row's number as the spreadsheet shows it: the header is row 1. */
export const rowNumberOf = (index: number) => index + 2;
