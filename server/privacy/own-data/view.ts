import { count } from "drizzle-orm";

import type { OwnActions } from "../../../contracts/own-data";
import { describeSlot } from "../../../domain/bookings/booking";
import type { DbOrTransaction } from "../../db/db";
import { jobAlertSubscriptions } from "../../db/schema";
import { readSetting } from "../../kernel/runtime/settings";
import { newsletterToStop } from "../../newsletter/subscriber-records";
import { anyOf } from "../person-records";
import { privacyRequestDaysSetting } from "../requests/request-settings";
import { keptByErasure } from "./erasure";
import { inProcess, ownRecords, type OwnRecords } from "./records";

/** The details the correction form starts from: their contact record's, else their newest application's or call's. */
function heldDetails({ contactRows, applicationRows, latestCall }: OwnRecords): OwnActions["details"] {
  const [contact] = contactRows;
  if (contact)
    return { firstName: contact.firstName, lastName: contact.lastName, phone: contact.phone, city: contact.city };
  const [application] = applicationRows;
  if (application)
    return { firstName: application.fullName, lastName: "", phone: application.phone, city: application.city };
  return {
    firstName: latestCall?.firstName ?? "",
    lastName: latestCall?.lastName ?? "",
    phone: latestCall?.phone ?? "",
    city: "",
  };
}

/** What the person can do from their page, and what each would take. */
export async function ownActionsOf(db: DbOrTransaction, email: string, now: Date): Promise<OwnActions> {
  const records = await ownRecords(db, email, { now, lock: false });
  const { person, contactRows, applicationRows, upcomingCalls } = records;
  const [alerts] = await db
    .select({ count: count() })
    .from(jobAlertSubscriptions)
    .where(anyOf(jobAlertSubscriptions.email, person.keys));
  const keep = keptByErasure(records, { requestDays: await readSetting(db, privacyRequestDaysSetting) });
  // A kept client's enquiries and calls are taken as theirs: the page says only whether anything would go.
  const erases =
    person.jobAlertRows.length > 0 ||
    person.newsletterRows.length > 0 ||
    person.applicationRows.some((row) => !keep.applicationIds.has(row.id)) ||
    person.contactRows.some((row) => !keep.contactIds.has(row.id)) ||
    (keep.contactIds.size === 0 && person.enquiryRows.length + person.bookingRows.length > 0);
  return {
    details: heldDetails(records),
    jobAlerts: alerts?.count ?? 0,
    newsletter: await newsletterToStop(db, person.keys),
    doNotContact:
      contactRows.length === 0 ? "none" : contactRows.some((row) => row.doNotContactAt === null) ? "can-ask" : "asked",
    upcomingCalls: upcomingCalls.map((call) => ({
      id: call.id,
      title: `${describeSlot(call.startsAt)} (${call.reference})`,
    })),
    applicationsInProcess: applicationRows
      .filter((row) => inProcess(row.stage))
      .map((row) => ({ id: row.id, title: `${row.jobTitle} (${row.reference})` })),
    erasure: { erases, kept: keep.kept, staffDecide: keep.contactIds.size > 0 },
  };
}
