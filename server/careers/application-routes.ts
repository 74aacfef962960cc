import { randomUUID } from "node:crypto";

import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

import { fieldErrors } from "../../domain/field-errors";
import { ApplicationSchema, resumeLimitBytes } from "../../domain/job-application";
import type { Clock } from "../clock";
import type { Db } from "../db/open-db";
import { apiError } from "../plugins/api-errors";
import { submitOnce } from "../plugins/idempotency";
import type { SpendQuota } from "../plugins/rate-limit";
import { submitApplication } from "./application-submission";
import { fingerprintOf } from "../kernel/idempotency";
import { findOpenJob } from "./jobs";
import type { ResumeStore } from "./resume-store";
import { detectResumeType, resumeKeyFor } from "./resume-content";
import { readApplicationUpload } from "./application-upload";

export type ApplicationRouteDependencies = {
  db: Db;
  clock: Clock;
  resumes: ResumeStore;
  careersEmail: string;
  spendQuota: SpendQuota;
  onEmailsQueued: (ids: string[]) => void;
};

const JobIdSchema = z.object({
  jobId: z
    .string({ error: "No job ID provided for application." })
    .trim()
    .min(1, "No job ID provided for application."),
});

const resumeTypeMessage = "The resume must be a PDF, DOC or DOCX file.";

export async function applicationRoutes(api: FastifyInstance, deps: ApplicationRouteDependencies): Promise<void> {
  await api.register(multipart, {
    limits: { fileSize: resumeLimitBytes, files: 1, fields: 60, fieldSize: 64 * 1024, parts: 61 },
  });
  const routeOptions = {
    bodyLimit: resumeLimitBytes + 1024 * 1024,
    config: { bodyTooLargeMessage: "The resume is larger than 10 MB.", mediaType: "multipart/form-data" },
  };
  api.post("/api/applications", routeOptions, async (request, reply) => {
    if (!request.isMultipart()) {
      return reply.status(415).send(apiError("Send the request as multipart/form-data."));
    }
    const { fields, resume } = await readApplicationUpload(request);
    const meta = JobIdSchema.safeParse(fields);
    if (!meta.success) return reply.status(400).send(apiError(meta.error.issues[0]!.message, fieldErrors(meta.error)));
    const job = await findOpenJob(deps.db, meta.data.jobId);
    if (!job) return reply.status(404).send(apiError("Job not found"));
    const parsed = ApplicationSchema.safeParse(fields);
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    if (!resume) errors.resume = "Resume is required";
    if (!parsed.success || !resume) {
      return reply.status(400).send(apiError("Please correct the highlighted fields.", errors));
    }
    const type = await detectResumeType(resume.content, resume.fileName);
    if (!type) return reply.status(415).send(apiError(resumeTypeMessage, { resume: resumeTypeMessage }));

    const once = {
      db: deps.db,
      // Without the standard header, the field the site's own form sends.
      ownKey: fields.submissionId,
      fingerprint: fingerprintOf(job.id, parsed.data, resume.content),
      spendQuota: deps.spendQuota,
    };
    return submitOnce(request, reply, once, async (claim) => {
      const id = randomUUID();
      const key = resumeKeyFor(id, type.extension);
      // The file first: a row never points at a resume that was not stored.
      await deps.resumes.put(key, resume.content, type.mediaType);
      const submitted = await submitApplication(deps.db, {
        id,
        application: parsed.data,
        job,
        resume: {
          key,
          // Kept only as a label for staff; trimmed of any path the browser sent.
          fileName: resume.fileName.split(/[\\/]/).pop()!.slice(0, 255),
          mediaType: type.mediaType,
          bytes: resume.content.length,
        },
        clientIp: request.ip,
        careersEmail: deps.careersEmail,
        idempotency: claim,
        now: deps.clock(),
      }).catch(async (error: unknown) => {
        // Nothing points at the file unless the application was written. Should the store fail
        // now too, the visitor still hears why the submission failed; the log names the orphan.
        await deps.resumes
          .remove(key)
          .catch((removal: unknown) => request.log.error({ err: removal, key }, "could not remove an unused resume"));
        throw error;
      });
      request.log.info({ applicationId: id }, "application received");
      deps.onEmailsQueued(submitted.queuedEmailIds);
      return { statusCode: 201, data: { id, reference: submitted.reference } };
    });
  });
}
