import type { EnquiryDesk } from "../../contracts/enquiries";
import type { Bindings } from "../kernel/bindings";
import {
  countNewEnquiries,
  addEnquiryNote,
  changeEnquiryStatus,
  exportEnquiriesCsv,
  findEnquiry,
  folderCounts,
  listEnquiries,
} from "./enquiry-inbox";
import { outcomeOf } from "../kernel/outcome";

export function enquiryDesk({ db, clock }: Pick<Bindings, "db" | "clock">): EnquiryDesk {
  return {
    list: (filter, { after }) => listEnquiries(db, filter, { after }),
    folderCounts: () => folderCounts(db),
    countNew: () => countNewEnquiries(db),
    find: (id) => findEnquiry(db, id),
    changeStatus: (actor, id, status) => outcomeOf(() => changeEnquiryStatus(db, actor, id, status, clock())),
    addNote: (actor, id, body) => outcomeOf(() => addEnquiryNote(db, actor, id, body, clock())),
    exportCsv: (actor, filter) => exportEnquiriesCsv(db, actor, filter, clock()),
  };
}
