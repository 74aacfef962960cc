import { mayUse } from "../../domain/staff/staff";
import type { AccountHandOver } from "../kernel/back-office/back-office-parts";
import type { Bindings } from "../kernel/runtime/bindings";
import type { ServerArea, SharedResources } from "../kernel/runtime/server-area";
import type { FileStore } from "../kernel/storage/file-store";
import { contactCardDesk, contactDesk } from "./contact-desk";
import { salesTaskDesk } from "./contact-task-desk";
import { handOverLeads } from "./contacts";
import { createDailyDigestTask, dailyDigestOf, setDailyDigest } from "./daily-digest";
import { salesDashboardDesk } from "./dashboard-desk";
import { contactDuplicatesDesk } from "./duplicates/duplicates-desk";
import { contactImportDesk, type ContactImportDependencies } from "./imports/import-desk";
import { createContactImportTask } from "./imports/import-worker";
import { contactEmailDesk } from "./mailbox/contact-email-desk";
import { mailboxDesk, type MailboxDeskDependencies } from "./mailbox/mailbox-desk";
import { mailboxReadingTask } from "./mailbox/mailbox-reading";
import { outcomeOf } from "../kernel/requests/outcome";

/**
 * An account that leaves the sales desk, or is disabled, hands its open leads and follow-ups on, in
 * the account change's transaction: they change owner with it, or neither happens.
 */
export const leadHandOver: AccountHandOver = {
  inTransaction: async (tx, actor, { account, from, to }, now) => {
    if (to === null) {
      await handOverLeads(tx, actor, account, `${account.name}'s account was disabled`, now);
    } else if (mayUse(from, "contacts") && !mayUse(to, "contacts")) {
      await handOverLeads(tx, actor, account, `${account.name} is no longer on the sales desk`, now);
    }
  },
};

type ContactsDependencies = Bindings &
  ContactImportDependencies &
  MailboxDeskDependencies &
  Pick<SharedResources, "log"> & {
    /** People's files: mail attachments are kept with the resumes, emptied with them on erasure. */
    resumes: FileStore;
  };

/**
 * The sales desk: contacts, their owners and deals, their e-mails, the board, the dashboard, the
 * imports, the mailboxes and the duplicates; to anyone signed in, the contacts and follow-ups that
 * are theirs and the daily e-mail. An account that leaves the desk hands its open leads on.
 */
export const area = {
  name: "contacts",
  tasks: (deps) => {
    const mailboxReading = mailboxReadingTask({
      db: deps.db,
      clock: deps.clock,
      log: deps.log,
      secretsKey: deps.calendarSecretsKey,
      files: deps.resumes,
      salesEmail: deps.salesEmail,
      outbound: { allowPrivateAddresses: deps.calendarFeedAllowPrivate },
    });
    const contactImports = createContactImportTask({
      db: deps.db,
      files: deps.contactImportFiles,
      clock: deps.clock,
      log: deps.log,
    });
    return {
      tasks: [createDailyDigestTask(deps), mailboxReading, contactImports],
      wakes: { onContactImportQueued: () => contactImports.wake(), onMailboxConnected: () => mailboxReading.wake() },
    };
  },
  areaDesks: (deps) => ({
    contacts: (member) => ({
      contacts: contactDesk(deps, member),
      salesDashboard: salesDashboardDesk(deps),
      contactImports: contactImportDesk(deps, member),
      mailboxes: mailboxDesk(deps, member),
      duplicates: contactDuplicatesDesk({ ...deps, files: deps.resumes }, member),
    }),
  }),
  ownDesks: (deps, { member }) => ({
    contact: contactCardDesk(deps, member),
    contactEmails: contactEmailDesk({ ...deps, files: deps.resumes }, member),
    tasks: salesTaskDesk(deps, member),
    account: {
      dailyEmail: () => dailyDigestOf(deps.db, member.id),
      setDailyEmail: (on) => outcomeOf(() => setDailyDigest(deps.db, member, on, deps.clock())),
    },
  }),
  accountHandOver: () => leadHandOver,
} satisfies ServerArea<ContactsDependencies>;
