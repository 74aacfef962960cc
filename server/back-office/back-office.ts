import type { BackOffice } from "../../domain/back-office";
import type { Clock } from "../clock";
import type { Db } from "../db/open-db";
import { enquiryDesk } from "./enquiry-desk";
import { auditDesk, staffDesk } from "./staff-desk";

export type BackOfficeDependencies = { db: Db; clock: Clock; publicSiteUrl: string };

/** The back office's operations, bound to this server's database and clock, for the pages' load context. */
export function createBackOffice({ db, clock, publicSiteUrl }: BackOfficeDependencies): BackOffice {
  return {
    staff: staffDesk(db, clock, publicSiteUrl),
    audit: auditDesk(db),
    enquiries: enquiryDesk(db, clock),
  };
}
