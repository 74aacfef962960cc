import { tz } from "@date-fns/tz";
import { parseISO } from "date-fns";
import { z } from "zod";

import { addressHeaderKeys, headerKey, type CsvListKind } from "../forms/csv-lists";
import { emailAddress } from "../forms/person-fields";
import { isStorableText } from "../forms/storable-text";
import { indiaTimeZone, indiaTimestamp } from "../time/india-dates";
import { newsletterTopics, type NewsletterTopic } from "./newsletter";
import "../forms/zod-setup";

/*
 * Subscribers brought in from another service's list (Mailchimp, Ghost), their consent confirmed
 * there (decision 077): each row an address and the date its consent was confirmed, and its topics
 * if it gives them. Nobody so brought in is sent a confirmation: the file is the record of one.
 */

/** The file's bounds, refused before it is read: a synchronous import, so a bounded one. */
export const subscriberImportKind: CsvListKind = {
  bytes: 5 * 1024 * 1024,
  rows: 20_000,
  columns: 200,
  records: "subscribers",
  headerExample: "Email, Confirmed, Topics",
};

/** The most characters of the source an editor names the file by. */
export const importSourceMax = 200;

export const chooseImportFileMessage = "Please choose the CSV file to import.";
export const importSourceMessage = "Please say where this list comes from, e.g. “Ghost export, March”.";
export const confirmImportMessage =
  "Please tick the box to confirm that everyone in this file confirmed their consent to the newsletter.";

/** The import form's fields beside its file: where the list comes from, and the editor's word on its consent. */
export const SubscriberImportFormSchema = z.object({
  source: z
    .string(importSourceMessage)
    .trim()
    .min(1, importSourceMessage)
    .max(importSourceMax, `Please keep the source to ${importSourceMax} characters.`),
  confirmed: z.literal("on", confirmImportMessage),
});
export type SubscriberImportForm = z.infer<typeof SubscriberImportFormSchema>;

/**
 * The names of each column, as headerKey gives them, the one first in its list taken where a file
 * has several: Mailchimp's CONFIRM_TIME, Ghost's created_at (a Ghost member's sign-in link proves
 * the address); Ghost's subscribed_to_emails says whether the member still takes the newsletter.
 */
const columnNames = {
  address: addressHeaderKeys,
  confirmed: [
    "confirmed",
    "confirmedat",
    "confirmeddate",
    "confirmtime",
    "consentconfirmed",
    "consentdate",
    "subscribedat",
    "createdat",
  ],
  topics: ["topics", "topic", "categories", "category"],
  subscribed: ["subscribedtoemails", "subscribed"],
} as const;

/** Where each of the file's columns is: the address and the confirmation's date always, the others when it has them. */
export type ImportColumns = { address: number; confirmed: number; topics?: number; subscribed?: number };

export const noAddressColumnMessage =
  "No column of this file holds the e-mail addresses: name its header Email (or Email Address).";
export const noConfirmedColumnMessage =
  "No column of this file holds the date each person confirmed their consent: name its header Confirmed (or CONFIRM_TIME, as Mailchimp does).";

/** The columns the header names, or why the file cannot be imported. */
export function importColumnsOf(header: readonly string[]): ImportColumns | { refused: string } {
  const keys = header.map(headerKey);
  const find = (names: readonly string[]) => {
    for (const name of names) {
      const at = keys.indexOf(name);
      if (at !== -1) return at;
    }
    return undefined;
  };
  const address = find(columnNames.address);
  if (address === undefined) return { refused: noAddressColumnMessage };
  const confirmed = find(columnNames.confirmed);
  if (confirmed === undefined) return { refused: noConfirmedColumnMessage };
  const topics = find(columnNames.topics);
  const subscribed = find(columnNames.subscribed);
  return {
    address,
    confirmed,
    ...(topics === undefined ? {} : { topics }),
    ...(subscribed === undefined ? {} : { subscribed }),
  };
}

/** A row taken: the address as written, when its consent was confirmed, and its topics (none: every one). */
export type ImportedSubscriber = { email: string; confirmedAt: Date; topics: NewsletterTopic[] };

