import type { StaffMember } from "../../domain/staff/staff";
import type { EnquiryDesk } from "../../contracts/enquiries";
import type { Bindings } from "../kernel/runtime/bindings";
import * as inbox from "./enquiry-inbox";
import { personOfEnquiry } from "./enquiry-person";
import { repliesOfEnquiry, sendEnquiryReply } from "./enquiry-replies";
import { createReplyTemplate, deleteReplyTemplate, listReplyTemplates, updateReplyTemplate } from "./reply-templates";
import { outcomeOf } from "../kernel/requests/outcome";

export function enquiryDesk(
  { db, clock, salesEmail, onEmailsQueued }: Pick<Bindings, "db" | "clock" | "salesEmail" | "onEmailsQueued">,
  actor: StaffMember,
): EnquiryDesk {
  return {
    list: (filter, { after }) => inbox.listEnquiries(db, filter, { after }),
    folderCounts: () => inbox.folderCounts(db),
    countNew: () => inbox.countNewEnquiries(db),
    find: async (id) => {
      const enquiry = await inbox.findEnquiry(db, id);
      if (!enquiry) return undefined;
      const [replies, person] = await Promise.all([
        repliesOfEnquiry(db, enquiry.id),
        personOfEnquiry(db, actor, enquiry.id),
      ]);
      return { ...enquiry, ...person, replies };
    },
    changeStatus: (id, status) => outcomeOf(() => inbox.changeEnquiryStatus(db, actor, id, status, clock())),
    addNote: (id, body) => outcomeOf(() => inbox.addEnquiryNote(db, actor, id, body, clock())),
    reply: (id, reply) =>
      outcomeOf(async () => {
        // The outbox is woken once the reply's transaction has committed.
        onEmailsQueued([await sendEnquiryReply(db, actor, id, reply, { salesEmail, now: clock() })]);
      }),
    exportCsv: (filter) => inbox.exportEnquiriesCsv(db, actor, filter, clock()),
    templates: {
      list: () => listReplyTemplates(db),
      create: (template) => outcomeOf(() => createReplyTemplate(db, actor, template, clock())),
      update: (id, template) => outcomeOf(() => updateReplyTemplate(db, actor, id, template, clock())),
      remove: (id) => outcomeOf(() => deleteReplyTemplate(db, actor, id, clock())),
    },
  };
}
