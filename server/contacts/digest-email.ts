import { indiaDay, indiaDateTime, indiaTime } from "../../domain/time/india-dates";
import { company } from "../../domain/company/company";
import { countOf } from "../../domain/forms/counting";
import { whatsAppLink } from "../../domain/forms/whatsapp-link";
import { mayUse, type StaffRole } from "../../domain/staff/staff";
import { backOfficeUrl, openInBackOffice } from "../emails/back-office-links";
import { composeEmail } from "../emails/compose-email";
import { button, details, finePrint, paragraph, type EmailBlock } from "../emails/email-content";
import type { OutgoingEmail } from "../outbox/mail-outbox";

/** Whom the digest is for. */
export type DigestRecipient = { id: string; email: string; name: string; role: StaffRole };

/**
 * What one person's day holds at 09:00 India time. No visitor's name, address or phone: a sent
 * digest stays in the outbox for weeks, where an erasure on request (which finds e-mails by the
 * addresses on them) could not find it. The links open the rest behind the sign-in.
 */
export type DigestContents = {
  /** The India day it is about. */
  day: Date;
  /** Their calls today, as a consultant, that have not ended yet. */
  calls: {
    id: string;
    reference: string;
    domain: string;
    startsAt: Date;
    /** For the chat with the visitor, whose number only the link carries. */
    phone: string;
  }[];
  /** Their open tasks due by the end of the day, the overdue ones first. */
  tasks: { id: string; contactId: string; title: string; dueAt: Date; overdue: boolean }[];
  /** Contacts nobody owns that arrived in the last day (for those who work the enquiries). */
  unassigned: { id: string; createdAt: Date; source: string }[];
};

export const isEmptyDay = (contents: DigestContents) =>
  contents.calls.length + contents.tasks.length + contents.unassigned.length === 0;

/** How many of each list the e-mail shows; the overview has the rest. */
const shownPerList = 10;

function listBlocks<T>(
  items: readonly T[],
  intro: string,
  blocksOf: (item: T) => EmailBlock[],
  overviewUrl: string,
): EmailBlock[] {
  if (items.length === 0) return [];
  const more = items.length - shownPerList;
  return [
    paragraph(intro),
    ...items.slice(0, shownPerList).flatMap(blocksOf),
    ...(more > 0
      ? [paragraph(`And ${more} more: your overview lists them all.`), button("Open your overview", overviewUrl)]
      : []),
  ];
}

/** The subject's counts: "2 calls, 1 task due, 3 new contacts without an owner". */
function summaryOf({ calls, tasks, unassigned }: DigestContents): string {
  return [
    calls.length > 0 ? countOf(calls.length, "call") : undefined,
    tasks.length > 0 ? `${countOf(tasks.length, "task")} due` : undefined,
    unassigned.length > 0 ? `${countOf(unassigned.length, "new contact")} without an owner` : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(", ");
}

function whatsAppButton(call: DigestContents["calls"][number]) {
  const chat = whatsAppLink(call.phone);
  return chat ? [button("Chat with the visitor on WhatsApp", chat)] : [];
}

/**
 * The 09:00 e-mail of someone's day: their calls today, their tasks due today
 * or overdue, and, for those who work the enquiries, new contacts nobody owns. Each item links to
 * its page when their role may open it; their overview lists everything else.
 */
export function dailyDigestEmail(
  recipient: DigestRecipient,
  contents: DigestContents,
  { salesEmail, publicSiteUrl }: { salesEmail: string; publicSiteUrl: string },
): OutgoingEmail {
  const link = (path: "/admin" | `/admin/${string}`) => backOfficeUrl(publicSiteUrl, path);
  const overviewUrl = link("/admin");
  const mayOpenCalls = mayUse(recipient.role, "bookings");
  const mayOpenContacts = mayUse(recipient.role, "contacts");
  const day = indiaDay(contents.day);
  const summary = summaryOf(contents);

  const callBlocks = listBlocks(
    contents.calls,
    `Your calls today (${contents.calls.length}), in India time:`,
    (call) => [
      details([
        ["Time", `${indiaTime(call.startsAt)} IST`],
        ["Call", `${call.reference}, ${call.domain}`],
      ]),
      ...(mayOpenCalls ? [button(`Open call ${call.reference}`, link(`/admin/bookings/${call.id}`))] : []),
      // The day's reminder of each call: a chat with the visitor is one tap away.
      ...whatsAppButton(call),
    ],
    overviewUrl,
  );
  const taskBlocks = listBlocks(
    contents.tasks,
    `Your tasks due today or overdue (${contents.tasks.length}):`,
    (task) => [
      details([
        [
          task.overdue ? "Overdue" : "Due",
          task.overdue ? `since ${indiaDateTime(task.dueAt)}` : `today, ${indiaTime(task.dueAt)}`,
        ],
        ["Task", task.title],
      ]),
      ...(mayOpenContacts ? [button("Open the contact", link(`/admin/contacts/${task.contactId}`))] : []),
    ],
    overviewUrl,
  );
  const unassignedBlocks = listBlocks(
    contents.unassigned,
    `New contacts nobody owns yet (${contents.unassigned.length}), from the last day:`,
    (contact) => [
      details([
        ["Arrived", indiaDateTime(contact.createdAt)],
        ["Source", contact.source],
      ]),
      ...(mayOpenContacts ? [button("Open the contact", link(`/admin/contacts/${contact.id}`))] : []),
    ],
    overviewUrl,
  );

  return {
    kind: "sales.daily-digest",
    from: { name: `${company.name} back office`, address: salesEmail },
    to: { name: recipient.name, address: recipient.email },
    ...composeEmail({
      subject: `Your day, ${day}: ${summary}`,
      preview: `${summary}.`,
      heading: "Your day",
      blocks: [
        paragraph(recipient.name ? `Good morning, ${recipient.name}.` : "Good morning."),
        paragraph(`Here is what ${day} holds for you.`),
        ...callBlocks,
        ...taskBlocks,
        ...unassignedBlocks,
        openInBackOffice("Open your overview", overviewUrl),
        finePrint(
          "You get this e-mail at 9:00 AM India time on days with something in them. Turn it off, or on again, on your account page:",
        ),
        button("Your account", link("/admin/account")),
      ],
    }),
  };
}
