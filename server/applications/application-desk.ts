import type { StaffMember } from "../../domain/staff/staff";
import type { ApplicationDesk } from "../../contracts/applications";
import { addApplicationNote, moveApplications, tagApplications, untagApplication } from "./application-changes";
import { randomUUID } from "node:crypto";

import { allTags, applicationBoard, bulkRejectionPreview, bulkSelection } from "./application-board";
import { bulkRejectionHoldMs, undoBulkRejection } from "./bulk-rejection-undo";
import { rejectionReasons, saveRejectionReasons } from "./rejection-reasons";
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
import { inviteToChoose } from "./interview-scheduling";
import { offerLetterTemplate, saveOfferLetterTemplate } from "./offer-letter-template";
import { latestOffer, makeOffer, offerLetterDraft, sendOfferLetter } from "./offers";
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
    jitsiHost,
    resumes,
    onEmailsQueued,
  }: Pick<Bindings, "db" | "clock" | "careersEmail" | "publicSiteUrl" | "jitsiHost" | "onEmailsQueued"> & {
    resumes: FileStore;
  },
  actor: StaffMember,
): ApplicationDesk {
  return {
    jobChoices: () => jobChoices(db),
    newByOpenJob: () => newApplicationsByOpenJob(db),
    list: (filter, { after }) => listApplications(db, filter, { after }),
    stageCounts: (filter) => stageCounts(db, filter),
    find: (id) => findApplication(db, id),
    moveStage: (id, stage, { withoutOffer } = { withoutOffer: false }) =>
      outcomeOf(async () => {
        await moveApplications(db, actor, [id], { stage, withoutOffer }, { now: clock(), careersEmail });
      }),
    reject: (id, { reason, notify, email }) =>
      outcomeOf(async () => {
        // The rejection e-mail is sent once its transaction has committed.
        onEmailsQueued(
          await moveApplications(
            db,
            actor,
            [id],
            { stage: "rejected", reason, notify, email },
            {
              now: clock(),
              careersEmail,
            },
          ),
        );
      }),
    board: (jobId, { tag }) => applicationBoard(db, jobId, { tag }),
    bulk: (action, { jobId, tag }) =>
      outcomeOf(async () => {
        const ids = await bulkSelection(db, action, { jobId, tag });
        const options = { now: clock(), careersEmail, jobId };
        if (action.intent === "bulk-tag") await tagApplications(db, actor, ids, action.tag, options);
        else if (action.intent === "bulk-move")
          await moveApplications(db, actor, ids, { stage: action.stage }, options);
        else {
          // Held in the outbox while it can be undone: the worker finds them when they are due.
          const batch = randomUUID();
          await moveApplications(
            db,
            actor,
            ids,
            { stage: "rejected", reason: action.reason, notify: action.notify },
            { ...options, undoable: { batch, emailsDueAt: new Date(options.now.getTime() + bulkRejectionHoldMs) } },
          );
          return { changed: ids.length, batch };
        }
        return { changed: ids.length };
      }),
    bulkRejection: (action, { jobId, tag }) =>
      outcomeOf(async () => bulkRejectionPreview(db, await bulkSelection(db, action, { jobId, tag }), action)),
    undoBulkRejection: (batch, { jobId }) =>
      outcomeOf(() => undoBulkRejection(db, actor, batch, { now: clock(), jobId })),
    addTag: (id, tag) => outcomeOf(() => tagApplications(db, actor, [id], tag, { now: clock() })),
    removeTag: (id, tag) => outcomeOf(() => untagApplication(db, actor, id, tag, clock())),
    tags: () => allTags(db),
    rejectionReasons: () => rejectionReasons(db),
    saveRejectionReasons: (reasons) => outcomeOf(() => saveRejectionReasons(db, actor, reasons, clock())),
    addNote: (id, body) => outcomeOf(() => addApplicationNote(db, actor, id, body, clock())),
    downloadResume: (id, purpose) => downloadResume(db, actor, id, { resumes, now: clock(), purpose }),
    exportCsv: (jobId) => outcomeOf(() => exportApplicationsCsv(db, actor, jobId, clock())),
    rejectionTemplate: () => rejectionTemplate(db),
    saveRejectionTemplate: (template) => outcomeOf(() => saveRejectionTemplate(db, actor, template, clock())),
    interviews: (id) => applicationInterviews(db, id),
    askToInterview: (id, choice) =>
      outcomeOf(async () => {
        onEmailsQueued(await askToInterview(db, actor, id, choice, { now: clock(), careersEmail, publicSiteUrl }));
      }),
    removeInterviewer: (id, panelistId) => outcomeOf(() => removeInterviewer(db, actor, id, panelistId, clock())),
    inviteToChoose: (id, invitation) =>
      outcomeOf(async () => {
        onEmailsQueued(
          await inviteToChoose(db, actor, id, invitation, { now: clock(), publicSiteUrl, careersEmail, jitsiHost }),
        );
      }),
    offer: (id) => latestOffer(db, id),
    makeOffer: (id, offer) =>
      outcomeOf(async () => {
        onEmailsQueued(await makeOffer(db, actor, id, offer, { now: clock(), careersEmail, publicSiteUrl }));
      }),
    sendOfferLetter: (id, letter) =>
      outcomeOf(async () => {
        onEmailsQueued(await sendOfferLetter(db, actor, id, { now: clock(), careersEmail, letter }));
      }),
    offerLetter: (id) => offerLetterDraft(db, id),
    offerLetterTemplate: () => offerLetterTemplate(db),
    saveOfferLetterTemplate: (template) => outcomeOf(() => saveOfferLetterTemplate(db, actor, template, clock())),
  };
}
