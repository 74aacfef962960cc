import type { EnquiryDesk } from "../../domain/back-office";
import type { Clock } from "../clock";
import type { Db } from "../db/open-db";
import {
  addEnquiryNote,
  changeEnquiryStatus,
  exportEnquiriesCsv,
  findEnquiry,
  folderCounts,
  listEnquiries,
} from "./enquiry-inbox";
import { outcomeOf } from "../kernel/outcome";

export function enquiryDesk(db: Db, clock: Clock): EnquiryDesk {
  return {
    list: (filter, { after }) => listEnquiries(db, filter, { after }),
    folderCounts: () => folderCounts(db),
    find: (id) => findEnquiry(db, id),
    changeStatus: (actor, id, status) => outcomeOf(() => changeEnquiryStatus(db, actor, id, status, clock())),
    addNote: (actor, id, body) => outcomeOf(() => addEnquiryNote(db, actor, id, body, clock())),
    exportCsv: (actor, filter) => exportEnquiriesCsv(db, actor, filter, clock()),
  };
}
