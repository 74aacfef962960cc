import { importFieldLabels, importFields, type ImportField } from "../../../contracts/contact-imports";
import { importLimits } from "../../../domain/contacts/contact-import-limits";
import { addressHeaderKeys, headerKey } from "../../../domain/forms/csv-lists";
import { emailAddress, optionalPersonName } from "../../../domain/forms/person-fields";
import { noteLimit } from "../../../domain/forms/list-filters";
import { isStorableText } from "../../../domain/forms/storable-text";
import { contactKeyOf, leadStageLabels, leadStages, type LeadStage } from "../../../domain/contacts/contacts";

/** What a row of the file gives a contact, once its cells are read through the mapping. */
export type ImportedPerson = {
  email: string;
  emailKey: string;
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  city: string;
  /** Null when the file gives none: a new contact is then "New". */
  stage: LeadStage | null;
  doNotContact: boolean;
  /** The row's notes, added to the contact's notes by the import ("" for none). */
  notes: string;
};

export type RowVerdict = { person: ImportedPerson } | { reason: string; email: string };

/** Header names people give each field, compared without case, spaces or punctuation. */
const headerNames: Record<ImportField, readonly string[]> = {
  email: addressHeaderKeys,
  firstName: ["firstname", "first", "givenname", "forename"],
  lastName: ["lastname", "last", "surname", "familyname"],
  fullName: ["name", "fullname", "contactname", "contact", "person"],
  phone: ["phone", "mobile", "phonenumber", "mobilenumber", "telephone", "tel", "cell", "mobilephone", "whatsapp"],
  company: ["company", "organisation", "organization", "companyname", "org", "employer", "business", "account"],
  city: ["city", "town", "location"],
  stage: ["stage", "leadstage", "dealstage", "lifecyclestage"],
  doNotContact: ["donotcontact", "dnc", "optout", "optedout", "unsubscribed", "donotemail"],
  notes: ["notes", "note", "comments", "comment", "remarks", "description"],
};

const fieldName = (field: ImportField) => importFieldLabels[field].replace(/ \(.*\)$/, "").toLowerCase();

/** Each column's field guessed from its header; a field is given to its first column only. */
export function guessMapping(header: readonly string[]): (ImportField | "")[] {
  const taken = new Set<ImportField>();
  return header.map((name) => {
    const key = headerKey(name);
    const field = importFields.find((one) => !taken.has(one) && headerNames[one].includes(key));
    if (field) taken.add(field);
    return field ?? "";
  });
}

const yes = new Set(["yes", "y", "true", "1", "x"]);

/** The public forms' rule for an address: one mailbox, never a list. */
const addressRule = emailAddress({
  required: "No e-mail address",
  tooLong: "Not an e-mail address",
  invalid: "Not an e-mail address",
});

/**
 * The public forms' rules for a name (domain/forms/person-fields.ts): imported contacts are
 * e-mailed, and a name that could turn into more recipients, a link or a decoded address in a
 * header or a greeting is refused here as it is there.
 */
const nameFields = ["firstName", "lastName", "fullName"] as const;
const nameRules = Object.fromEntries(
  nameFields.map((field) => {
    const name = fieldName(field);
    return [
      field,
      optionalPersonName(importLimits.cellCharacters, {
        tooLong: `Longer than ${importLimits.cellCharacters} characters: ${name}`,
        unsafe: `Characters no name holds (< > @ , ; ") in ${name}`,
        webAddress: `A web address in ${name}`,
        encodedWord: `"=?" in ${name}`,
      }),
    ];
  }),
) as Record<(typeof nameFields)[number], ReturnType<typeof optionalPersonName>>;

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
    // Notes are held to what a note typed on the contact's page may hold, not to a name's length.
    const limit = field === "notes" ? noteLimit : importLimits.cellCharacters;
    if (!isStorableText(text)) return refuse(`A control character or a broken character in ${fieldName(field)}`);
    if (text.length > limit) return refuse(`Longer than ${limit} characters: ${fieldName(field)}`);
  }
  const address = addressRule.safeParse(email);
  if (!address.success) return refuse(address.error.issues[0]!.message);
  for (const field of nameFields) {
    const name = nameRules[field].safeParse(given[field] ?? "");
    if (!name.success) return refuse(name.error.issues[0]!.message);
  }
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
      city: given.city ?? "",
      stage,
      doNotContact: yes.has((given.doNotContact ?? "").toLowerCase()),
      notes: given.notes ?? "",
    },
  };
}

/**
 * Each row's verdict in turn, from the file's first data row on (`index` 0), a later row with an
 * address an earlier row has refused as a repeat: the file is read from its start each time, so
 * the first row of an address is the same however the work is cut into batches or resumed. Only
 * the addresses seen are kept.
 */
export function rowJudge(mapping: readonly (ImportField | "")[]) {
  const firstRowOf = new Map<string, number>();
  return (cells: readonly string[], index: number): RowVerdict => {
    const verdict = verdictOf(cells, mapping);
    if (!("person" in verdict)) return verdict;
    const first = firstRowOf.get(verdict.person.emailKey);
    if (first !== undefined) return { reason: `The same address appears on row ${first}`, email: verdict.person.email };
    firstRowOf.set(verdict.person.emailKey, rowNumberOf(index));
    return verdict;
  };
}

/** A data row's number as the spreadsheet shows it: the header is row 1. */
export const rowNumberOf = (index: number) => index + 2;
