import { mayUse } from "../../domain/staff/staff";
import type { AccountHandOver, ServerArea } from "../kernel/back-office/server-area";
import type { Bindings } from "../kernel/runtime/bindings";
import type { FileStore } from "../kernel/storage/file-store";
import { contactCardDesk, contactDesk } from "./contact-desk";
import { salesTaskDesk } from "./contact-task-desk";
import { handOverLeads } from "./contacts";
import { dailyDigestOf, setDailyDigest } from "./daily-digest";
import { salesDashboardDesk } from "./dashboard-desk";
import { contactDuplicatesDesk } from "./duplicates/duplicates-desk";
import { contactImportDesk, type ContactImportDependencies } from "./imports/import-desk";
import { contactEmailDesk } from "./mailbox/contact-email-desk";
import { mailboxDesk, type MailboxDeskDependencies } from "./mailbox/mailbox-desk";
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
  MailboxDeskDependencies & {
    /** People's files: mail attachments are kept with the resumes, emptied with them on erasure. */
    resumes: FileStore;
  };

/**
 * The sales desk: contacts, their owners and deals, their e-mails, the board, the dashboard, the
 * imports, the mailboxes and the duplicates; to anyone signed in, the contacts and follow-ups that
 * are theirs and the daily e-mail. An account that leaves the desk hands its open leads on.
 */
export const contactsArea: ServerArea<ContactsDependencies> = {
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
};
