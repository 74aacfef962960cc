import type { KeptRecord, OwnActionDone } from "../../../contracts/own-data";
import { ownActionRequestKinds, type OwnAction } from "../../../domain/own-data/actions";
import { countOf, listInWords } from "../../../domain/forms/counting";
import { privacyRequestKeepYears } from "../../../domain/privacy/privacy-requests";
import { unsubscribedKeepMonths } from "../../../domain/newsletter/newsletter";
import type { ErasureCounts } from "../../../contracts/privacy";
import { describeSlot } from "../../../domain/bookings/booking";
import { moveLockedApplications } from "../../applications/application-changes";
import { cancelOwnCall } from "../../bookings/visitor-changes";
import { recordDoNotContact } from "../../contacts/contacts";
import { endJobAlerts } from "../../jobs/job-alerts";
import { stopNewsletter } from "../../newsletter/subscriber-records";
import { changing } from "../../kernel/changes/public-changes";
import { RefusedError } from "../../kernel/requests/outcome";
import { readSetting } from "../../kernel/runtime/settings";
import type { Bindings } from "../../kernel/runtime/bindings";
import type { FileStore } from "../../kernel/storage/file-store";
import { recordPrivacyRequest, requestingPerson } from "../requests/register";
import { privacyRequestDaysSetting } from "../requests/request-settings";
import { correctOwnDetails, correctedInWords } from "./corrections";
import { eraseOwnData, keptByErasure } from "./erasure";
import { inProcess, ownRecords, type OwnRecords } from "./records";

/*
 * What a person does from the page of their own data
 * (docs/decisions/065-a-persons-own-actions.md): each action is carried out at once, through the code the
 * area uses for the same change, and recorded in the privacy requests register in the same
 * transaction, which e-mails the person its reference and what was done. Refusals change nothing.
 */

export type OwnActionDependencies = Pick<
  Bindings,
  "db" | "clock" | "publicSiteUrl" | "salesEmail" | "careersEmail" | "onEmailsQueued"
> & { resumes: FileStore };

/** The person, in the audit log and on staff's notes, as the register names them. */
const actor = requestingPerson;

/** How staff's records name who did it, where a record keeps a name (a contact's do-not-contact). */
const byThePerson = "the person, on the page of their own data";

type Transaction = Parameters<Parameters<OwnActionDependencies["db"]["transaction"]>[0]>[0];

/**
 * What an action did: what was asked in the person's words (the register
 * shows it to staff and to the person), the reply e-mailed, and what was kept, if anything.
 */
type Carried = {
  summary: string;
  reply: string;
  emailIds?: string[];
  /** Left open for staff, with what was kept and why. */
  kept?: KeptRecord[];
};

/**
 * What any erasure keeps, said in its e-mail: the register's own record of the person's requests
 * and of the e-mails that answered them, which the law asks the company to keep to show it answered.
 */
const keptByTheRegister = `We keep the record of your requests about your data, this one among them, and the e-mails we sent you about them, for ${countOf(privacyRequestKeepYears, "year")} after each is closed, to show that we answered them; they hold no more of your data than your address and what you asked.`;

/** "2 enquiries, 1 call and your contact record": what an erasure took, in the person's words. */
function erasedInWords(counts: ErasureCounts): string {
  return listInWords([
    ...(counts.enquiries > 0 ? [countOf(counts.enquiries, "enquiry", "enquiries")] : []),
    ...(counts.bookings > 0 ? [countOf(counts.bookings, "call")] : []),
    ...(counts.applications > 0 ? [countOf(counts.applications, "job application")] : []),
    ...(counts.jobAlerts > 0 ? [countOf(counts.jobAlerts, "job alert")] : []),
    ...(counts.newsletter > 0 ? [countOf(counts.newsletter, "newsletter subscription")] : []),
    ...(counts.contacts > 0
      ? [counts.contacts === 1 ? "your contact record" : `${counts.contacts} contact records`]
      : []),
    ...(counts.emails > 0 ? [countOf(counts.emails, "e-mail")] : []),
  ]);
}

type Context = { tx: Transaction; records: OwnRecords; now: Date; sessionHash: string };

const notYours = (what: string) =>
  new RefusedError(`This ${what} is not one of yours any more, or it can no longer be changed. Nothing was changed.`);

