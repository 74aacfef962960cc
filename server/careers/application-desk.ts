import type { StaffMember } from "../../domain/staff/staff";
import type { ApplicationDesk } from "../../contracts/careers";
import { addApplicationNote, moveApplicationStage } from "./application-changes";
import { exportApplicationsCsv } from "./application-export";
import {
  findApplication,
  jobChoices,
  listApplications,
  newApplicationsByOpenJob,
  stageCounts,
} from "./application-inbox";
import { rejectionTemplate, saveRejectionTemplate } from "./rejection-template";
import { applicationInterviews, askToInterview, removeInterviewer } from "./interview-panels";
import { latestOffer, makeOffer, sendOfferLetter } from "./offers";
import { downloadResume } from "./resume-downloads";
import type { Bindings } from "../kernel/runtime/bindings";
import type { FileStore } from "../kernel/storage/file-store";
import { outcomeOf } from "../kernel/requests/outcome";

export function applicationDesk(
  {
    db,
    clock,
    careersEmail,
    publicSiteUrl,
    resumes,
    onEmailsQueued,
  }: Pick<Bindings, "db" | "clock" | "careersEmail" | "publicSiteUrl" | "onEmailsQueued"> & { resumes: FileStore },
  actor: StaffMember,
): ApplicationDesk {
  return {
    jobChoices: () => jobChoices(db),
    newByOpenJob: () => newApplicationsByOpenJob(db),
    list: (filter, { after }) => listApplications(db, filter, { after }),
    stageCounts: (filter) => stageCounts(db, filter),
    find: (id) => findApplication(db, id),
    moveStage: (id, stage, { notify }) =>
      outcomeOf(async () => {
        // The rejection e-mail is sent once its transaction has committed.
        onEmailsQueued(await moveApplicationStage(db, actor, id, stage, { notify, now: clock(), careersEmail }));
      }),
    addNote: (id, body) => outcomeOf(() => addApplicationNote(db, actor, id, body, clock())),
    downloadResume: (id, purpose) => downloadResume(db, actor, id, { resumes, now: clock(), purpose }),
    exportCsv: (jobId) => outcomeOf(() => exportApplicationsCsv(db, actor, jobId, clock())),
    rejectionTemplate: () => rejectionTemplate(db),
    saveRejectionTemplate: (template) => outcomeOf(() => saveRejectionTemplate(db, actor, template, clock())),
    interviews: (id) => applicationInterviews(db, id),
    askToInterview: (id, choice) => outcomeOf(() => askToInterview(db, actor, id, choice, clock())),
    removeInterviewer: (id, panelistId) => outcomeOf(() => removeInterviewer(db, actor, id, panelistId, clock())),
    offer: (id) => latestOffer(db, id),
    makeOffer: (id, offer) =>
      outcomeOf(async () => {
        onEmailsQueued(await makeOffer(db, actor, id, offer, { now: clock(), careersEmail, publicSiteUrl }));
      }),
    sendOfferLetter: (id) =>
      outcomeOf(async () => {
        onEmailsQueued(await sendOfferLetter(db, actor, id, { now: clock(), careersEmail }));
      }),
  };
}
