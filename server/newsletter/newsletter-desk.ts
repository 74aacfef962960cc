import type { NewsletterDesk, SubscriberDesk } from "../../contracts/newsletter";
import type { StaffMember } from "../../domain/staff/staff";
import type { Bindings } from "../kernel/runtime/bindings";
import { outcomeOf } from "../kernel/requests/outcome";
import { cancelNewsletter, scheduleNewsletter } from "./newsletter-sending";
import {
  findNewsletter,
  listNewsletters,
  postsToSend,
  previewNewsletter,
  sendTestNewsletter,
} from "./newsletter-admin";
import { readDigestSchedule, saveDigestSchedule } from "./newsletter-digest";
import { importSubscribers } from "./subscriber-import";
import { exportSubscribersCsv, listSubscribers, subscriberCounts } from "./subscriber-list";

/** The subscribers' list for editors and admins; its export and import are done as the member. */
export function subscriberDesk({ db, clock }: Pick<Bindings, "db" | "clock">, member: StaffMember): SubscriberDesk {
  return {
    list: (filter, { after }) => listSubscribers(db, filter, { after }),
    counts: () => subscriberCounts(db, clock()),
    exportCsv: (filter) => exportSubscribersCsv(db, member, filter, clock()),
    importList: (form, file) => outcomeOf(() => importSubscribers(db, member, form, file, clock())),
  };
}

/** The newsletters for editors and admins, each change done as the member (decision 079). */
export function newsletterDesk(
  {
    db,
    clock,
    publicSiteUrl,
    salesEmail,
    onEmailsQueued,
  }: Pick<Bindings, "db" | "clock" | "publicSiteUrl" | "salesEmail" | "onEmailsQueued">,
  member: StaffMember,
): NewsletterDesk {
  const mail = { publicSiteUrl, salesEmail };
  return {
    list: () => listNewsletters(db),
    find: (id) => findNewsletter(db, id),
    postsToSend: () => postsToSend(db, clock()),
    preview: (postId, options) => previewNewsletter(db, postId, clock(), mail, options),
    async sendTest(postId) {
      const outcome = await outcomeOf(() => sendTestNewsletter(db, member, postId, clock(), mail));
      if (!outcome.ok) return outcome;
      onEmailsQueued(outcome.value);
      return { ok: true, value: undefined };
    },
    schedule: (send) => outcomeOf(() => scheduleNewsletter(db, member, send, clock(), mail)),
    cancel: (id) => outcomeOf(() => cancelNewsletter(db, member, id, clock())),
    digest: () => readDigestSchedule(db),
    saveDigest: (schedule) => outcomeOf(() => saveDigestSchedule(db, member, schedule, clock())),
  };
}