async function carryOut(
  deps: OwnActionDependencies,
  action: OwnAction,
  { tx, records, now, sessionHash }: Context,
): Promise<Carried> {
  switch (action.intent) {
    case "correct": {
      const corrected = await correctOwnDetails(tx, records, action, { actor, now });
      const asSent = [
        ...(records.person.enquiryRows.length > 0 ? ["enquiries"] : []),
        ...(records.person.bookingRows.length > records.upcomingCalls.length ? ["past or cancelled calls"] : []),
      ];
      return {
        summary: `Correct my ${correctedInWords(corrected)}.`,
        reply:
          `We have corrected your ${listInWords(corrected.fields)} on ${listInWords(corrected.records)}.` +
          (asSent.length > 0
            ? ` Your ${listInWords(asSent)} keep the details you sent them with, as the record of what was said at the time.`
            : ""),
      };
    }
    case "stop-job-alerts": {
      let ended = 0;
      for (const key of records.person.keys) ended += await endJobAlerts(tx, key);
      if (ended === 0) throw new RefusedError("You have no job alerts to switch off.");
      return {
        summary: `Switch off my job alerts (${countOf(ended, "search", "searches")}).`,
        reply: `We have switched off your job alerts (${countOf(ended, "search", "searches")}) and will send you no more.`,
      };
    }
    case "stop-newsletter": {
      if ((await stopNewsletter(tx, records.person.keys, now)) === 0)
        throw new RefusedError("You do not subscribe to our newsletter: there is nothing to stop.");
      return {
        summary: "Stop my newsletter.",
        reply: `We have stopped your newsletter and will send you no more of it. We keep your address and when you subscribed and stopped for ${countOf(unsubscribedKeepMonths, "month")}, as the record that you took back your consent, then delete them.`,
      };
    }
    case "do-not-contact": {
      const unmarked = records.contactRows.filter((row) => row.doNotContactAt === null);
      if (records.contactRows.length === 0)
        throw new RefusedError("Our sales team holds no record of you, so nobody there will contact you.");
      if (unmarked.length === 0)
        throw new RefusedError("This is already recorded: our sales team will not contact you.");
      for (const contact of unmarked) await recordDoNotContact(tx, actor, contact, true, { by: byThePerson, at: now });
      return {
        summary: "Do not contact me.",
        reply:
          "We have recorded that you do not want to be contacted. Our sales team will not call or e-mail you about our services; we will still answer you whenever you write to us.",
      };
    }
    case "cancel-call": {
      const call = records.upcomingCalls.find((row) => row.id === action.bookingId);
      if (!call) throw notYours("call");
      const { outcome, queuedEmailIds } = await cancelOwnCall(tx, call, {
        actor,
        reason: "Cancelled by the visitor from the page of their own data.",
        now,
        salesEmail: deps.salesEmail,
        publicSiteUrl: deps.publicSiteUrl,
      });
      if (!outcome.ok) throw new RefusedError(outcome.message);
      return {
        summary: `Cancel my call ${call.reference}.`,
        reply: `We have cancelled your call of ${describeSlot(call.startsAt)} (${call.reference}). The consultant has been told, and the time is free for others.`,
        emailIds: queuedEmailIds,
      };
    }
    case "withdraw-application": {
      const application = records.applicationRows.find((row) => row.id === action.applicationId);
      if (!application || !inProcess(application.stage)) throw notYours("application");
      await moveLockedApplications(
        tx,
        actor,
        [application.id],
        { stage: "rejected", withdrawn: true },
        { now, careersEmail: deps.careersEmail },
      );
      return {
        summary: `Withdraw my application ${application.reference}.`,
        reply: `We have withdrawn your application for ${application.jobTitle} (${application.reference}); it will not be considered further. You can ask for it to be erased from the page of your data.`,
      };
    }
    case "erase": {
      const keep = keptByErasure(records, { requestDays: await readSetting(tx, privacyRequestDaysSetting) });
      const counts = await eraseOwnData(tx, records, keep, { actor, resumes: deps.resumes, now, sessionHash });
      const erasedAny = Object.values(counts).some((count) => count > 0);
      if (!erasedAny && keep.kept.length === 0) throw new RefusedError("We hold nothing about you to erase.");
      // What was kept is said in the request itself, which the person's view lists under each of
      // their addresses (decision 071), and in the e-mail that acknowledges it.
      const keptInWords = keep.kept.map((row) => `${row.what}, ${row.until}.`).join(" ");
      const erased = erasedInWords(counts);
      return {
        summary: `Erase everything you hold about me.${keptInWords ? ` Kept for now: ${keptInWords}` : ""}`,
        reply:
          keep.kept.length === 0
            ? `We have erased everything we held about you${erased ? ` (${erased})` : ""}. ${keptByTheRegister}`
            : `We have erased what we could at once${erased ? `: ${erased}` : ""}. Kept for now: ${keptInWords} Our staff will answer you about it. ${keptByTheRegister}`,
        ...(keep.kept.length > 0 ? { kept: keep.kept } : {}),
      };
    }
  }
}

/**
 * Carries out one action for the person with this address, in one transaction with its privacy
 * request, and wakes the outbox. Throws RefusedError for an action that does not apply to them.
 */
export async function actOnOwnData(
  deps: OwnActionDependencies,
  { email, sessionHash }: { email: string; sessionHash: string },
  action: OwnAction,
): Promise<OwnActionDone> {
  const now = deps.clock();
  // The calendar's answers change when a call is cancelled, corrected or erased: every action announces it.
  const { done, emailIds } = await changing(deps.db, "calendar", async (tx) => {
    const records = await ownRecords(tx, email, { now, lock: true });
    const carried = await carryOut(deps, action, { tx, records, now, sessionHash });
    const request = await recordPrivacyRequest(
      tx,
      {
        kind: ownActionRequestKinds[action.intent],
        email,
        summary: carried.summary,
        receivedAt: now,
        // What was kept leaves the request open for staff, acknowledged with what was done and kept;
        // anything else was done at once, and says so.
        ...(carried.kept
          ? { details: { kept: carried.kept }, acknowledgment: carried.reply }
          : { doneAtOnce: { reply: carried.reply } }),
      },
      { publicSiteUrl: deps.publicSiteUrl, salesEmail: deps.salesEmail },
    );
    return {
      done: { reference: request.reference, partly: carried.kept !== undefined },
      emailIds: [...(carried.emailIds ?? []), ...request.emailIds],
    };
  });
  deps.onEmailsQueued(emailIds);
  return done;
}