/** A row's verdict: taken, or refused with the reason (and its address, as far as it can be shown). */
export type ImportRowVerdict = { subscriber: ImportedSubscriber } | { reason: string; email: string };

/** The public form's rule for an address: one mailbox, never a list. */
const addressRule = emailAddress({
  required: "No e-mail address",
  tooLong: "Not an e-mail address",
  invalid: "Not an e-mail address",
});

const notSubscribed = new Set(["false", "no", "n", "0"]);

/**
 * A date as ISO 8601 writes it: "2026-03-14", "2026-03-14 09:30", "2026-03-14T09:30:00Z". Without
 * a zone it is India time. A day-first or month-first date ("14/03/2026") is refused: which one a
 * file means cannot be told.
 */
export function consentDateOf(text: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}([T ]|$)/.test(text)) return undefined;
  const parsed = parseISO(text, { in: tz(indiaTimeZone) });
  return Number.isNaN(parsed.getTime()) ? undefined : new Date(parsed.getTime());
}

/** A cell of topics ("Design; Product"), each one of the blog's, in the list's order; the first unknown one otherwise. */
function topicsOf(text: string): { topics: NewsletterTopic[] } | { unknown: string } {
  const named = text
    .split(/[,;|]/)
    .map((topic) => topic.trim())
    .filter(Boolean);
  const topics = new Set<NewsletterTopic>();
  for (const name of named) {
    const topic = newsletterTopics.find((one) => one.toLowerCase() === name.toLowerCase());
    if (!topic) return { unknown: name };
    topics.add(topic);
  }
  return { topics: newsletterTopics.filter((topic) => topics.has(topic)) };
}

/** One row of the file, read through its columns at `now`. Cells are text, whatever they hold: nothing evaluates a formula. */
export function importRowVerdict(cells: readonly string[], columns: ImportColumns, now: Date): ImportRowVerdict {
  const cell = (at: number | undefined) => (at === undefined ? "" : (cells[at] ?? "").trim());
  const email = cell(columns.address);
  const refuse = (reason: string): ImportRowVerdict => ({
    reason,
    email: isStorableText(email) ? email.slice(0, 254) : "",
  });
  const texts = [email, cell(columns.confirmed), cell(columns.topics), cell(columns.subscribed)];
  if (!texts.every(isStorableText)) return refuse("A control character or a broken character in the row");
  const address = addressRule.safeParse(email);
  if (!address.success) return refuse(address.error.issues[0]!.message);
  if (notSubscribed.has(cell(columns.subscribed).toLowerCase())) return refuse("Marked in the file as not subscribed");
  const dateText = cell(columns.confirmed);
  if (!dateText) return refuse("No date of confirmed consent");
  const confirmedAt = consentDateOf(dateText);
  if (!confirmedAt)
    return refuse(`Not a date: “${dateText.slice(0, 40)}” (write it as 2026-03-14, or 2026-03-14 09:30)`);
  if (confirmedAt > now)
    return refuse(`The consent's date is in the future: ${indiaTimestamp(confirmedAt)} India time`);
  const topics = topicsOf(cell(columns.topics));
  if ("unknown" in topics)
    return refuse(`Not a topic of the blog: “${topics.unknown.slice(0, 40)}” (${newsletterTopics.join(", ")})`);
  return { subscriber: { email, confirmedAt, topics: topics.topics } };
}

/** A data row's number as the spreadsheet shows it: the header is row 1. */
export const importRowNumber = (index: number) => index + 2;

/**
 * Each row's verdict in turn, from the file's first data row on (`index` 0), a later row with an
 * address an earlier row has taken refused as a repeat.
 */
export function importRowJudge(columns: ImportColumns, now: Date) {
  const firstRowOf = new Map<string, number>();
  return (cells: readonly string[], index: number): ImportRowVerdict => {
    const verdict = importRowVerdict(cells, columns, now);
    if (!("subscriber" in verdict)) return verdict;
    const key = verdict.subscriber.email.toLowerCase();
    const first = firstRowOf.get(key);
    if (first !== undefined)
      return { reason: `The same address appears on row ${first}`, email: verdict.subscriber.email };
    firstRowOf.set(key, importRowNumber(index));
    return verdict;
  };
}
