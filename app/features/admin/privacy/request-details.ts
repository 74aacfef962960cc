import { labelsOf } from "~domain/forms/labelled-values";
import { nomineeCircumstanceNames, type NomineeCircumstance } from "~domain/privacy/nomination";

/**
 * What a request carried besides its words (a nominee, why they act, what was kept), as the
 * request's page shows it: each detail a label and a value in plain English. The register's
 * writers add details over time, so an unknown one is put in words too rather than shown as code.
 */
export type RequestDetail = { label: string; value: string | string[] };

const knownDetails = ["name", "nomineeName", "nomineeEmail", "circumstance", "nominationOnFile", "kept"] as const;
type KnownDetail = (typeof knownDetails)[number];

const detailLabels = labelsOf(knownDetails, {
  name: "Name they gave",
  nomineeName: "Nominee",
  nomineeEmail: "Nominee's address",
  circumstance: "Why the nominee acts",
  nominationOnFile: "A nomination of this nominee is on file",
  kept: "Kept for now",
});

const isKnown = (key: string): key is KnownDetail => (knownDetails as readonly string[]).includes(key);

const isCircumstance = (value: unknown): value is NomineeCircumstance =>
  typeof value === "string" && Object.hasOwn(nomineeCircumstanceNames, value);

/** "nomineeName" or "kept_until" as a label: "Nominee name", "Kept until". */
const keyInWords = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Any value in words: yes or no, a number, a text, a record's fields "Label: value" in one line. */
function inWords(value: unknown): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (Array.isArray(value)) return value.map(inWords).join("; ");
  if (value && typeof value === "object")
    return Object.entries(value)
      .filter(([, field]) => field !== null && field !== undefined && field !== "")
      .map(([key, field]) => `${keyInWords(key)}: ${inWords(field)}`)
      .join(", ");
  return "";
}

/** A kept record, "what — until"; anything else kept, in words. */
const keptInWords = (record: unknown) =>
  record && typeof record === "object" && "what" in record && "until" in record
    ? `${inWords(record.what)} — ${inWords(record.until)}`
    : inWords(record);

function valueOf(key: string, value: unknown): string | string[] {
  if (key === "circumstance" && isCircumstance(value)) return nomineeCircumstanceNames[value];
  if (key === "kept" && Array.isArray(value)) return value.map(keptInWords);
  if (Array.isArray(value)) return value.map(inWords);
  return inWords(value);
}

export function requestDetailsInWords(details: Record<string, unknown>): RequestDetail[] {
  return Object.entries(details)
    .map(([key, value]) => ({ label: isKnown(key) ? detailLabels[key] : keyInWords(key), value: valueOf(key, value) }))
    .filter(({ value }) => value.length > 0);
}
